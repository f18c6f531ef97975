// Art studio styles from the API (enabled ones, in admin order), named in the user's language.
// Admins add, reorder and turn styles off while users have the studio open, so the list is
// fetched again when the tab comes back into view and whenever a caller asks (refreshStylesAtom).
import { atom, useAtom, useSetAtom } from "jotai";
import { useEffect } from "react";
import { getLocale } from "@/paraglide/runtime.js";
import { api, unwrap } from "./api";

export type Style = Awaited<ReturnType<typeof fetchStyles>>["styles"][number];

export const STYLE_GROUPS = ["modern", "classical", "western", "eastern", "design"] as const;

function fetchStyles() {
  return unwrap(api.styles.$get());
}

const stylesAtom = atom<Style[] | null>(null);

let inFlight: Promise<void> | null = null;

/** Fetches the list again (once, however many callers ask at the same moment); a failed refresh keeps the list the user already has. */
export const refreshStylesAtom = atom(null, (get, set) => {
  inFlight ??= fetchStyles()
    .then((r) => set(stylesAtom, r.styles))
    .catch(() => {
      if (get(stylesAtom) === null) set(stylesAtom, []);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
});

/** Loads the styles once per session; null while loading. */
export function useStyles() {
  const [styles] = useAtom(stylesAtom);
  const refresh = useSetAtom(refreshStylesAtom);
  useEffect(() => {
    if (!styles) void refresh();
  }, [styles, refresh]);
  return styles;
}

/** The styles, kept current while the page is open: fetched again each time the tab regains focus. */
export function useLiveStyles() {
  const styles = useStyles();
  const refresh = useSetAtom(refreshStylesAtom);
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [refresh]);
  return { styles, refresh };
}

export function localized(text: Record<string, string>, fallback: string) {
  return text[getLocale()] ?? text["en-US"] ?? text["zh-CN"] ?? fallback;
}

export const styleName = (style: Style) => localized(style.name, style.id);
