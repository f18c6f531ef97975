// The inline guard in the pre-rendered pages decides, before anything paints, whether the markup
// (in the language of its <html lang>) is this visitor's page: it must read the visitor's language
// exactly as the app will (detectLocale), or a visitor would see one language replaced by theirs
// (a layout shift) or a blank page waiting for JavaScript that did not need to wait.
import { afterEach, describe, expect, it } from "vitest";
import { prerenderGuard } from "@/app/prerender-guard";
import { SESSION_HINT_KEY } from "@/lib/session-hint";
import { detectLocale } from "@/lib/i18n";
import { baseLocale, locales, localStorageKey } from "@/paraglide/runtime.js";

const html = document.documentElement;
const config = { locales, baseLocale, storageKey: localStorageKey };

function visitor(stored: string | null, languages: string[]) {
  if (stored === null) localStorage.removeItem(localStorageKey);
  else localStorage.setItem(localStorageKey, stored);
  Object.defineProperty(navigator, "languages", { value: languages, configurable: true });
}

function guardSaysStale(prerenderedPath: string, lang: string = baseLocale) {
  html.classList.remove("prerender-stale");
  html.setAttribute("data-prerendered", prerenderedPath);
  html.setAttribute("lang", lang);
  prerenderGuard(config);
  return html.classList.contains("prerender-stale");
}

afterEach(() => {
  localStorage.clear();
  html.setAttribute("lang", baseLocale);
  html.classList.remove("prerender-stale");
  document.head.querySelectorAll("script[src], link[rel=modulepreload]").forEach((el) => el.remove());
});

const appScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => s.getAttribute("src"));

describe("prerenderGuard", () => {
  const cases: [string | null, string[]][] = [
    [null, ["zh-CN"]],
    [null, ["zh-TW", "en"]],
    [null, ["en-GB", "zh-CN"]],
    [null, ["de", "en-US"]],
    [null, ["xx-YY", "zh"]],
    [null, ["xx-YY"]],
    ["en-US", ["zh-CN"]],
    ["zh-CN", ["en-US"]],
    ["not-a-locale", ["ar-EG"]],
  ];
  it.each(cases)(
    "keeps the zh-CN markup exactly when the app will render in zh-CN (stored %s, browser %j)",
    (stored, languages) => {
      visitor(stored, languages);
      expect(guardSaysStale("/")).toBe(detectLocale() !== baseLocale);
    },
  );

  it.each(cases)(
    "keeps another language's markup exactly when the app will render in that language (stored %s, browser %j)",
    (stored, languages) => {
      visitor(stored, languages);
      for (const lang of ["en-US", "ar-SA", "ja-JP", "de-DE"])
        expect(guardSaysStale("/", lang), lang).toBe(detectLocale() !== lang);
    },
  );

  it("hides the markup from a browser that was signed in last time (it is about to be sent on)", () => {
    visitor("zh-CN", ["zh-CN"]);
    localStorage.setItem(SESSION_HINT_KEY, "1");
    html.setAttribute("data-prerendered", "/");
    prerenderGuard({ ...config, sessionHintKey: SESSION_HINT_KEY });
    expect(html.classList.contains("prerender-stale")).toBe(true);
  });

  it("hides the markup on any path other than the one it was rendered for", () => {
    visitor("zh-CN", ["zh-CN"]);
    expect(guardSaysStale("/auth")).toBe(true); // jsdom's page is at /
    expect(guardSaysStale("/")).toBe(false);
  });

  it("starts the app at once on a stale document, and not before the first paint on a fitting one", () => {
    const withApp = { ...config, entry: "/assets/index-abc.js", preloads: ["/assets/react-abc.js"] };
    visitor("en-US", ["en-US"]);
    html.setAttribute("data-prerendered", "/");
    prerenderGuard(withApp);
    expect(appScripts()).toEqual(["/assets/index-abc.js"]);
    expect(document.head.querySelector("link[rel=modulepreload]")?.getAttribute("href")).toBe("/assets/react-abc.js");

    document.head.querySelectorAll("script[src], link[rel=modulepreload]").forEach((el) => el.remove());
    html.classList.remove("prerender-stale");
    visitor("zh-CN", ["zh-CN"]);
    prerenderGuard(withApp);
    expect(appScripts()).toEqual([]); // jsdom never paints: the app waits for the first paint
  });

  it("preloads the visitor's message tables with the app: the landing part on /, both elsewhere (none for the base language)", () => {
    const withApp = {
      ...config,
      sessionHintKey: SESSION_HINT_KEY,
      entry: "/assets/index-abc.js",
      preloads: ["/assets/kit-abc.js"],
      localeTables: {
        "en-US": { landing: "/assets/en-US-landing-abc.js", rest: "/assets/en-US-rest-abc.js" },
        "ja-JP": { landing: "/assets/ja-JP-landing-abc.js", rest: "/assets/ja-JP-rest-abc.js" },
      },
    };
    const preloaded = () =>
      [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"));
    const again = () =>
      document.head.querySelectorAll("script[src], link[rel=modulepreload]").forEach((el) => el.remove());
    visitor("ja-JP", ["en-US"]);
    html.setAttribute("data-prerendered", "/");
    prerenderGuard(withApp); // a zh-CN page: stale, the app starts at once
    expect(preloaded()).toEqual(["/assets/kit-abc.js", "/assets/ja-JP-landing-abc.js"]);

    again();
    html.setAttribute("data-prerendered", "/auth"); // / served for /auth: leaves the landing page
    window.history.replaceState(null, "", "/auth");
    prerenderGuard(withApp);
    expect(preloaded()).toEqual(["/assets/kit-abc.js", "/assets/ja-JP-landing-abc.js", "/assets/ja-JP-rest-abc.js"]);

    again();
    window.history.replaceState(null, "", "/");
    localStorage.setItem(SESSION_HINT_KEY, "1"); // signed in last time: about to be sent on
    prerenderGuard(withApp);
    expect(preloaded()).toEqual(["/assets/kit-abc.js", "/assets/ja-JP-landing-abc.js", "/assets/ja-JP-rest-abc.js"]);

    again();
    localStorage.removeItem(SESSION_HINT_KEY);
    visitor(null, ["zh-CN"]);
    html.setAttribute("data-prerendered", "/auth");
    prerenderGuard(withApp);
    expect(preloaded()).toEqual(["/assets/kit-abc.js"]);
  });

  it("preloads what asks for a signed-in page's data only for someone signed in last time", () => {
    const withApp = {
      ...config,
      sessionHintKey: SESSION_HINT_KEY,
      entry: "/assets/index-abc.js",
      preloads: ["/assets/kit-abc.js"],
      signedInPreloads: ["/assets/page-data-abc.js", "/assets/api-abc.js"],
    };
    const preloaded = () =>
      [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"));
    visitor("zh-CN", ["zh-CN"]);
    html.setAttribute("data-prerendered", "/nano-shell"); // a shell: stale, the app starts at once
    prerenderGuard(withApp);
    expect(preloaded()).toEqual(["/assets/kit-abc.js"]);

    document.head.querySelectorAll("script[src], link[rel=modulepreload]").forEach((el) => el.remove());
    localStorage.setItem(SESSION_HINT_KEY, "1");
    prerenderGuard(withApp);
    expect(preloaded()).toEqual(["/assets/kit-abc.js", "/assets/page-data-abc.js", "/assets/api-abc.js"]);
  });
});
