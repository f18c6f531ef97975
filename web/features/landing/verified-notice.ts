// The confirmation link lands on the site root as /?verified=1 (better-auth adds &error=… when the
// link was forged or expired): say which, once, and take the query off the address bar.
import { useEffect } from "react";

let shown = false;

export function useVerifiedNotice() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("verified") !== "1" || shown) return;
    shown = true;
    const failed = Boolean(params.get("error"));
    void import("./verified-toast").then(({ showVerifiedToast }) => showVerifiedToast(failed));
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
}
