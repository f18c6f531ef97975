// Where the landing page lives in each language, and the cookie that names the visitor's language.
// The build pre-renders / once per UI language (scripts/prerender.mjs) and the Worker answers / with
// the visitor's file (worker/features/site/landing.ts), so every language paints before any JavaScript runs.
// The SPA keeps the cookie in step with the language it shows (web/lib/i18n.ts); without it the
// Worker reads Accept-Language, the same languages the browser reports to the page.
import { BASE_LOCALE, type Locale } from "./locales";

/** The visitor's UI language, as the SPA last applied it: readable by the Worker on `GET /`. */
export const LOCALE_COOKIE = "atelier-locale";

/**
 * The asset path of the landing page pre-rendered in `locale`: the base language's is index.html
 * ("/"), every other one landing/<locale>.html ("/landing/<locale>" in the asset store).
 */
export function landingPagePath(locale: Locale): string {
  return locale === BASE_LOCALE ? "/" : `/landing/${locale}`;
}
