// Everything outside /api that is not a file in dist/. The platform serves every real file (hashed
// chunks, index.html for "/", the showcase) straight from the asset store without this Worker, and
// sends it only the misses (wrangler.toml: not_found_handling is "none" because the
// single-page-application fallback would answer a missing /assets/ chunk with index.html under the
// year-long immutable cache _headers gives /assets/*). Here a missing file is a plain 404,
// /robots.txt and /sitemap.xml are written for the public origin, and any other path is an SPA
// route: the shell, whose router shows the page or its own not-found page. "/" comes here first
// (run_worker_first): the landing page in the visitor's language (./landing.ts).
import { Hono } from "hono";
import { siteOrigin } from "../../platform/http/origin";
import { sharePages } from "../shares/page-routes";
import { robotsTxt, sitemapXml } from "./crawlers";
import { landingPage } from "./landing";

/**
 * The SPA's HTML shell as the asset store serves it (shell.html, with its _headers); every fixed
 * route has its own copy in dist/ (scripts/prerender.mjs), so only paths with parameters
 * (/studio/storybook/<id>) and unknown ones come here.
 */
const SHELL_PATH = "/shell";

/** The crawler files change only with a deploy; a day in caches is plenty. */
const crawlerFile = (contentType: string) => ({
  "Content-Type": contentType,
  "Cache-Control": "public, max-age=86400",
  "X-Content-Type-Options": "nosniff",
});

/** Under /assets/, or a name with an extension: a file. The SPA's routes are neither. */
const isFilePath = (path: string) =>
  path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/") + 1));

export function createSite() {
  return new Hono<{ Bindings: Env }>()
    .get("/robots.txt", (c) =>
      c.body(robotsTxt(siteOrigin(c.env, c.req.raw)), 200, crawlerFile("text/plain; charset=utf-8")),
    )
    .get("/sitemap.xml", (c) =>
      c.body(sitemapXml(siteOrigin(c.env, c.req.raw)), 200, crawlerFile("application/xml; charset=utf-8")),
    )
    .get("/", landingPage)
    .route("/s", sharePages)
    .all("*", (c) => {
      // A chunk an older build referenced, or any other file that is not there (/favicon.ico, a
      // showcase image): 404, never cached, so a page that asks for a chunk fails fast and reloads
      // (web/lib/chunk-reload.ts) instead of keeping HTML under a script's name for a year.
      if (isFilePath(c.req.path))
        return c.text("Not found", 404, { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      return c.env.ASSETS.fetch(new Request(new URL(SHELL_PATH, c.req.url), c.req.raw));
    });
}
