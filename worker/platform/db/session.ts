// Reads near the user (D1 read replication, through the Sessions API). Every API request runs its
// queries in one D1 session, and this module is the one place that decides where it starts:
//  - A request that changes something (any method but GET/HEAD) starts on the primary
//    ("first-primary"). Every credit decision — a spend, a refund, a grant, an admin adjustment —
//    is such a request, so it reads the ledger as the primary has it; its INSERTs go to the
//    primary as every D1 write does.
//  - A read starts at the user's bookmark (their last request's point in the database), so a
//    replica may answer (Cloudflare keeps one per D1 region and routes from where the Worker runs)
//    but never with anything older than what this user last saw or wrote: a balance never goes
//    back in time. Without one, any replica may answer.
// The session's bookmark goes back to the client (cookie for the SPA, header for API clients).
// better-auth, the queue consumer, the cron sweepers and the Durable Object use the plain binding,
// which always reaches the primary.
export const BOOKMARK_COOKIE = "d1_bookmark";
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * What a D1 bookmark looks like ("00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653" in
 * Cloudflare's docs; the local simulator makes the same shape). Bookmarks sort oldest to newest as
 * strings, so a forged "zzz" would otherwise outrank every real one for good.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export const isBookmark = (value: string | null | undefined): value is string => Boolean(value && BOOKMARK.test(value));

/** Where a request's D1 session starts (see the header). */
export function sessionStart(
  method: string,
  bookmark: string | null | undefined,
): D1SessionConstraint | D1SessionBookmark {
  if (method !== "GET" && method !== "HEAD") return "first-primary";
  return isBookmark(bookmark) ? bookmark : "first-unconstrained";
}

/** The cookie that carries the bookmark: only API requests need it, script never reads it. */
export function bookmarkCookie(bookmark: string, https: boolean) {
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/api; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}
