// Locale choice: the stored choice, else the browser's languages matched by prefix ("de" picks
// de-DE), else zh-CN. Switching re-renders through localeAtom and sets <html lang dir>, and the
// locale cookie, from which the Worker answers / with the landing page in this language
// (worker/features/site/landing.ts): localStorage is out of the server's sight.
import { atom } from "jotai";
import { loadLocaleMessages } from "./locale-messages";
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

/** Switches to `locale`, at once or (its messages not loaded yet, see ./locale-messages) once they are. */
export function applyLocale(locale: Locale): Promise<void> | undefined {
  latest = locale;
  const loading = loadLocaleMessages(locale);
  if (loading) return loading.then(() => (latest === locale ? applyLoadedLocale(locale) : undefined));
  applyLoadedLocale(locale);
}

function applyLoadedLocale(locale: Locale) {
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
