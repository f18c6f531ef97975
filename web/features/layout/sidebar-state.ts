// Sidebar open/closed, kept in a cookie for 7 days (spec §2), toggled by Ctrl/Cmd+B.
import { atom } from "jotai";

const COOKIE = "sidebar_state";
const MAX_AGE = 60 * 60 * 24 * 7;

function readCookie(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === "true" : true;
}

const openBase = atom<boolean>(typeof document === "undefined" ? true : readCookie());

export const sidebarOpenAtom = atom(
  (get) => get(openBase),
  (_get, set, open: boolean) => {
    set(openBase, open);
    document.cookie = `${COOKIE}=${open}; path=/; max-age=${MAX_AGE}; samesite=lax`;
  },
);

/** The mobile drawer is separate: it never persists and closes on navigation. */
export const mobileDrawerOpenAtom = atom(false);
