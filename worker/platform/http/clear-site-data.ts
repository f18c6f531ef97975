// Pictures are kept by the browser for a year under content-addressed names (decision 21), so the
// browser's cache, not the server, is what could show one person's pictures to the next person at
// a shared computer. Whenever a session ends where this browser can hear it (sign-out, account
// deletion, or a tab noticing its session was ended elsewhere and asking POST /api/session/ended),
// the answer tells the browser to drop its HTTP cache for our origin. Browsers honour it only in a
// secure context (https, or http://localhost and 127.0.0.1).
export const CLEAR_SITE_DATA = "Clear-Site-Data";
export const CLEAR_CACHE = '"cache"';

/** The response with the header added (a new Response when its headers are immutable). */
export function withClearedCache(res: Response): Response {
  try {
    res.headers.set(CLEAR_SITE_DATA, CLEAR_CACHE);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(CLEAR_SITE_DATA, CLEAR_CACHE);
    return copy;
  }
}
