// What search engines may read: the public pages (the landing and the sign-in page) and the files
// they render with; nothing of the signed-in app (its pages show one person's works) nor the API.
// Both files need the site's absolute address (a sitemap's <loc> and robots' Sitemap: line must be
// absolute URLs), which a build does not know: the Worker writes them per request from the public
// origin (BETTER_AUTH_URL in production, else the origin asked), see worker/features/site/site.ts.

/** The pages anyone may see, as the SPA's router names them (web/app/router.tsx). */
export const PUBLIC_PAGES = ["/", "/auth"] as const;

/** Static files the public pages load (blocking them would stop a crawler rendering the pages). */
const PUBLIC_FILES = ["/assets/", "/showcase/", "/favicon.svg"];

/**
 * Share links' pages and images (worker/features/shares): link-preview crawlers must fetch them for the
 * Open Graph card; the pages themselves say noindex, and are in no sitemap.
 */
const SHARED_PATHS = ["/s/"];

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    // RFC 9309: the longest matching rule wins, and `$` ends a path, so "/" alone is disallowed
    // for everything but these exact pages and files; a new app page is private without a line here.
    ...PUBLIC_PAGES.map((page) => `Allow: ${page}$`),
    ...[...PUBLIC_FILES, ...SHARED_PATHS].map((path) => `Allow: ${path}`),
    "Disallow: /api/",
    "Disallow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(origin: string) {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
