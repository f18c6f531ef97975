// GET / : the landing page pre-rendered in the visitor's language (scripts/prerender.mjs writes one
// file per UI language, shared/landing-pages.ts names them), so a visitor reading English, Arabic
// or Japanese paints their page before any JavaScript runs, as a zh-CN visitor always did.
// wrangler.toml's run_worker_first sends "/" here instead of straight to index.html.
//
// The language: the cookie the SPA sets whenever it applies one (web/lib/i18n.ts), else the
// browser's Accept-Language matched like the SPA's own detection (exact tag, then language
// prefix), else the base language. The pre-render guard in the page checks the same rule against
// localStorage and navigator.languages and renders afresh if they disagree, so a wrong guess costs
// a repaint, never a wrong language.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { landingPagePath, LOCALE_COOKIE } from "../../../shared/landing-pages";
import { BASE_LOCALE, LOCALES, type Locale } from "../../../shared/locales";

/** Accept-Language's tags, most wanted first (q=0 means "not this one"). */
function acceptedTags(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** The first tag that names one of our languages, exactly or by its language prefix ("de" → de-DE). */
function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const prefix = tag.split("-")[0].toLowerCase();
    const byPrefix = LOCALES.find((l) => l.split("-")[0].toLowerCase() === prefix);
    if (byPrefix) return byPrefix;
  }
  return undefined;
}

/** The visitor's language from their locale cookie and Accept-Language header (either may be absent). */
export function visitorLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (cookie && LOCALES.includes(cookie)) return cookie;
  return matchLocale(acceptedTags(acceptLanguage ?? "")) ?? BASE_LOCALE;
}

/** Answers / with the asset store's landing file in the visitor's language. */
export async function landingPage(c: Context<{ Bindings: Env }>) {
  const locale = visitorLocale(getCookie(c, LOCALE_COOKIE), c.req.header("Accept-Language"));
  // The asset store answers as it would for that path (its ETag, a 304 to If-None-Match, _headers).
  const asset = await c.env.ASSETS.fetch(new Request(new URL(landingPagePath(locale), c.req.url), c.req.raw));
  const res = new Response(asset.body, asset);
  // The same URL is a different page per language: no shared cache may hand one visitor's to
  // another (Cloudflare's own cache ignores Vary but for encodings, hence private as well); the
  // browser keeps revalidating by ETag, as the asset store asks for its HTML.
  res.headers.set("Cache-Control", "private, max-age=0, must-revalidate");
  res.headers.append("Vary", "Cookie, Accept-Language");
  return res;
}
