// The one flow every paid action in the studios follows: check the known balance (the page's
// "not enough credits" toast, no request), send the request under the intent's Idempotency-Key,
// take the new balance from the answer (or read it again when the answer has none), toast the
// outcome in the user's language, and after a failure read the balance again so a refund shows.
// One request at a time per action: a second click while one is in flight sends nothing.
// Whatever a paid action changes is read again when next shown: the works, the usage history
// and the background tasks (invalidateAfterSpending).
import { useAtomValue, useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { toast, type ExternalToast } from "sonner";
import { errorMessage } from "./error-messages";
import { queryClient } from "./query-client";
import { creditsAtom, loadSessionAtom, setCreditsAtom } from "./session";
import { useIntentKey } from "./use-intent-key";

/** A toast: its title, and sonner's options (description, duration) when it has any. */
export type Notice = { title: string } & ExternalToast;

export type PaidAction<R> = {
  /** What the user asked for: the same inputs again (a retry after a lost answer) reuse the key. */
  intent: readonly unknown[];
  /** Credits the action needs now; leave it out when the server alone decides (nothing to check here). */
  cost?: number;
  /** The page's "not enough credits" toast, shown instead of sending when the balance is short. */
  notEnough?: Notice;
  /** The request, sent with the intent's Idempotency-Key. */
  call: (idempotencyKey: string) => Promise<R>;
  /** The balance the answer carries; without it the balance is read again from the server. */
  balance?: (answer: R) => number;
  /** The success toast for the answer. */
  succeeded: (answer: R) => Notice;
  /** What the page does with the answer (show the work, go to the library). */
  onSuccess?: (answer: R) => void;
  /** The failure toast's title; its description is the server's reason in the user's language. */
  failed: string;
  /**
   * A refusal the page explains itself, made before any charge: returns the toast's description
   * (then the balance is not read again), or undefined for the usual failure.
   */
  refused?: (error: unknown) => string | undefined;
  /** What the page undoes after a failure. */
  onFailure?: (error: unknown) => void;
};

/** A paid action made a work or a task and wrote the ledger (a charge, or a refund after a failure). */
function invalidateAfterSpending() {
  for (const queryKey of [["works"], ["usage"], ["tasks"]]) void queryClient.invalidateQueries({ queryKey });
}

function show(kind: "success" | "error", { title, ...options }: Notice) {
  if (Object.keys(options).length > 0) toast[kind](title, options);
  else toast[kind](title);
}

export function usePaidAction() {
  const credits = useAtomValue(creditsAtom);
  const setCredits = useSetAtom(setCreditsAtom);
  const loadSession = useSetAtom(loadSessionAtom);
  const intent = useIntentKey();
  const [busy, setBusy] = useState(false);
  // The state above reaches the handler one render late; a double click must see the first at once.
  const inFlight = useRef(false);

  /** Runs the action; resolves to the answer, or undefined when nothing was sent or it failed. */
  async function run<R>(action: PaidAction<R>): Promise<R | undefined> {
    if (inFlight.current) return undefined;
    if (action.cost !== undefined && credits < action.cost) {
      if (action.notEnough) show("error", action.notEnough);
      return undefined;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await action.call(intent.take(action.intent));
      intent.settle();
      if (action.balance) setCredits(action.balance(answer));
      else void loadSession();
      invalidateAfterSpending();
      action.onSuccess?.(answer);
      show("success", action.succeeded(answer));
      return answer;
    } catch (error) {
      intent.settle(error);
      action.onFailure?.(error);
      const refusal = action.refused?.(error);
      show("error", { title: action.failed, description: refusal ?? errorMessage(error) });
      if (refusal === undefined) {
        void loadSession();
        invalidateAfterSpending();
      }
      return undefined;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { credits, busy, run };
}
