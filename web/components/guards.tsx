// Route guards: a visitor is sent to /auth?redirect=<path>; someone who just signed out here, and
// a non-admin, to /.
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "@/components/Spinner";
import { sessionAtom } from "@/lib/session";

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === "loading") return <PageSpinner />;
  if (session.status === "signedOut") {
    if (session.ended) return <Navigate to="/" replace />;
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?redirect=${redirect}`} replace />;
  }
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (session.status === "loading") return <PageSpinner />;
  if (session.status !== "signedIn" || !session.me.isAdmin) return <Navigate to="/" replace />;
  return children;
}
