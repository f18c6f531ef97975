// /referrals: my invite code and link (with copy buttons), how many friends joined, the
// rewards earned, and each invitation's status.
import { ScrollRegion } from "@/components/ScrollRegion";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { PageSpinner } from "@/components/Spinner";
import { formatDateTime, formatNumber } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { referralsQuery } from "./referrals-api";

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(m.referrals_copied());
  } catch {
    toast.error(m.referrals_copy_failed());
  }
}

export default function ReferralsPage() {
  const { data, error } = useQuery(referralsQuery, queryClient);
  useEffect(() => {
    if (error) toast.error(m.library_load_failed());
  }, [error]);
  if (!data) return <PageSpinner />;
  const link = `${location.origin}${data.link}`;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.referrals_title()}</h1>
        <p className="text-base-content/60">{m.referrals_subtitle()}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <section className="card bg-gradient-to-br from-primary to-secondary text-primary-content shadow-lg md:col-span-1">
          <div className="card-body">
            <p className="opacity-80">{m.referrals_my_code()}</p>
            <p className="font-mono text-4xl font-black tracking-widest" data-testid="referral-code">
              {data.code}
            </p>
            <button
              type="button"
              className="btn btn-sm mt-2 border-0 bg-white/20 text-primary-content hover:bg-white/30"
              onClick={() => void copy(data.code)}
              data-testid="copy-code"
            >
              {m.referrals_copy_code()}
            </button>
          </div>
        </section>
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body">
            <p className="text-base-content/60">{m.referrals_invites()}</p>
            <p className="text-4xl font-bold" data-testid="referral-invites">
              {formatNumber(data.totalInvites)}
            </p>
          </div>
        </section>
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body">
            <p className="text-base-content/60">{m.referrals_rewards()}</p>
            <p className="text-4xl font-bold text-primary" data-testid="referral-rewards">
              {m.common_credits_count({ count: data.totalRewards })}
            </p>
          </div>
        </section>
      </div>
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body gap-3">
          <h2 className="card-title text-base">{m.referrals_link()}</h2>
          <div className="join w-full">
            <input
              className="input join-item w-full font-mono text-sm"
              value={link}
              readOnly
              aria-label={m.referrals_link()}
              data-testid="referral-link"
            />
            <button
              type="button"
              className="btn btn-primary join-item"
              onClick={() => void copy(link)}
              data-testid="copy-link"
            >
              <Icon name="check" className="size-4" />
              {m.referrals_copy_link()}
            </button>
          </div>
          <p className="text-sm text-base-content/60">{m.referrals_how()}</p>
        </div>
      </section>
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 className="card-title text-base">{m.referrals_invitations()}</h2>
          {data.invitations.length === 0 ? (
            <p className="py-6 text-center text-base-content/60">{m.referrals_none()}</p>
          ) : (
            <ScrollRegion label={m.referrals_invitations()}>
              <table className="table table-sm" data-testid="invitations">
                <thead>
                  <tr>
                    <th>{m.referrals_col_user()}</th>
                    <th>{m.referrals_col_time()}</th>
                    <th>{m.referrals_col_status()}</th>
                    <th className="text-end">{m.referrals_col_reward()}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invitations.map((inv, i) => (
                    <tr key={i} data-testid="invitation-row">
                      <td>{inv.username ?? m.referrals_unknown_user()}</td>
                      <td className="whitespace-nowrap text-base-content/70">{formatDateTime(inv.createdAt)}</td>
                      <td>
                        <span
                          className={`badge badge-sm ${inv.status === "completed" ? "badge-success" : "badge-ghost"}`}
                        >
                          {inv.status === "completed" ? m.referrals_status_done() : m.referrals_status_pending()}
                        </span>
                      </td>
                      <td className="text-end font-mono" dir="ltr">
                        {inv.status === "completed" && inv.reward ? `+${inv.reward}` : "-"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </div>
      </section>
    </div>
  );
}
