// A recharge order's status as people read it, on the credits page and in the back office.
import { m } from "@/paraglide/messages.js";
import type { RechargeStatus } from "../../shared/choices";

export const RECHARGE_STATUS: Record<RechargeStatus, { label: () => string; badge: string }> = {
  completed: { label: m.admin_recharge_status_completed, badge: "badge-success" },
  pending: { label: m.admin_recharge_status_pending, badge: "badge-warning" },
  failed: { label: m.admin_recharge_status_failed, badge: "badge-error" },
  refunded: { label: m.admin_recharge_status_refunded, badge: "badge-neutral" },
  disputed: { label: m.admin_recharge_status_disputed, badge: "badge-error" },
};

export function RechargeStatusBadge({ status }: { status: string }) {
  const known = Object.hasOwn(RECHARGE_STATUS, status) ? RECHARGE_STATUS[status as RechargeStatus] : undefined;
  return (
    <span
      className={`badge badge-sm badge-soft whitespace-nowrap ${known?.badge ?? "badge-ghost"}`}
      data-testid="recharge-status"
      data-status={status}
    >
      {known?.label() ?? status}
    </span>
  );
}
