// Takes the session's answer (asked for in web/main.tsx as the app starts) and hosts the toasts (loaded after the first paint, see lib/toaster). A language switch re-renders the pages in place
// (see ./localized): nothing is remounted, so typed fields, results and unsaved forms stay.
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { getTextDirection } from "@/paraglide/runtime.js";
import { loadSessionAtom } from "@/lib/session";
import { useSessionHint } from "@/lib/session-hint";
import { localeAtom } from "@/lib/i18n";
import { LazyToaster } from "@/lib/toaster";
import { m } from "@/paraglide/messages.js";

export function Root() {
  const locale = useAtomValue(localeAtom);
  const loadSession = useSetAtom(loadSessionAtom);
  useSessionHint();
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return (
    <>
      <Outlet />
      <LazyToaster
        richColors
        position="top-center"
        dir={getTextDirection(locale)}
        closeButton
        // sonner's own names are English ("Notifications alt+T", "Close toast").
        customAriaLabel={m.toast_region()}
        toastOptions={{ closeButtonAriaLabel: m.common_close() }}
      />
    </>
  );
}
