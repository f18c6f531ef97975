// Languages end to end: no page scrolls sideways at 360 px in any of the 15 languages (signed
// out, as a user and as an admin), no Arabic-Indic digits in ar-SA, the credit packages' prices
// on one line, and key fields that read correctly right to left.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { atRest, shot, signInAdmin, signUpNewUser, trackRequests } from "./helpers";

const LOCALES = [
  "zh-CN",
  "en-US",
  "es-ES",
  "fr-FR",
  "de-DE",
  "ja-JP",
  "ko-KR",
  "ru-RU",
  "ar-SA",
  "pt-BR",
  "it-IT",
  "nl-NL",
  "hi-IN",
  "th-TH",
  "vi-VN",
];
// Consecutive paths render different pages (each has its own h1), so a new h1 means the page is in.
const PUBLIC = [
  "/",
  "/auth?ref=ABCD2345",
  "/auth/forgot-password",
  "/auth",
  "/auth/reset-password?token=x",
  "/no-such-page",
];
const USER = [
  "/dashboard",
  "/nano",
  "/art-studio",
  "/interior-design",
  "/studio/storybook",
  "/library",
  "/credits",
  "/referrals",
  "/account",
];
const ADMIN = [
  "/admin/dashboard",
  "/admin/users",
  "/admin/credits",
  "/admin/reports",
  "/admin/audit",
  "/admin/referrals",
  "/admin/recharges",
  "/admin/packages",
  "/admin/styles",
  "/admin/settings",
];
// Pages to look at with our own eyes: Chinese and one long-worded language.
const SHOTS = new Set([
  "zh-CN /",
  "ru-RU /",
  "fr-FR /nano",
  "zh-CN /nano",
  "ar-SA /credits",
  "vi-VN /",
  "ar-SA /admin/dashboard",
  "zh-CN /admin/dashboard",
]);

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 240_000 });

/**
 * How far the page scrolls sideways and the elements that cause it; pills whose text spills out;
 * Arabic-Indic digits shown (one digit system in Arabic: Latin, as in inputs and codes, web/lib/format.ts).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const extra = document.scrollingElement!.scrollWidth - width;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.textContent?.trim().slice(0, 40)}`;
    const culprits =
      extra <= 0
        ? []
        : Array.from(document.querySelectorAll<HTMLElement>("body *"))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return (
                r.width > 0 &&
                (r.right > width + 0.5 || r.left < -0.5) &&
                !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5)
              );
            })
            .slice(0, 4)
            .map(describe);
    const spilling = Array.from(document.querySelectorAll<HTMLElement>(".badge"))
      .filter(
        (el) =>
          el.checkVisibility({
            opacityProperty: true,
            visibilityProperty: true,
          }) &&
          (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1),
      )
      .map(describe);
    const indic = document.body.innerText.match(/[\u0660-\u0669]+/g) ?? [];
    return { extra, culprits, spilling, indic };
  });
}

/** Client-side navigation, as a link click does: no reload, the session and chunks stay loaded. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    // Every h1 on screen now is the page being left (a language change may have rendered it anew).
    document.querySelectorAll("h1").forEach((h) => h.setAttribute("data-seen", ""));
    history.pushState(
      {
        usr: null,
        key: Math.random().toString(36).slice(2, 10),
        idx: history.length,
      },
      "",
      to,
    );
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  }, path);
}

/** Waits for the new page's h1 and for its data (no spinner left), then marks that h1 as seen. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector("h1:not([data-seen])") &&
      !Array.from(document.querySelectorAll(".loading")).some((el) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      ),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => document.querySelectorAll("h1").forEach((h) => h.setAttribute("data-seen", "")));
}

/** Picks `locale` in the app's own language menu (no reload: the pages' data stays loaded). */
async function pickLanguage(page: Page, locale: string) {
  await page.locator('[data-testid="language-switcher"]:visible').click();
  await page.locator(`[role="menuitemradio"][lang="${locale}"]`).click();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

/**
 * Every path in every locale on one page: the language is picked in the app's menu on the first
 * path (each layout has one), then the paths follow by client-side navigation, the first one
 * last (so each is looked at after a navigation has rendered it in that language).
 */
async function sweep(
  browser: Browser,
  paths: string[],
  signIn?: (page: Page) => Promise<void>,
  { width = 360, locales = LOCALES } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height: 740 },
  });
  const page = await context.newPage();
  if (signIn) await signIn(page);
  await page.goto(paths[0]);
  // The app stores the browser's language once that language's messages have loaded (after the
  // load event): wait for it, or it would overwrite the language picked below.
  await settled(page);
  await page.waitForFunction(() => localStorage.getItem("PARAGLIDE_LOCALE") !== null);
  const problems: string[] = [];
  for (const locale of locales) {
    await pickLanguage(page, locale);
    for (const path of [...paths.slice(1), paths[0]]) {
      await navigate(page, path);
      await settled(page);
      const { extra, culprits, spilling, indic } = await overflow(page);
      if (extra > 0) problems.push(`${width}px ${locale} ${path} +${extra}px: ${culprits.join(" | ")}`);
      if (spilling.length) problems.push(`${locale} ${path} text spills out of: ${spilling.join(" | ")}`);
      if (indic.length) problems.push(`${locale} ${path} shows Arabic-Indic digits: ${indic.slice(0, 3).join(" ")}`);
      if (SHOTS.has(`${locale} ${path}`)) await shot(page, `w360-${locale}${path.replace(/\W+/g, "-")}`);
    }
  }
  await context.close();
  expect(problems).toEqual([]);
}

