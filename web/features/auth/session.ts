// Who is signed in, and their credits. Loaded once at start from /api/me and refreshed after
// anything that changes the balance.
import { atom } from "jotai";
import { api, ApiError, unwrap } from "@/lib/api";

export type Me = Awaited<ReturnType<typeof fetchMe>>;

export type Session = { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; me: Me };

export const sessionAtom = atom<Session>({ status: "loading" });

export const meAtom = atom((get) => {
  const s = get(sessionAtom);
  return s.status === "signedIn" ? s.me : null;
});

export const creditsAtom = atom((get) => get(meAtom)?.credits ?? 0);

function fetchMe() {
  return unwrap(api.me.$get());
}

export const loadSessionAtom = atom(null, async (_get, set) => {
  try {
    set(sessionAtom, { status: "signedIn", me: await fetchMe() });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) console.error("session load failed", error);
    set(sessionAtom, { status: "signedOut" });
  }
});

export const setCreditsAtom = atom(null, (get, set, credits: number) => {
  const s = get(sessionAtom);
  if (s.status === "signedIn") set(sessionAtom, { status: "signedIn", me: { ...s.me, credits } });
});
