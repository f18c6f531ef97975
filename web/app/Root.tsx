// Loads the session once and hosts the toasts. A language switch re-renders the pages in place
// (see ./localized): nothing is remounted, so typed fields, results and unsaved forms stay.
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
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
    <>
      <Outlet />
      <Toaster richColors position="top-center" dir={getTextDirection(locale)} closeButton />
    </>
  );
}
