// Who is signed in, and their credits. Loaded once at start from /api/session (200 with a null
// user when signed out, so a visitor's page logs no failed request) and refreshed after anything
// that changes the balance. The typed client is imported when the session is first read: the
// landing page paints and hydrates without it (its hono client is not initial JavaScript).
import { atom, type createStore } from "jotai";
import { clearCacheOfEndedSession, noteSignedIn } from "./session-ended";

export type Me = NonNullable<Awaited<ReturnType<typeof fetchMe>>>;

/**
 * `ended`: this tab just signed out (or deleted the account) on purpose. The guards then send it
 * to the landing page, not to /auth?redirect=… as they do a visitor who was never signed in.
 */
export type Session = { status: "loading" } | { status: "signedOut"; ended?: true } | { status: "signedIn"; me: Me };

export const sessionAtom = atom<Session>({ status: "loading" });

export const meAtom = atom((get) => {
  const s = get(sessionAtom);
  return s.status === "signedIn" ? s.me : null;
});

export const creditsAtom = atom((get) => get(meAtom)?.credits ?? 0);

type SessionResponse = ReturnType<typeof import("@/lib/api").api.session.$get>;

/** Reads the session through the typed client; `sent` is a request already on its way. */
async function fetchMe(sent?: SessionResponse) {
  const { api, unwrap } = await import("@/lib/api");
  return (await unwrap(sent ?? api.session.$get())).me;
}

/** The session request sent as the app starts (web/main.tsx), before anything renders. */
let early: Promise<Me | null> | null = null;

/**
 * Sends the session request at once, beside the route loaders' page data (web/app/page-data.ts),
 * so a page waits for one round trip, not two. Its answer reaches the atom through the first
 * loadSessionAtom (in Root, after hydration, so a pre-rendered page hydrates as it was rendered).
 */
export function requestSessionEarly() {
  // Sent at once with a plain fetch (the same GET the typed client sends), not after the client's
  // chunk has loaded: that chunk is only needed to read the answer (unwrap uses what a Response has).
  // A network failure is read (as ApiError NETWORK) once the chunk is there; until then it is
  // marked handled, so the browser logs no unhandled rejection in between.
  const sent = fetch("/api/session", { credentials: "same-origin" });
  sent.catch(() => undefined);
  early = fetchMe(sent as unknown as SessionResponse);
  early.catch(() => undefined);
}

/** Reads the session again; resolves to the signed-in user (null when signed out). */
export const loadSessionAtom = atom(null, async (get, set): Promise<Me | null> => {
  const pending = early;
  early = null;
  try {
    const me = await (pending ?? fetchMe());
    if (me) noteSignedIn();
    // Read again and nobody is there: the session ended elsewhere (lib/session-ended.ts).
    else if (get(sessionAtom).status === "signedIn") await clearCacheOfEndedSession();
    set(sessionAtom, me ? { status: "signedIn", me } : { status: "signedOut" });
    return me;
  } catch (error) {
    const { ApiError } = await import("@/lib/api");
    if (!(error instanceof ApiError && error.status === 401)) console.error("session load failed", error);
    set(sessionAtom, { status: "signedOut" });
    return null;
  }
});

export const setCreditsAtom = atom(null, (get, set, credits: number) => {
  const s = get(sessionAtom);
  if (s.status === "signedIn") set(sessionAtom, { status: "signedIn", me: { ...s.me, credits } });
});

/**
 * The data cache (web/lib/query-client) holds the signed-in user's works, usage and lists: when
 * that user signs out, is signed out, or another signs in in this tab, it is emptied, so nobody
 * is shown another person's data. The cache's module is only loaded when there is one to empty.
 */
export function forgetDataWhenUserChanges(store: ReturnType<typeof createStore>) {
  let userId: string | null = null;
  store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    if (session.status === "loading") return;
    const next = session.status === "signedIn" ? session.me.user.id : null;
    if (userId !== null && next !== userId)
      void import("./query-client").then(({ queryClient }) => queryClient.clear());
    userId = next;
  });
}
