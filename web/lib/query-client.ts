// The SPA's one data cache (TanStack Query): requests in flight are shared, answers are kept and
// invalidated by the mutations that change them, and route loaders (web/app/page-data.ts) start a
// page's queries together with its code and the session. Only lazy pages import this module, so
// the landing page's first paint carries neither it nor the API client. Hooks pass this client
// explicitly (`useQuery(options, queryClient)`) rather than through a provider above the router:
// a provider there would put TanStack Query into the landing page's initial JavaScript.
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** A refusal (4xx) says the same thing when asked again; a lost connection or a 5xx may not. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // What a page showed a moment ago is shown again at once on the way back; mutations
      // invalidate what they change, so a short freshness costs no stale screens.
      staleTime: 30_000,
      retry: worthRetrying,
      // Pages decide themselves what is worth reading again when the tab comes back (styles do).
      refetchOnWindowFocus: false,
    },
  },
});
