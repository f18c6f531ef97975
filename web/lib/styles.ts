// Art studio styles from the API (enabled ones, in admin order), named in the user's language.
// Admins add, reorder and turn styles off while users have the studio open, so the list is
// fetched again when the tab comes back into view and whenever a caller asks (`refresh`).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { getLocale } from "@/paraglide/runtime.js";
import { api, unwrap } from "./api";
import { queryClient } from "./query-client";

export type Style = Awaited<ReturnType<typeof fetchStyles>>["styles"][number];

export const STYLE_GROUPS = ["modern", "classical", "western", "eastern", "design"] as const;

function fetchStyles() {
  return unwrap(api.styles.$get());
}

export const stylesQuery = queryOptions({ queryKey: ["styles"], queryFn: fetchStyles, staleTime: 5 * 60_000 });

/** Fetches the list again (once, however many callers ask at the same moment); a failed refresh keeps the list the user already has. */
export const refreshStyles = () =>
  queryClient.refetchQueries({ queryKey: stylesQuery.queryKey }, { cancelRefetch: false });

/** The styles; null while loading, an empty list when they could not be loaded at all. */
export function useStyles() {
  const { data, isError } = useQuery(stylesQuery, queryClient);
  return data?.styles ?? (isError ? [] : null);
}

/** The styles, kept current while the page is open: fetched again each time the tab regains focus. */
export function useLiveStyles() {
  const styles = useStyles();
  const refresh = useCallback(() => refreshStyles(), []);
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
