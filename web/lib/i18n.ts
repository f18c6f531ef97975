// Locale choice: the stored choice, else the browser's languages matched by prefix ("de" picks
// de-DE), else zh-CN. Switching re-renders through localeAtom and sets <html lang dir>, and the
// locale cookie, from which the Worker answers / with the landing page in this language
// (worker/features/site/landing.ts): localStorage is out of the server's sight.
import { atom } from "jotai";
import { loadLocaleMessages, type MessagesPart } from "./locale-messages";
import { LOCALE_COOKIE } from "../../shared/landing-pages";
import {
  baseLocale,
  getLocale,
  getTextDirection,
  isLocale,
  locales,
  localStorageKey,
  setLocale,
  type Locale,
} from "@/paraglide/runtime.js";

export const LANGUAGES: { code: Locale; name: string; flag: string }[] = [
  { code: "zh-CN", name: "简体中文", flag: "🇨🇳" },
  { code: "en-US", name: "English", flag: "🇺🇸" },
  { code: "es-ES", name: "Español", flag: "🇪🇸" },
  { code: "fr-FR", name: "Français", flag: "🇫🇷" },
  { code: "de-DE", name: "Deutsch", flag: "🇩🇪" },
  { code: "ja-JP", name: "日本語", flag: "🇯🇵" },
  { code: "ko-KR", name: "한국어", flag: "🇰🇷" },
  { code: "ru-RU", name: "Русский", flag: "🇷🇺" },
  { code: "ar-SA", name: "العربية", flag: "🇸🇦" },
  { code: "pt-BR", name: "Português", flag: "🇧🇷" },
  { code: "it-IT", name: "Italiano", flag: "🇮🇹" },
  { code: "nl-NL", name: "Nederlands", flag: "🇳🇱" },
  { code: "hi-IN", name: "हिन्दी", flag: "🇮🇳" },
  { code: "th-TH", name: "ไทย", flag: "🇹🇭" },
  { code: "vi-VN", name: "Tiếng Việt", flag: "🇻🇳" },
];

/** Matches browser language tags to our locales: exact first, then by language prefix. */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const exact = locales.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const prefix = tag.split("-")[0].toLowerCase();
    const byPrefix = locales.find((l) => l.split("-")[0].toLowerCase() === prefix);
    if (byPrefix) return byPrefix;
  }
  return undefined;
}

export function detectLocale(): Locale {
  const stored = typeof localStorage !== "undefined" ? localStorage.getItem(localStorageKey) : null;
  if (stored && isLocale(stored)) return stored;
  return (
    matchLocale(typeof navigator !== "undefined" ? (navigator.languages ?? [navigator.language]) : []) ?? baseLocale
  );
}

/** The language asked for last: a slower load of an earlier one must not switch back to it. */
let latest: Locale | undefined;
/** The language the app shows, once applied (not paraglide's getLocale(): asked before the app has
 * applied one, it would store its guess in localStorage, where detectLocale() would then find it). */
let shown: Locale | undefined;

/**
 * How much of a language's messages the app needs (./locale-messages): "landing" from a start on
 * the landing page until the app first loads a lazy route (loadAllMessages), "all" from then on
 * (and from a start anywhere else). It never goes back: a route loaded once is not loaded again, so
 * a language picked after coming back to the landing page must bring every message.
 */
let needed: MessagesPart = "all";

/** The app starts on the landing page: until it leaves, a language's landing messages are enough. */
export function startOnLandingPage() {
  needed = "landing";
}

/** Switches to `locale`, at once or (its messages not loaded yet, see ./locale-messages) once they are. */
export function applyLocale(locale: Locale): Promise<void> | undefined {
  latest = locale;
  const loading = loadLocaleMessages(locale, needed);
  if (loading) return loading.then(() => (latest === locale ? applyLoadedLocale(locale) : undefined));
  applyLoadedLocale(locale);
}

/**
 * Every message of the language shown and of the one being switched to, if any: each lazy route
 * awaits this with its chunk (web/app/router.tsx), so that no page but the landing page renders
 * before its language's messages are all there. Undefined when they already are.
 */
export function loadAllMessages(): Promise<unknown> | undefined {
  needed = "all";
  // Before the first applyLocale (the router loads the first page's route as it is created) there
  // is nothing to load here: main.tsx's applyLocale loads "all" then, and the app renders after it.
  const loads = [...new Set([shown, latest])].map((locale) => locale && loadLocaleMessages(locale, "all"));
  return loads.some(Boolean) ? Promise.all(loads) : undefined;
}

function applyLoadedLocale(locale: Locale) {
  shown = locale;
  setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  document.documentElement.dir = getTextDirection(locale);
  // A year, site-wide, and sent on top-level navigations from other sites (Lax): a language choice, nothing more.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

export const localeAtom = atom<Locale>(baseLocale);

export const changeLocaleAtom = atom(null, (_get, set, locale: Locale) => {
  const loading = applyLocale(locale);
  if (loading) return loading.then(() => set(localeAtom, getLocale()));
  set(localeAtom, getLocale());
});
