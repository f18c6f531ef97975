// Accessibility: axe-core on every page a visitor, a user and an admin reach, in Chinese and in
// Arabic (right to left), with no serious or critical violation; then the keyboard paths axe
// cannot judge: skip links, the mobile drawers, the language menu, focus after a generation.
// One admin account serves every signed-in page (an admin is also a user): one sign-up in all.
import AxeBuilder from "@axe-core/playwright";
import { expect, request, test, type Page } from "@playwright/test";
import { atRest, confirmEmail, grantCredits, shot, trackRequests } from "./helpers";

const ADMIN = "a11y-admin@example.com"; // in the e2e server's ADMIN_EMAILS (scripts/e2e.mjs); admin@example.com is referrals-admin.spec's to confirm
const LOCALES = ["zh-CN", "ar-SA"] as const;
const PUBLIC_PAGES = [
  "/",
  "/auth",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/reset-password?token=abc",
  "/no/such/page",
];
const USER_PAGES = [
  "/dashboard",
  "/nano",
  "/art-studio",
  "/interior-design",
  "/studio/storybook",
  "/studio/batch",
  "/library",
  "/credits",
  "/referrals",
  "/account",
];
const ADMIN_PAGES = ["dashboard", "users", "credits", "referrals", "recharges", "styles", "settings"].map(
  (p) => `/admin/${p}`,
);

/**
 * The tables a phone shows (issue 27, item 22) and their key columns (by position in a row, hidden
 * cells counted): what a row is about and its figure, which must be in view without scrolling
 * sideways; the other columns go under them there. All four tables are done.
 */
const PHONE_TABLES: Record<string, { testId: string; key: number[] }> = {
  // action (with its time), change
  "/credits": { testId: "usage-table", key: [1, 2] },
  // user (with the code), invites (with rewards)
  "/admin/referrals": { testId: "admin-referrals-table", key: [1, 3] },
  // user (its address may break), action (with its time), change
  "/admin/credits": { testId: "admin-usage-table", key: [1, 2, 3] },
  // user (with source and order), amount (with credits), status (with its time)
  "/admin/recharges": { testId: "admin-recharges-table", key: [1, 3, 5] },
  // user (with its id and sign-up date), balance, actions (stacked)
  "/admin/users": { testId: "admin-users-table", key: [0, 2, 4] },
};

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

/** Signs the shared admin in (signing it up and confirming it the first time). */
async function signInAdmin(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email: ADMIN, password: "secret123", name: "a11y admin" },
    headers,
  });
  expect([200, 422]).toContain(res.status());
  if (res.status() === 422)
    expect(
      (
        await page.request.post("/api/auth/sign-in/email", { data: { email: ADMIN, password: "secret123" }, headers })
      ).ok(),
    ).toBe(true);
  const me = (await (await page.request.get("/api/me")).json()) as { isAdmin?: boolean };
  if (!me.isAdmin) await confirmEmail(page, ADMIN);
}

async function useLocale(page: Page, locale: string) {
  await page.goto("/no-such-page-to-set-the-locale");
  await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
}

/** Opens `path` and waits until it has stopped loading (no spinner, no request in flight). */
async function open(page: Page, path: string) {
  trackRequests(page);
  await page.goto(path);
  await atRest(page);
  await expect(page.locator(".loading:visible")).toHaveCount(0);
}

/**
 * axe-core with every rule it runs by default, in the page itself: "legacy" mode runs `axe.run`
 * there instead of finishing the run in a new blank page each time (three times slower; it only
 * matters for cross-origin frames, and these pages have none). Only violations are reported in
 * full: the passes are not needed and cost time to collect and send.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });

/** The serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label} ${v.id}: ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(" ")} (${n.failureSummary?.split("\n")[1]?.trim() ?? ""})`)
          .join(" | ")}`,
    );
}

/** The first Tab from the top of the page reaches "skip to content", which moves focus into main. */
async function expectSkipLink(page: Page) {
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByTestId("skip-link");
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
}

// The book viewer needs a finished book: the admin orders one first, and the queue writes it
// while the signed-out pages are checked.
test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ locale: "zh-CN", baseURL });
  await signInAdmin(page, baseURL!);
  await grantCredits(baseURL!, ADMIN, 20);
  await useLocale(page, "zh-CN");
  await open(page, "/studio/storybook");
  await page.getByTestId("story-idea").fill("一只想去月球的小兔子");
  await page.getByTestId("story-submit").click();
  await expect(page).toHaveURL(/\/library$/);
  await page.context().close();
});

test("signed out: axe finds nothing serious; the landing page is all landmarks; skip links", async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const locale of LOCALES) {
    await useLocale(page, locale);
    for (const path of PUBLIC_PAGES) {
      await open(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      found.push(...(await seriousViolations(page, `${locale} ${path}`)));
    }
  }
  expect(found).toEqual([]);
  // The landing page: one main landmark and nothing outside a landmark.
  await open(page, "/");
  await expect(page.getByRole("main")).toHaveCount(1);
  const region = await axe(page).withRules(["region", "landmark-one-main", "landmark-no-duplicate-main"]).analyze();
  expect(region.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  for (const path of ["/", "/auth"]) {
    await open(page, path);
    await expectSkipLink(page);
  }
});

