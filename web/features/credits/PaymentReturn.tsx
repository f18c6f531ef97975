// Where Stripe sends the buyer back: /credits?payment=success|cancelled&order=<id>. The return
// itself proves nothing (anyone can type the address): the page waits on the order, which only
// Stripe's verified webhook completes, then reloads the balance.
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { m } from "@/paraglide/messages.js";
import { loadSessionAtom } from "@/lib/session";
import { paymentsApi } from "./payments-api";

/** How often, and for how long, the page asks whether the order is paid. */
const POLL_MS = 2000;
const POLL_FOR_MS = 90_000;

type State =
  | { kind: "confirming" }
  | { kind: "credited"; credits: number }
  | { kind: "failed" }
  | { kind: "still_pending" }
  | { kind: "cancelled" };

const STYLE: Record<State["kind"], string> = {
  confirming: "alert-info",
  credited: "alert-success",
  failed: "alert-error",
  still_pending: "alert-warning",
  cancelled: "alert-info",
};

export function PaymentReturn({ onSettled }: { onSettled: () => void }) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("payment");
  const orderId = params.get("order");
  const loadSession = useSetAtom(loadSessionAtom);
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    if (outcome === "cancelled") {
      setState({ kind: "cancelled" });
      // Stripe expires the session, so the order shows as ended rather than waiting an hour.
      if (orderId) paymentsApi.cancel(orderId).then(onSettled, () => undefined);
      return;
    }
    if (outcome !== "success" || !orderId) return setState(null);
    setState({ kind: "confirming" });
    let stopped = false;
    const until = Date.now() + POLL_FOR_MS;
    const check = async () => {
      if (stopped) return;
      const order = await paymentsApi.order(orderId).then(
        (r) => r.order,
        () => null,
      );
      if (stopped) return;
      if (order && order.status !== "pending") {
        if (order.status === "failed") setState({ kind: "failed" });
        else {
          setState({ kind: "credited", credits: order.credits });
          await loadSession();
        }
        onSettled();
        return;
      }
      if (Date.now() > until) return setState({ kind: "still_pending" });
      timer = setTimeout(check, POLL_MS);
    };
    let timer = setTimeout(check, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [outcome, orderId, loadSession, onSettled]);

  if (!state) return null;
  const text = {
    confirming: () => m.credits_payment_confirming(),
    credited: () => m.credits_payment_credited({ credits: state.kind === "credited" ? state.credits : 0 }),
    failed: () => m.credits_payment_failed(),
    still_pending: () => m.credits_payment_still_pending(),
    cancelled: () => m.credits_payment_cancelled(),
  }[state.kind];
  const dismiss = () => setParams({}, { replace: true });
  return (
    <div
      role="status"
      className={`alert ${STYLE[state.kind]} alert-soft`}
      data-testid="payment-return"
      data-state={state.kind}
    >
      {state.kind === "confirming" && <span className="loading loading-spinner loading-sm" />}
      <span className="min-w-0 break-words">{text()}</span>
      {state.kind !== "confirming" && (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-circle ms-auto"
          onClick={dismiss}
          aria-label={m.common_close()}
        >
          ✕
        </button>
      )}
    </div>
  );
}
