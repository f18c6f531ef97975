// /admin/referrals (邀请统计): inviters ranked by invites, with their code and reward credits.
import { m } from "@/paraglide/messages.js";
import { formatNumber } from "@/lib/format";
import { adminApi } from "../admin-api";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";

export default function AdminReferralsPage() {
  const { data } = useAdminData(["referrals"], adminApi.referrals, { ranking: [] });
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <AdminHeading title={m.admin_nav_referrals()} subtitle={m.admin_referrals_subtitle()} />
      <TableCard
        rows={data?.ranking ?? null}
        label={m.admin_nav_referrals()}
        empty={m.admin_referrals_empty()}
        emptyTestId="admin-referrals-empty"
      >
        {(ranking) => (
          <table className="table table-sm" data-testid="admin-referrals-table">
            <thead>
              <tr>
                <th>{m.admin_col_rank()}</th>
                <th>{m.admin_col_user()}</th>
                {/* On a phone the code goes under the user and the rewards under the invites. */}
                <th className="hidden sm:table-cell">{m.admin_col_code()}</th>
                <th className="text-end">{m.admin_col_invites()}</th>
                <th className="hidden text-end sm:table-cell">{m.admin_col_rewards()}</th>
              </tr>
            </thead>
            <tbody>
              {ranking.map((r) => (
                <tr key={r.userId} data-testid="admin-referral-row">
                  <td>
                    <span className={`badge badge-sm ${r.rank <= 3 ? "badge-primary" : "badge-ghost"}`}>{r.rank}</span>
                  </td>
                  <td title={r.userId}>
                    <bdi>{r.username || m.admin_unknown_user()}</bdi>
                    <div className="font-mono text-xs text-base-content/60 sm:hidden" dir="ltr">
                      {r.code}
                    </div>
                  </td>
                  <td className="hidden font-mono sm:table-cell" dir="ltr">
                    {r.code}
                  </td>
                  <td className="text-end font-mono">
                    {formatNumber(r.invites)}
                    <div className="whitespace-nowrap text-xs text-base-content/60 sm:hidden">
                      {m.common_credits_count({ count: r.rewards })}
                    </div>
                  </td>
                  <td className="hidden text-end font-mono sm:table-cell">
                    {m.common_credits_count({ count: r.rewards })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
    </div>
  );
}