for (const locale of LOCALES) {
  test(`signed in (${locale}): axe finds nothing serious on the user pages, the book and after a generation`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signInAdmin(page, baseURL!);
    let bookId = "";
    await expect(async () => {
      const { works } = (await (await page.request.get("/api/works?source=storybook")).json()) as {
        works: { id: string }[];
      };
      bookId = works[0]?.id ?? "";
      expect(bookId).not.toBe("");
    }).toPass({ timeout: 120_000 });
    await useLocale(page, locale);
    const found: string[] = [];
    for (const path of [...USER_PAGES, `/studio/storybook/${bookId}`]) {
      await open(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      found.push(...(await seriousViolations(page, `${locale} ${path}`)));
    }
    // The studios with a result on screen, and focus on that result.
    await open(page, "/nano");
    await page.getByTestId("prompt-input").fill("红色运动鞋，白色背景");
    await page.getByTestId("generate-button").click();
    await expect(page.getByTestId("result-image")).toBeFocused();
    found.push(...(await seriousViolations(page, `${locale} /nano (result)`)));
    await open(page, "/art-studio");
    await page.getByTestId("photo-input").setInputFiles("web/public/showcase/forest.jpg");
    await expect(page.getByTestId("after-image")).toBeVisible();
    await expect(page.getByTestId("art-result")).toBeFocused();
    found.push(...(await seriousViolations(page, `${locale} /art-studio (result)`)));
    expect(found).toEqual([]);
    await open(page, "/dashboard");
    await expectSkipLink(page);
    // On a desktop the toggle says whether the sidebar is expanded.
    const toggle = page.getByTestId("sidebar-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
  });

  test(`admin (${locale}): axe finds nothing serious on any back-office page`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await signInAdmin(page, baseURL!);
    await useLocale(page, locale);
    const found: string[] = [];
    for (const path of ADMIN_PAGES) {
      await open(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      found.push(...(await seriousViolations(page, `${locale} ${path}`)));
      if (path === "/admin/dashboard") expect(await chartDatesAsDrawn(page), locale).toEqual(await chartDates(page));
    }
    expect(found).toEqual([]);
    await expectSkipLink(page);
    await page.getByTestId("language-switcher").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await shot(page, `a11y-language-menu-${locale}-desktop`);
  });
}

/** The dates on the dashboard charts' x axes as written ("29/10"), marks left out. */
const chartDates = (page: Page) =>
  page
    .locator("svg[role=img] text[y]")
    .filter({ hasText: /\d+\D+\d+/ })
    .evaluateAll((texts) => texts.map((t) => (t.textContent ?? "").replace(/[\u200e\u200f\u061c]/g, "")));

/**
 * The same dates as the browser lays them out: each text's characters ordered by where they are
 * drawn, left to right. In an Arabic page a date with a right-to-left mark is drawn "2910/".
 */
const chartDatesAsDrawn = (page: Page) =>
  page
    .locator("svg[role=img] text[y]")
    .filter({ hasText: /\d+\D+\d+/ })
    .evaluateAll((texts) =>
      (texts as SVGTextElement[]).map((t) => {
        const chars = [...(t.textContent ?? "")].map((ch, i) => ({ ch, x: t.getStartPositionOfChar(i).x }));
        return chars
          .filter((c) => !/[\u200e\u200f\u061c]/.test(c.ch))
          .sort((a, b) => a.x - b.x)
          .map((c) => c.ch)
          .join("");
      }),
    );

/** Focus is inside the open drawer (and not on the page behind it). */
async function expectFocusInDrawer(page: Page) {
  expect(
    await page
      .getByRole("dialog")
      .evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement),
  ).toBe(true);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawers take focus, keep it, close on Escape and give it back to the toggle", async ({ page, baseURL }) => {
    await signInAdmin(page, baseURL!);
    for (const { path, toggleId, drawerId, name } of [
      { path: "/dashboard", toggleId: "sidebar-toggle", drawerId: "sidebar-drawer", name: "主导航" },
      { path: "/admin/dashboard", toggleId: "admin-menu", drawerId: "admin-sidebar-drawer", name: "管理后台导航" },
    ]) {
      await open(page, path);
      const toggle = page.getByTestId(toggleId);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name });
      await expect(drawer).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId(drawerId).locator(":focus")).toHaveCount(1);
      await expectFocusInDrawer(page);
      // The page behind it is inert: no clicks, no focus, out of the accessibility tree.
      expect(await page.locator("main").evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        await expectFocusInDrawer(page);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Shift+Tab");
        await expectFocusInDrawer(page);
      }
      await shot(page, `a11y-${drawerId}-zh-mobile`);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("[inert]")).toHaveCount(0);
    }
    // In Arabic the drawer opens from the right, named in Arabic.
    await useLocale(page, "ar-SA");
    await open(page, "/dashboard");
    await page.getByTestId("sidebar-toggle").click();
    await expect(page.getByRole("dialog", { name: "التنقل الرئيسي" })).toBeVisible();
    await shot(page, "a11y-sidebar-drawer-ar-mobile");
  });

  // Issue 27 item 22: on a phone the secondary columns go under the key ones (as OrdersTable does).
  test("tables on a phone: scrolling regions are focusable and named, and the key columns are in view", async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL!);
    // A row on each admin table: a recharge recorded as an admin does, a friend invited by the admin.
    const recharge = await page.request.post("/api/admin/recharges", {
      data: { email: ADMIN, amountYuan: "29.90", credits: 300 },
      headers: { origin: baseURL!, "idempotency-key": `a11y-phone-${Date.now()}` },
    });
    expect(recharge.status()).toBe(201);
    const { code } = (await (await page.request.get("/api/referrals/me")).json()) as { code: string };
    const friend = { request: await request.newContext({ baseURL }) };
    const friendEmail = `a11y-friend-${Date.now()}@example.com`;
    const joined = await friend.request.post("/api/auth/sign-up/email", {
      data: { email: friendEmail, password: "secret123", name: "friend", referralCode: code },
      headers: { origin: baseURL! },
    });
    expect(joined.status()).toBe(200);
    await confirmEmail(friend, friendEmail);
    await friend.request.dispose();
    const found: string[] = [];
    for (const locale of LOCALES) {
      await useLocale(page, locale);
      for (const [path, table] of Object.entries(PHONE_TABLES)) {
        await open(page, path);
        await expect(page.getByTestId(table.testId).first(), `${locale} ${path}`).toBeVisible();
        const { violations } = await axe(page).withRules(["scrollable-region-focusable"]).analyze();
        found.push(...violations.map((v) => `${locale} ${path} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`));
        const outOfView = await page
          .getByTestId(table.testId)
          .first()
          .evaluate((el, key) => {
            const region = el.closest("[role=region]") ?? el.parentElement!;
            const box = region.getBoundingClientRect();
            return Array.from(el.querySelectorAll("tbody tr"))
              .slice(0, 3)
              .flatMap((row) =>
                key
                  .map((k) => row.children[k] as HTMLElement | undefined)
                  .filter((cell) => {
                    const r = cell?.getBoundingClientRect();
                    return !r || r.width === 0 || r.left < box.left - 1 || r.right > box.right + 1;
                  })
                  .map((cell) => cell?.textContent?.trim().slice(0, 30) ?? "(no cell)"),
              );
          }, table.key);
        if (outOfView.length) found.push(`${locale} ${path} key cells out of view: ${outOfView.join(" | ")}`);
        await shot(page, `a11y-table-${locale}${path.replace(/\W+/g, "-")}-390`);
      }
    }
    expect(found).toEqual([]);
  });

  test("the language menu on a phone", async ({ page }) => {
    await open(page, "/");
    const switcher = page.getByTestId("language-switcher");
    await expect(switcher).toHaveAccessibleName(/简体中文/);
    await switcher.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await shot(page, "a11y-language-menu-zh-mobile");
    await page.keyboard.press("Escape");
    await expect(switcher).toBeFocused();
  });
});

