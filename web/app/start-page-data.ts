// The route loaders' side of ./page-data: small and eager (the route table imports it), while the
// queries, TanStack Query and the API client stay in a chunk of their own that only signed-in
// pages load, so the landing page's first paint carries none of it.
import { hadSession } from "@/lib/session-hint";

import type { LoaderFunctionArgs } from "react-router";

export type PageName =
  | "dashboard"
  | "nano"
  | "library"
  | "artStudio"
  | "interior"
  | "storybook"
  | "batch"
  | "book"
  | "regionEdit"
  | "referrals"
  | "account"
  | "credits"
  | "adminDashboard";
export type RouteParams = LoaderFunctionArgs["params"];

/**
 * A route loader that starts the page's queries and returns at once: the page renders its own
 * loading state meanwhile, and its code chunk loads in parallel. A visitor who was not signed in
 * on this browser is on the way to /auth, so nothing is asked for them.
 */
/**
 * Starts loading ./page-data (and TanStack Query, and the API client) before the router asks for
 * the first page's code: with HTTP/1.1's six connections (local runs) its small chunks would
 * otherwise queue behind the page's, and the page's data would start well after the session.
 */
export function warmPageData() {
  if (hadSession()) void import("./page-data").catch(() => undefined);
}

export const pageData =
  (page: PageName) =>
  ({ params }: LoaderFunctionArgs) => {
    if (hadSession()) void import("./page-data").then(({ prefetch }) => prefetch(page, params)).catch(() => undefined);
    return null;
  };
