// GET / is the landing page in the visitor's language: the cookie the SPA sets wins, else the
// browser's Accept-Language matched as the SPA matches navigator.languages (exact tag, then the
// language prefix, in order of preference), else zh-CN. The files themselves and what a browser
// paints are proved against the build in test/e2e/landing-locales.spec.ts; here the asset store is
// a stand-in that answers with the path it was asked for.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "../../shared/landing-pages";
import { visitorLocale } from "../../worker/features/site/landing";
import { createSite } from "../../worker/features/site/site";

describe("visitorLocale", () => {
  it.each([
    [undefined, undefined, "zh-CN"],
    [undefined, "en-US,en;q=0.9", "en-US"],
    [undefined, "ar", "ar-SA"],
    [undefined, "ja-JP,ja;q=0.9,en-US;q=0.8", "ja-JP"],
    [undefined, "zh-TW,zh;q=0.9,en;q=0.8", "zh-CN"],
    [undefined, "en-GB;q=0.5, de;q=0.9", "de-DE"],
    [undefined, "xx-YY, *;q=0.1", "zh-CN"],
    [undefined, "fr;q=0, es", "es-ES"],
    ["ja-JP", "en-US", "ja-JP"],
    ["not-a-locale", "ko-KR", "ko-KR"],
  ])("cookie %s, Accept-Language %s → %s", (cookie, acceptLanguage, expected) => {
    expect(visitorLocale(cookie, acceptLanguage)).toBe(expected);
  });
});

describe("GET /", () => {
  const asked: string[] = [];
  const assets = {
    fetch: async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return new Response(`page at ${new URL(request.url).pathname}`, {
        headers: { "Content-Type": "text/html", ETag: '"abc"', Vary: "Accept-Encoding" },
      });
    },
  } as unknown as Fetcher;
  const get = (headers: Record<string, string>) =>
    createSite().fetch(new Request("http://localhost/", { headers }), { ...env, ASSETS: assets });

  it("serves the visitor's language's file, and says the answer varies with the cookie and Accept-Language", async () => {
    asked.length = 0;
    const english = await get({ "Accept-Language": "en-US,en;q=0.9" });
    expect(await english.text()).toBe("page at /landing/en-US");
    expect(english.headers.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(english.headers.get("ETag")).toBe('"abc"');
    expect(english.headers.get("Cache-Control")).toBe("private, max-age=0, must-revalidate");
    expect(await (await get({ Cookie: `${LOCALE_COOKIE}=ar-SA; other=1`, "Accept-Language": "en-US" })).text()).toBe(
      "page at /landing/ar-SA",
    );
    expect(await (await get({})).text()).toBe("page at /");
    expect(asked).toEqual(["/landing/en-US", "/landing/ar-SA", "/"]);
  });
});
