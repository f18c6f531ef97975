// The confirmation link lands on the site root as /?verified=1 (better-auth adds &error=… when the
// link was forged or expired): say which, once, and take the query off the address bar.
import { useEffect } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";

let shown = false;

export function useVerifiedNotice() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("verified") !== "1" || shown) return;
    shown = true;
    if (params.get("error")) toast.error(m.verify_link_invalid(), { description: m.verify_link_invalid_desc(), duration: 8000 });
    else toast.success(m.verify_done(), { description: m.verify_done_desc() });
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
}
