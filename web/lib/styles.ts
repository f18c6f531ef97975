// Art studio styles from the API (enabled ones, in admin order), named in the user's language.
import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { getLocale } from "@/paraglide/runtime.js";
import { api, unwrap } from "./api";

export type Style = Awaited<ReturnType<typeof fetchStyles>>["styles"][number];

export const STYLE_GROUPS = ["modern", "classical", "western", "eastern", "design"] as const;

function fetchStyles() {
  return unwrap(api.styles.$get());
}

const stylesAtom = atom<Style[] | null>(null);

/** Loads the styles once per session; null while loading. */
export function useStyles() {
  const [styles, setStyles] = useAtom(stylesAtom);
  useEffect(() => {
    if (styles) return;
    fetchStyles()
      .then((r) => setStyles(r.styles))
      .catch(() => setStyles([]));
  }, [styles, setStyles]);
  return styles;
}

export function localized(text: Record<string, string>, fallback: string) {
  return text[getLocale()] ?? text["en-US"] ?? text["zh-CN"] ?? fallback;
}

export const styleName = (style: Style) => localized(style.name, style.id);
