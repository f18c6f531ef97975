// What each signed-in page shows first, asked for by the route's loader (./start-page-data) at
// the same moment as the page's code chunk and the session, so the page waits for one API round
// trip, not the session's and then its own. The pages read the same queries from the cache
// (web/lib/query-client); a request still in flight is shared, not sent again.
import { queryClient } from "@/lib/query-client";
import { capabilitiesQuery } from "@/lib/capabilities";
import { sharesQuery } from "@/lib/shares-api";
import { stylesQuery } from "@/lib/styles";
import { CREDITS_USAGE } from "@/lib/usage";
import { latestWorkQuery, libraryQuery, RECENT_WORKS, workQuery } from "@/lib/works";
import { sessionsQuery, tokensQuery } from "@/features/account/account-api";
import { unlabelledConsentQuery } from "@/lib/unlabelled-downloads";
import { adminStatsQuery } from "@/features/admin/admin-api";
import { ordersQuery, packagesQuery } from "@/features/credits/payments-api";
import { boardsQuery } from "@/features/library/boards/boards-api";
import { activeTasksQuery } from "@/features/library/tasks/tasks-api";
import { referralsQuery } from "@/features/referrals/referrals-api";
import { bookQuery } from "@/features/storybook/book-api";
import type { PageName, RouteParams } from "./start-page-data";

const q = queryClient;

// Styles name the works and usage records (useArtStyleName), so the pages that list them ask too;
// the library's cards offer the tools the engine serves (capabilities).
const PAGES: Record<PageName, (params: RouteParams) => Promise<unknown>[]> = {
  dashboard: () => [q.prefetchQuery(RECENT_WORKS), q.prefetchQuery(stylesQuery)],
  nano: () => [q.prefetchQuery(capabilitiesQuery)],
  library: () => [
    q.prefetchInfiniteQuery(libraryQuery()),
    q.prefetchQuery(boardsQuery),
    q.prefetchQuery(activeTasksQuery),
    q.prefetchQuery(stylesQuery),
    q.prefetchQuery(capabilitiesQuery),
  ],
  artStudio: () => [q.prefetchQuery(stylesQuery), q.prefetchQuery(capabilitiesQuery)],
  interior: () => [q.prefetchQuery(capabilitiesQuery), q.prefetchQuery(latestWorkQuery("interior"))],
  storybook: () => [q.prefetchQuery(capabilitiesQuery)],
  batch: () => [q.prefetchQuery(capabilitiesQuery)],
  book: ({ id }) => (id ? [q.prefetchQuery(bookQuery(id))] : []),
  regionEdit: ({ workId }) => (workId ? [q.prefetchQuery(workQuery(workId))] : []),
  referrals: () => [q.prefetchQuery(referralsQuery)],
  account: () => [
    q.prefetchQuery(sessionsQuery),
    q.prefetchQuery(tokensQuery),
    q.prefetchQuery(sharesQuery),
    q.prefetchQuery(unlabelledConsentQuery),
  ],
  credits: () => [
    q.prefetchQuery(CREDITS_USAGE),
    q.prefetchQuery(packagesQuery),
    q.prefetchQuery(ordersQuery),
    q.prefetchQuery(stylesQuery),
  ],
  adminDashboard: () => [q.prefetchQuery(adminStatsQuery)],
};

/** Starts the page's queries; a query whose answer is still fresh is not asked again. */
export function prefetch(page: PageName, params: RouteParams) {
  return Promise.all(PAGES[page](params));
}
