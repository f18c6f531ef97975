// /admin/recharges (充值订单): recharge records and a form to record a manual recharge.
import { m } from "@/paraglide/messages.js";
import { formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { adminApi } from "../admin-api";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";
import { RechargeForm } from "./RechargeForm";

const STATUS: Record<string, { label: () => string; badge: string }> = {
  completed: { label: m.admin_recharge_status_completed, badge: "badge-success" },
  pending: { label: m.admin_recharge_status_pending, badge: "badge-warning" },
  failed: { label: m.admin_recharge_status_failed, badge: "badge-error" },
};

export default function AdminRechargesPage() {
  const { data, reload } = useAdminData(adminApi.recharges, { records: [] });
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_recharges()} subtitle={m.admin_recharges_subtitle()} />
      <RechargeForm onRecorded={() => void reload()} />
      <TableCard rows={data?.records ?? null} empty={m.admin_recharges_empty()} emptyTestId="admin-recharges-empty">
        {(records) => (
          <table className="table table-sm" data-testid="admin-recharges-table">
            <thead>
              <tr>
                <th>{m.admin_col_order_id()}</th>
                <th>{m.admin_col_user()}</th>
                <th className="text-end">{m.admin_col_amount()}</th>
                <th className="text-end">{m.admin_col_credits()}</th>
                <th>{m.admin_col_status()}</th>
                <th>{m.admin_col_time()}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => {
                const status = STATUS[r.status];
                return (
                  <tr key={r.orderId} data-testid="admin-recharge-row">
                    <td className="font-mono text-xs" title={r.orderId} dir="ltr">{r.orderId.slice(0, 12)}</td>
                    <td title={r.userId}>{r.username || m.admin_unknown_user()}</td>
                    <td className="text-end font-mono">{formatMoney(r.amountYuan)}</td>
                    <td className="text-end font-mono">{formatNumber(r.credits)}</td>
                    <td>
                      <span className={`badge badge-sm badge-soft ${status?.badge ?? "badge-ghost"}`}>{status?.label() ?? r.status}</span>
                    </td>
                    <td className="whitespace-nowrap text-base-content/70">{formatDateTime(r.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </TableCard>
    </div>
  );
}
