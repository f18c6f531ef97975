// Whether this browser had a signed-in session on its last visit. The pre-rendered landing page and
// /auth frame are for visitors: the inline guard (web/app/prerender-guard.ts, given this key by
// scripts/prerender.mjs) does not show them to someone about to be sent on to /dashboard, and the
// landing page shows a spinner instead while the session loads, as it did before the pre-render.
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { sessionAtom } from "./session";

export const SESSION_HINT_KEY = "atelier-signed-in";

export function hadSession(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    return false; // no storage (the build-time pre-render, a blocked storage)
  }
}

/** Keeps the hint in step with the session (signing in and out, deleting the account, expiry). */
export function useSessionHint() {
  const status = useAtomValue(sessionAtom).status;
  useEffect(() => {
    try {
      if (status === "signedIn") localStorage.setItem(SESSION_HINT_KEY, "1");
      else if (status === "signedOut") localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // Storage blocked: the pre-rendered page simply shows until the session answers.
    }
  }, [status]);
}
