// Loads the session once, re-renders everything when the language changes, hosts the toasts.
import { useAtomValue, useSetAtom } from "jotai";
import { Fragment, useEffect } from "react";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { getTextDirection } from "@/paraglide/runtime.js";
import { loadSessionAtom } from "@/features/auth/session";
import { localeAtom } from "@/lib/i18n";

export function Root() {
  const locale = useAtomValue(localeAtom);
  const loadSession = useSetAtom(loadSessionAtom);
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return (
    <Fragment key={locale}>
      <Outlet />
      <Toaster richColors position="top-center" dir={getTextDirection(locale)} closeButton />
    </Fragment>
  );
}
