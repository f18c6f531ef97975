// One Idempotency-Key per user intent. The key stays the same while the inputs do, so a retry
// after a lost answer (network failure, server error) replays the first request instead of
// charging again; it changes when an input changes, and after the server answered (success or
// a refusal), so the next attempt is a new request.
import { useMemo, useState } from "react";
import { ApiError } from "./api";

/** Whether the request may have taken effect without the client hearing about it. */
const answerLost = (error: unknown) => !(error instanceof ApiError) || error.code === "NETWORK" || error.code === "INTERNAL";

export function useIntentKey(inputs: readonly unknown[]) {
  const [round, setRound] = useState(0);
  // The inputs are the intent: a new key whenever one of them changes.
  const key = useMemo(() => crypto.randomUUID(), [round, ...inputs]);
  return {
    key,
    /** After the request: a new key unless the answer was lost (then the retry reuses this one). */
    settle: (error?: unknown) => {
      if (error === undefined || !answerLost(error)) setRound((r) => r + 1);
    },
  };
}
