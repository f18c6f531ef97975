// /admin/credits (积分管理): the last 100 usage records across users. Credits given (negative
// credits_used) show green with "+", credits taken red with "-".
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatDateTime } from "@/lib/format";
import { actionLabel, creditChange } from "@/lib/usage-labels";
import { adminApi } from "../admin-api";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";

export default function AdminCreditsPage() {
  const { data, reload } = useAdminData(["usage"], adminApi.usage, { records: [] });
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_credits()} subtitle={m.admin_credits_subtitle()}>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => void reload()} data-testid="admin-credits-refresh">
          <Icon name="refresh" className="size-4" />
          {m.admin_refresh()}
        </button>
      </AdminHeading>
      <TableCard rows={data?.records ?? null} empty={m.usage_empty()} emptyTestId="admin-usage-empty">
        {(records) => (
          <table className="table table-sm" data-testid="admin-usage-table">
            <thead>
              <tr>
                <th>{m.usage_col_time()}</th>
                <th>{m.admin_col_user()}</th>
                <th>{m.usage_col_action()}</th>
                <th className="text-end">{m.usage_col_change()}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id} data-testid="admin-usage-row">
                  <td className="whitespace-nowrap text-base-content/70">{formatDateTime(r.createdAt)}</td>
                  <td>
                    <span title={r.userId}>{r.username || (r.userId ? r.userId.slice(0, 8) : m.admin_unknown_user())}</span>
                  </td>
                  <td>{actionLabel(r)}</td>
                  <td className={`text-end font-mono font-semibold ${r.creditsUsed > 0 ? "text-error" : "text-success"}`} dir="ltr" data-testid="admin-usage-change">
                    {creditChange(r.creditsUsed)}
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