test("the language switcher is one tab stop with a menu driven by the keyboard", async ({ page }) => {
  await open(page, "/auth");
  const switcher = page.getByTestId("language-switcher");
  await expect(switcher).toHaveText(/简体中文/);
  await expect(switcher).toHaveAccessibleName(/简体中文/);
  await expect(switcher).toHaveAttribute("aria-haspopup", "menu");
  await expect(switcher).toHaveAttribute("aria-expanded", "false");

  // One tab stop: the next Tab leaves the switcher.
  await switcher.focus();
  await page.keyboard.press("Tab");
  expect(await page.getByTestId("language-switcher-root").evaluate((el) => el.contains(document.activeElement))).toBe(
    false,
  );

  // Enter opens the menu on the current language; arrows move; Escape closes and returns focus.
  await switcher.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(switcher).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("menuitemradio", { name: "简体中文" })).toBeFocused();
  await expect(menu.getByRole("menuitemradio", { name: "简体中文" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: "English" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitemradio", { name: "Tiếng Việt" })).toBeFocused();
  await shot(page, "a11y-language-menu-zh-desktop");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(switcher).toBeFocused();

  // Space opens it too; Enter on a language switches to it.
  await page.keyboard.press(" ");
  await expect(menu).toBeVisible();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitemradio", { name: "Tiếng Việt" })).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId("language-switcher")).toHaveAccessibleName(/English/);
});
