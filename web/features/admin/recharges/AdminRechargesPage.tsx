// /admin/recharges (充值订单): recharge orders — manual ones and Stripe purchases, with what
// refunds and lost disputes took back — and a form to record a manual recharge.
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { errorMessage } from "@/lib/error-messages";
import { formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { RechargeStatusBadge } from "@/lib/recharge-status";
import { paymentMethodName } from "@/lib/payment-methods";
import { adminApi, type Recharge } from "../admin-api";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";
import { RechargeForm } from "./RechargeForm";

const SOURCE: Record<string, () => string> = {
  manual: m.admin_recharge_source_manual,
  stripe: m.admin_recharge_source_stripe,
};

/**
 * What came back from a Stripe order: the refunded amount, credits taken back, and those already
 * spent (a lost dispute's shortfall stops the buyer buying until an admin marks it settled).
 */
function Reversal({ r, onSettled }: { r: Recharge; onSettled: () => void }) {
  const [busy, setBusy] = useState(false);
  async function settle() {
    setBusy(true);
    try {
      await adminApi.settleShortfall(r.orderId);
      onSettled();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  if (Number(r.refundedYuan) <= 0 && r.shortfallCredits === 0) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs text-base-content/70" data-testid="admin-recharge-reversal">
      {Number(r.refundedYuan) > 0 && <div>{m.credits_order_refunded({ amount: formatMoney(r.refundedYuan) })}</div>}
      {r.reversedCredits > 0 && <div>{m.admin_recharge_reversed({ credits: r.reversedCredits })}</div>}
      {r.shortfallCredits > 0 && (
        <div
          className={r.shortfallSettledAt ? "text-base-content/60" : "font-semibold text-error"}
          data-testid="admin-recharge-shortfall"
        >
          {m.admin_recharge_shortfall({ credits: r.shortfallCredits })}
          {r.shortfallSettledAt ? (
            <span className="ms-1 font-normal">· {m.admin_recharge_settled()}</span>
          ) : (
            <button
              type="button"
              className="btn btn-xs btn-outline ms-2"
              disabled={busy}
              onClick={() => void settle()}
              data-testid="admin-recharge-settle"
            >
              {m.admin_recharge_settle()}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export default function AdminRechargesPage() {
  const { data, reload } = useAdminData(["recharges"], adminApi.recharges, { records: [] }, [
    ["usage"],
    ["admin", "stats"],
    ["admin", "users"],
  ]);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_recharges()} subtitle={m.admin_recharges_subtitle()} />
      <RechargeForm onRecorded={() => void reload()} />
      <TableCard
        rows={data?.records ?? null}
        label={m.admin_nav_recharges()}
        empty={m.admin_recharges_empty()}
        emptyTestId="admin-recharges-empty"
      >
        {(records) => (
          <table className="table table-sm" data-testid="admin-recharges-table">
            <thead>
              <tr>
                {/* On a phone: the order and source under the user, the credits under the amount, the time
                    under the status, so user, amount and status (with its action) stay in view. */}
                <th className="hidden sm:table-cell">{m.admin_col_order_id()}</th>
                <th>{m.admin_col_user()}</th>
                <th className="hidden sm:table-cell">{m.admin_col_source()}</th>
                <th className="text-end">{m.admin_col_amount()}</th>
                <th className="hidden text-end sm:table-cell">{m.admin_col_credits()}</th>
                <th>{m.admin_col_status()}</th>
                <th className="hidden sm:table-cell">{m.admin_col_time()}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.orderId} data-testid="admin-recharge-row" data-order-id={r.orderId} data-source={r.source}>
                  <td className="hidden font-mono text-xs sm:table-cell" title={r.orderId} dir="ltr">
                    {r.orderId}
                  </td>
                  <td title={r.userId}>
                    {/* On a phone a long name may break anywhere, so amount and status stay in view. */}
                    <bdi className="wrap-anywhere sm:wrap-normal">{r.username || m.admin_unknown_user()}</bdi>
                    <div className="text-xs text-base-content/60 sm:hidden">{SOURCE[r.source]?.() ?? r.source}</div>
                    <div className="max-w-32 truncate font-mono text-xs text-base-content/50 sm:hidden" dir="ltr">
                      {r.orderId}
                    </div>
                  </td>
                  <td className="hidden whitespace-nowrap sm:table-cell">
                    {SOURCE[r.source]?.() ?? r.source}
                    {r.paymentMethod && (
                      <div className="text-xs text-base-content/60">{paymentMethodName(r.paymentMethod)}</div>
                    )}
                  </td>
                  <td className="text-end font-mono">
                    {formatMoney(r.amountYuan)}
                    <div className="whitespace-nowrap text-xs text-base-content/60 sm:hidden">
                      {m.common_credits_count({ count: r.credits })}
                    </div>
                  </td>
                  <td className="hidden text-end font-mono sm:table-cell">{formatNumber(r.credits)}</td>
                  <td>
                    <RechargeStatusBadge status={r.status} />
                    <Reversal r={r} onSettled={() => void reload()} />
                    {/* It may wrap between the date and the hour (not inside a Chinese date), so the status
                        stays in view. */}
                    <div className="break-keep text-xs text-base-content/60 sm:hidden">
                      {formatDateTime(r.createdAt)}
                    </div>
                  </td>
                  <td className="hidden whitespace-nowrap text-base-content/70 sm:table-cell">
                    {formatDateTime(r.createdAt)}
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
