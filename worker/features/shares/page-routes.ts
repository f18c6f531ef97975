// The public side of share links, outside /api and without an account: /s/<token> (the page),
// /s/<token>/image (the work's picture or the storybook's cover, display size: the og:image) and
// /s/<token>/pages/<n> (a storybook's page). The token is the only key; each route serves only
// the shared thing's own keys (./shared-object.ts). A revoked link answers 404 from the next
// request on: responses may be cached for a minute at most.
import { Hono } from "hono";
import { AppError } from "../../platform/errors";
import { createDb } from "../../platform/db/client";
import { siteOrigin } from "../../platform/http/origin";
import { textReader } from "../../platform/texts";
import { pickMailLocale } from "../../platform/mail/mail-locale";
import { serveCopy } from "../files/service";
import { submitReport } from "./report-form";
import { reportAnswerHtml, shareGoneHtml, sharePageHtml } from "./page-html";
import { sharePageStrings } from "./page-strings";
import { findShared } from "./shared-object";

/** At most a minute in any cache, so stopping sharing takes effect within it everywhere. */
const SHORT_CACHE = "public, max-age=60";

/**
 * The headers web/public/_headers gives the site's pages (a Worker response does not get them);
 * script-src without the pre-render guard's hash dist/_headers adds: this page has no script.
 */
export const SITE_PAGE_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), geolocation=(), microphone=(self)",
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
};

const htmlHeaders = (cacheControl: string) => ({
  ...SITE_PAGE_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": cacheControl,
  Vary: "Accept-Language",
});

/** The display-size copy of a shared picture (labelled), made now if it is missing or stale (as /api/files does). */
const serveDisplay = (env: Env, key: string, request: Request) =>
  serveCopy(env, createDb(env.DB), key, "display", request, SHORT_CACHE);

const notFoundText = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });

export const sharePages = new Hono<{ Bindings: Env }>()
  // A shared picture whose file is gone (or is no picture) is as unknown as a revoked link.
  .onError((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return notFoundText();
    throw error;
  })
  .get("/:token", async (c) => {
    const locale = pickMailLocale(c.req.raw.headers);
    const token = c.req.param("token");
    const [shared, strings] = await Promise.all([
      findShared(createDb(c.env.DB), token),
      sharePageStrings(textReader(c.env.ASSETS), locale),
    ]);
    if (!shared) return c.body(shareGoneHtml(strings, locale), 404, htmlHeaders("no-store"));
    return c.body(
      sharePageHtml(strings, shared, token, locale, siteOrigin(c.env, c.req.raw)),
      200,
      htmlHeaders(SHORT_CACHE),
    );
  })
  .get("/:token/image", async (c) => {
    const shared = await findShared(createDb(c.env.DB), c.req.param("token"));
    if (!shared) return notFoundText();
    return serveDisplay(c.env, shared.imageKey, c.req.raw);
  })
  .get("/:token/pages/:n{[1-9][0-9]{0,2}}", async (c) => {
    const shared = await findShared(createDb(c.env.DB), c.req.param("token"));
    const page = shared?.kind === "storybook" ? shared.pages[Number(c.req.param("n")) - 1] : undefined;
    if (!page) return notFoundText();
    return serveDisplay(c.env, page.imageKey, c.req.raw);
  })
  // The page's "report" form (features/shares/report-form.ts).
  .post("/:token/report", async (c) => {
    const locale = pickMailLocale(c.req.raw.headers);
    const strings = await sharePageStrings(textReader(c.env.ASSETS), locale);
    const { outcome, status } = await submitReport(
      c,
      async (token) => (await findShared(createDb(c.env.DB), token))?.title ?? null,
    );
    if (outcome === "cross-site") return c.text("Forbidden", 403, { "Cache-Control": "no-store" });
    if (outcome === "gone") return c.body(shareGoneHtml(strings, locale), 404, htmlHeaders("no-store"));
    return c.body(reportAnswerHtml(strings, locale, c.req.param("token"), outcome), status, htmlHeaders("no-store"));
  })
  // Nothing else lives under /s/ (not the SPA's shell either).
  .all("*", () => notFoundText());
