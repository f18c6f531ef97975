// One Idempotency-Key per user intent. The key stays the same while the inputs do, so a retry
// after a lost answer (network failure, server error) replays the first request instead of
// charging again; it changes when an input changes, and after the server answered (success or
// a refusal), so the next attempt is a new request.
// The key lives in a ref and is taken in the event handler: a `useMemo` would not do, React may
// drop a memoised value and compute a new one, which would turn a retry into a second charge.
// A form whose inputs are only known in the handler (the paid-action hook) passes them to `take`.
import { useRef } from "react";
import { ApiError } from "./api";

/** Whether the request may have taken effect without the client hearing about it. */
const answerLost = (error: unknown) =>
  !(error instanceof ApiError) || error.code === "NETWORK" || error.code === "INTERNAL";

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

export function useIntentKey(inputs: readonly unknown[] = []) {
  const held = useRef<{ inputs: readonly unknown[]; key: string } | null>(null);
  return {
    /** The key for a request sent now (call it in the event handler): the held one while the inputs are the same. */
    take: (sent: readonly unknown[] = inputs) => {
      if (!held.current || !sameInputs(held.current.inputs, sent))
        held.current = { inputs: sent, key: crypto.randomUUID() };
      return held.current.key;
    },
    /** After the request: a new key next time unless the answer was lost (then the retry reuses this one). */
    settle: (error?: unknown) => {
      if (error === undefined || !answerLost(error)) held.current = null;
    },
  };
}
