// The landing page and /auth's frame come pre-rendered in zh-CN: their text paints before any of
// the app's JavaScript runs, hydration keeps it without a layout shift, and no other path (the SPA
// fallback serves index.html everywhere) ever shows the landing markup.
import { expect, test, type Page } from "@playwright/test";
import { atRest, shot, signUpNewUser, trackRequests } from "./helpers";

const HERO_ZH = "AI 商品海报，一句话生成";

/** Lets the HTML (and its inline guard) through but none of the app's scripts: what paints first. */
async function withoutAppScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
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

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("the served HTML of / holds the landing's text, and it paints before any script runs", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(HERO_ZH);
    await withoutAppScripts(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO_ZH })).toBeVisible();
    await expect(page.getByTestId("hero-cta")).toBeVisible();
  });

  test("no other page (/nano, /library, /auth/forgot-password, a book) is served or shows the landing markup", async ({
    page,
  }) => {
    await withoutAppScripts(page);
    // Fixed routes are shell files of the build, a path with a parameter gets the Worker's shell.
    for (const path of ["/nano", "/library", "/auth/forgot-password", "/studio/storybook/a-book-id"]) {
      const res = await page.goto(path);
      expect(await res!.text(), path).not.toContain(HERO_ZH);
      await expect(page.getByText(HERO_ZH)).toBeHidden();
    }
  });

  test("/ hydrates the pre-rendered page: no hydration error, no layout shift, links work", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    trackRequests(page);
    await page.goto("/");
    const hero = page.getByRole("heading", { level: 1, name: HERO_ZH });
    await expect(hero).toBeVisible();
    await atRest(page);
    expect(await layoutShift(page)).toBe(0);
    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
    await page.getByTestId("hero-cta").click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fnano/);
    await expect(page.getByTestId("auth-form")).toBeVisible();
  });

  test("/auth paints its frame before any script runs, then its form", async ({ page, request }) => {
    expect(await (await request.get("/auth")).text()).toContain('data-prerendered="/auth"');
    await withoutAppScripts(page);
    await page.goto("/auth");
    await expect(page.getByRole("banner").getByRole("link", { name: "Atelier" })).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await page.unrouteAll();
    await page.goto("/auth?ref=ABCD1234");
    await expect(page.getByTestId("auth-referral")).toHaveValue("ABCD1234");
  });

  test("a signed-in user on / is still sent to /dashboard", async ({ page, baseURL }) => {
    await signUpNewUser(page, baseURL!, "prerender");
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    // Next time this browser is not shown the visitors' landing page on its way to /dashboard.
    await withoutAppScripts(page);
    await page.goto("/");
    await expect(page.getByText(HERO_ZH)).toBeHidden();
  });

  test("the showcase is AVIF in the width the layout needs, in fixed square boxes, loaded lazily", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const posters = page.locator("figure img");
    await expect(posters).toHaveCount(6);
    expect(
      await posters.evaluateAll((imgs) =>
        imgs.map((i) => [i.getAttribute("loading"), i.getAttribute("width"), i.getAttribute("height")]),
      ),
    ).toEqual(Array(6).fill(["lazy", "480", "480"]));
    await page.getByRole("heading", { level: 2 }).nth(1).scrollIntoViewIfNeeded();
    await posters.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        posters.evaluateAll((imgs) =>
          imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    // 2 columns of ~180 px at DPR 1: the 240 px AVIF, not the 480 px JPEG.
    const sources = await posters.evaluateAll((imgs) =>
      imgs.map((i) => new URL((i as HTMLImageElement).currentSrc).pathname),
    );
    for (const src of sources) expect(src).toMatch(/^\/showcase\/[a-z-]+-240\.avif$/);
    await shot(page, "prerender-showcase-zh-390");
  });

  test("screenshots: / in Chinese, desktop and phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("hero-cta")).toBeVisible();
    await shot(page, "prerender-landing-zh-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "prerender-landing-zh-390");
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false, locale: "zh-CN" });

  test("/ paints the pre-rendered landing page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO_ZH })).toBeVisible();
    await shot(page, "prerender-landing-nojs-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "prerender-landing-nojs-390", true);
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("/ shows English without a layout shift and without a flash of Chinese", async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto("/");
    await expect(page.getByText(HERO_ZH)).toBeHidden();
    await page.unrouteAll();
    trackRequests(page);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "AI product posters from a single sentence" }),
    ).toBeVisible();
    await atRest(page);
    expect(await layoutShift(page)).toBe(0);
    await shot(page, "prerender-landing-en-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "prerender-landing-en-390");
  });
});
