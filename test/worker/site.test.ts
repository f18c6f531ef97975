// What the Worker answers outside /api, i.e. for paths dist/ has no file for (the platform serves
// the files themselves first; test/e2e/static-files.spec.ts proves that part against the build):
// a chunk an older build named is a 404 no cache keeps, and robots.txt and the sitemap are real
// text and XML naming the public origin, never the SPA's HTML.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../worker/features/site/crawlers";
import { createSite } from "../../worker/features/site/site";
import { BASE } from "./support/client";

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(BASE + path, { headers }));

describe("a missing /assets/ file", () => {
  it.each(["/assets/nope-123.js", "/assets/index-OLDHASH.css", "/assets/deep/nope.woff2"])(
    "%s is a 404, not HTML, and never cached",
    async (path) => {
      for (const mode of ["no-cors", "cors", "navigate"]) {
        const res = await get(path, { "sec-fetch-mode": mode });
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).not.toMatch(/html/);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.text()).not.toMatch(/<html/i);
      }
    },
  );
});

describe("other paths", () => {
  it.each(["/favicon.ico", "/showcase/nope.avif", "/apple-touch-icon.png"])(
    "a missing file (%s) is a 404 too",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
    },
  );
});

describe("robots.txt", () => {
  it("is text that lets crawlers see the public pages only, and names the sitemap by its absolute URL", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const page of PUBLIC_PAGES) expect(lines).toContain(`Allow: ${page}$`);
    expect(lines).toContain("Allow: /assets/");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${env.BETTER_AUTH_URL}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("is XML listing each public page by its absolute URL on the public origin", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      PUBLIC_PAGES.map((page) => `${env.BETTER_AUTH_URL}${page}`),
    );
  });

  it("uses the origin asked for when no public origin is configured (local runs)", async () => {
    const res = await createSite().fetch(new Request("http://127.0.0.1:8787/sitemap.xml"), {
      ...env,
      BETTER_AUTH_URL: "",
    });
    expect(await res.text()).toContain("<loc>http://127.0.0.1:8787/auth</loc>");
  });
});
