// The landing page for visitors of every language (issue 24): / is served pre-rendered in the
// visitor's language (worker/features/site/landing.ts picks the file by the locale cookie, else
// Accept-Language), so its text paints before any script and hydrates without a layout shift; a
// language picked in the app is what / is served in next time; and the whole page, including
// what it loads after the first paint, stays within 20 JavaScript files and 150 KB gzip.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { atRest, shot, trackRequests } from "./helpers";

const VISITORS = ["zh-CN", "en-US", "ar-SA", "ja-JP"] as const;
const heroTitle = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>).landing_hero_title;

const JS_FILES_BUDGET = 20;
const JS_GZIP_BUDGET = 150 * 1024;

/** Every script the page fetched until it came to rest, with its size gzipped (level 9). */
async function scriptsLoaded(page: Page, path: string) {
  const sizes: Promise<{ url: string; gzip: number }>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      sizes.push(
        res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })),
      );
  });
  trackRequests(page);
  await page.goto(path);
  // The app starts after the first paint and loads its page-title table after that: all of it.
  await atRest(page);
  return Promise.all(sizes);
}

/** Layout shifts since the page started, as the browser recorded them (CLS's inputs). */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

for (const locale of VISITORS) {
  test.describe(`a ${locale} visitor`, () => {
    test.use({ locale });

    test(`/ loads at most ${JS_FILES_BUDGET} JavaScript files and ${JS_GZIP_BUDGET / 1024} KB gzip, after the first paint included`, async ({
      page,
    }) => {
      const scripts = await scriptsLoaded(page, "/");
      const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
      // The figure the issue asks about, in the run's output.
      console.log(
        `landing JS for ${locale}: ${scripts.length} files, ${(gzip / 1024).toFixed(1)} KB gzip (${scripts.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)}`).join(", ")})`,
      );
      expect(scripts.length, scripts.map((s) => s.url).join("\n")).toBeLessThanOrEqual(JS_FILES_BUDGET);
      expect(gzip).toBeLessThanOrEqual(JS_GZIP_BUDGET);
      // Of the visitor's message table only the landing page's part (scripts/vite-locale-tables.mjs).
      expect(scripts.filter((s) => /\/assets\/[a-z]{2}-[A-Z]{2}-rest-[^/]+\.js$/.test(s.url))).toEqual([]);
    });

    test("the served HTML of / is in the visitor's language and paints before any script runs", async ({
      page,
      request,
    }) => {
      const html = await (await request.get("/", { headers: { "Accept-Language": `${locale},en;q=0.5` } })).text();
      expect(html).toContain(`<html lang="${locale}" dir="${locale === "ar-SA" ? "rtl" : "ltr"}"`);
      expect(html).toContain(heroTitle(locale));
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: heroTitle(locale) })).toBeVisible();
      await expect(page.locator("html")).not.toHaveClass(/prerender-stale/);
    });

    test("/ hydrates in the visitor's language: no re-render, no layout shift, no hydration error", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      trackRequests(page);
      await page.goto("/");
      await atRest(page);
      await expect(page.getByRole("heading", { level: 1, name: heroTitle(locale) })).toBeVisible();
      await expect(page.locator("html")).not.toHaveClass(/prerender-stale/);
      expect(await layoutShift(page)).toBe(0);
      expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
      // The app has taken over the pre-rendered markup: its language menu answers.
      await page.getByTestId("language-switcher").click();
      await expect(page.getByRole("menu")).toBeVisible();
    });

    test("screenshots of / at desktop, 390 px and 320 px (no sideways scroll)", async ({ page }) => {
      trackRequests(page);
      await page.goto("/");
      await atRest(page);
      await expect(page.getByRole("heading", { level: 1, name: heroTitle(locale) })).toBeVisible();
      await shot(page, `landing-${locale}-desktop`);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
          `${width} px`,
        ).toBeLessThanOrEqual(0);
        await shot(page, `landing-${locale}-${width}`);
      }
    });
  });
}

test.describe("an ar-SA visitor leaving the landing page", () => {
  test.use({ locale: "ar-SA" });

  test("gets the rest of the language's messages with the next page: /auth shows no Chinese", async ({ page }) => {
    const messages = JSON.parse(readFileSync("messages/ar-SA.json", "utf8")) as Record<string, string>;
    trackRequests(page);
    await page.goto("/");
    await atRest(page);
    const rest = page.waitForRequest(/\/assets\/ar-SA-rest-[^/]+\.js$/);
    await page.getByRole("link", { name: messages.landing_register }).first().click();
    await rest;
    await expect(page.getByRole("heading", { name: messages.auth_register_title })).toBeVisible();
    await atRest(page);
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/\p{Script=Han}/u);
  });
});

test.describe("a visitor whose browser reads English", () => {
  test.use({ locale: "en-US" });

  test("who picks 日本語 is served / in Japanese next time, before any script runs", async ({ page, context }) => {
    trackRequests(page);
    await page.goto("/");
    await atRest(page);
    await page.getByTestId("language-switcher").click();
    await page.getByRole("menuitemradio", { name: /日本語/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: heroTitle("ja-JP") })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "atelier-locale")?.value).toBe("ja-JP");
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: heroTitle("ja-JP") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja-JP");
    await expect(page.locator("html")).not.toHaveClass(/prerender-stale/);
  });

  test("whose stored choice the cookie does not know yet gets a fresh render in that choice, not the English markup", async ({
    page,
  }) => {
    // A choice stored before the cookie existed: the server guesses English, the guard corrects it.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: heroTitle("ar-SA") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText(heroTitle("en-US"))).toBeHidden();
  });
});
