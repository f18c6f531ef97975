// The buyer's own purchases (Stripe orders): when, what, how much, and where each one stands.
import { ScrollRegion } from "@/components/ScrollRegion";
import { m } from "@/paraglide/messages.js";
import { formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { RechargeStatusBadge } from "@/lib/recharge-status";
import type { Order } from "./payments-api";
import { paymentMethodName } from "@/lib/payment-methods";

export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <ScrollRegion label={m.credits_orders_title()}>
      <table className="table table-sm" data-testid="orders-table">
        <thead>
          <tr>
            <th>{m.usage_col_time()}</th>
            {/* On a phone the credits go under the amount, so the status stays in view. */}
            <th className="hidden text-end sm:table-cell">{m.admin_col_credits()}</th>
            <th className="text-end">{m.admin_col_amount()}</th>
            <th>{m.admin_col_status()}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.orderId} data-testid="order-row" data-order-id={o.orderId}>
              <td className="whitespace-nowrap text-base-content/70">
                {formatDateTime(o.createdAt)}
                <div className="font-mono text-xs text-base-content/50" dir="ltr">
                  {o.orderId}
                </div>
              </td>
              <td className="hidden text-end tabular-nums sm:table-cell">{formatNumber(o.credits)}</td>
              <td className="text-end tabular-nums whitespace-nowrap">
                {formatMoney(o.amountYuan)}
                <div className="text-xs text-base-content/50 sm:hidden">
                  {m.common_credits_count({ count: o.credits })}
                </div>
                {o.paymentMethod && (
                  <div className="text-xs text-base-content/50">{paymentMethodName(o.paymentMethod)}</div>
                )}
              </td>
              <td>
                <RechargeStatusBadge status={o.status} />
                {Number(o.refundedYuan) > 0 && (
                  <div className="text-xs text-base-content/60">
                    {m.credits_order_refunded({ amount: formatMoney(o.refundedYuan) })}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
