// Signing out from this tab (spec §2, §7): end the session on the server, forget the remembered
// email, and mark the session as ended here, so the signed-in page's guard goes to the landing
// page ("/") instead of sending the next person to /auth with this user's page as the redirect.
import { useSetAtom } from "jotai";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { signOut } from "./auth-api";
import { sessionAtom } from "./session";

export const SIGNED_OUT_KEYS = ["remember-me", "user-email"] as const;

export function useSignOut() {
  const setSession = useSetAtom(sessionAtom);
  return async () => {
    await signOut().catch(() => undefined);
    for (const key of SIGNED_OUT_KEYS) localStorage.removeItem(key);
    setSession({ status: "signedOut", ended: true });
    toast.success(m.toast_signed_out());
  };
}