// Each sweep in two halves of the languages: a test each, with its own time limit, that the
// file's two browsers can take at the same time (the tests here share nothing).
test.describe.configure({ mode: "parallel" });
const HALVES = [LOCALES.slice(0, 8), LOCALES.slice(8)];
const named = (locales: string[]) => `${locales[0]} to ${locales.at(-1)}`;

for (const locales of HALVES) {
  test(`no public page scrolls sideways at 360 px (${named(locales)})`, async ({ browser }) => {
    await sweep(browser, PUBLIC, undefined, { locales });
  });

  test(`no user page scrolls sideways at 360 px (${named(locales)})`, async ({ browser, baseURL }) => {
    await sweep(browser, USER, async (page) => void (await signUpNewUser(page, baseURL!, "wide")), { locales });
  });

  test(`no admin page scrolls sideways at 360 px (${named(locales)})`, async ({ browser, baseURL }) => {
    await sweep(browser, ADMIN, (page) => signInAdmin(page, baseURL!), { locales });
  });
}

// The admin tables (users, usage, audit, reports, recharges) are wide: at a phone's width they
// scroll inside their own labelled container, never the page.
test("no admin page scrolls sideways at 320 or 390 px in Chinese and Arabic", async ({ browser, baseURL }) => {
  for (const width of [320, 390])
    await sweep(browser, ADMIN, (page) => signInAdmin(page, baseURL!), {
      width,
      locales: ["zh-CN", "ar-SA"],
    });
});

test("the three credit packages' prices sit on one line", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpNewUser(page, baseURL!, "prices");
  for (const locale of ["zh-CN", "de-DE"]) {
    await page.goto("/auth/forgot-password");
    await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
    await page.goto("/credits");
    const prices = page.getByTestId("credits-package-price");
    await expect(prices).toHaveCount(3);
    const tops = await prices.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${locale}: ${tops}`).toBe(1);
    await shot(page, `credits-packages-${locale}`);
  }
  await expect(page.getByTestId("credits-package-price").nth(1)).toHaveText(/^29,90\sCN¥$/);
});

test("key fields read correctly in Arabic: translated placeholders right to left, emails and keys left to right", async ({
  page,
  baseURL,
}) => {
  await page.goto("/auth");
  // The first visit settles on the browser's language (stored once its messages have loaded);
  // choosing Arabic before that would be overwritten by it.
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.evaluate(() => localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA"));
  await page.goto("/auth?ref=ABCD2345");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const style = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          direction: s.direction,
          bidi: s.unicodeBidi,
          align: s.textAlign,
        };
      });
  // "6 أحرف على الأقل" keeps the page's direction (dir="auto" would print it backwards)...
  expect(await style("#auth-password")).toMatchObject({
    direction: "rtl",
    bidi: "plaintext",
  });
  // ...the email reads left to right and sits on the form's right edge.
  expect(await style("#auth-email")).toMatchObject({
    direction: "ltr",
    align: "right",
  });
  await page.locator("#auth-email").fill("ahmed@");
  await shot(page, "rtl-auth-ar-SA");

  await signUpNewUser(page, baseURL!, "rtl");
  await page.goto("/nano");
  // Typed text takes its own direction: an English prompt in the Arabic UI reads left to right.
  expect(await style("textarea")).toMatchObject({
    direction: "rtl",
    bidi: "plaintext",
  });
  await page.locator("textarea").first().fill("A rose perfume bottle, soft light.");
  const apiKey = page.getByTestId("api-key-input");
  expect(await apiKey.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  await shot(page, "rtl-nano-ar-SA");
});

test("the language picked last wins when an earlier pick's messages arrive after it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  trackRequests(page);
  // Japanese messages arrive late (a slow link)...
  let releaseJapanese!: () => void;
  const japaneseHeld = new Promise<void>((resolve) => (releaseJapanese = resolve));
  await page.route(/\/assets\/ja-JP-landing-[^/]+\.js$/, async (route) => {
    await japaneseHeld;
    await route.continue();
  });
  await page.goto("/");
  // The pre-rendered switcher answers once the app has started: open the menu until it opens.
  const pick = async (name: RegExp) => {
    await expect(async () => {
      await page.getByTestId("language-switcher").click();
      await expect(page.getByRole("menu")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.getByRole("menuitemradio", { name }).click();
  };
  const japaneseAsked = page.waitForRequest(/\/assets\/ja-JP-landing-[^/]+\.js$/);
  await pick(/日本語/);
  await japaneseAsked;
  // ...so the reader, still looking at Chinese, changes their mind and picks English.
  await pick(/English/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const japaneseArrived = page.waitForEvent("requestfinished", (r) =>
    /\/assets\/ja-JP-landing-[^/]+\.js$/.test(r.url()),
  );
  releaseJapanese();
  await japaneseArrived;
  // At rest after the Japanese messages arrived: had they won, the page would be Japanese now.
  await atRest(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  expect(await page.evaluate(() => localStorage.getItem("PARAGLIDE_LOCALE"))).toBe("en-US");
  await context.close();
});
