// Personal API tokens as a user uses them: create one on /account, copy the secret shown once,
// call POST /api/images/generate with it from a script (Playwright's request API: no cookie, no
// Origin), see the work in the library and the balance down by its price; revoke it (with the
// confirmation) and the same call is refused with 401. The section in Chinese and Arabic (right
// to left), desktop and 390 px; no sideways scroll at 360 px.
import { expect, test, type Page } from "@playwright/test";
import { GENERATION_COST } from "../../shared/prices";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

const balanceOf = async (page: Page) =>
  ((await (await page.request.get("/api/me")).json()) as { credits: number }).credits;

test("a token made on /account creates an image from a script, then stops working once revoked", async ({
  page,
  baseURL,
  playwright,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await signUpNewUser(page, baseURL!, "tokens");
  await page.goto("/account");
  const section = page.getByTestId("account-api-tokens");
  await expect(section.getByText("还没有令牌。")).toBeVisible();
  await section.getByTestId("api-token-name").fill("夜间批量任务");
  await section.getByTestId("api-token-create").click();
  const secretField = section.getByTestId("api-token-secret");
  await expect(secretField).toHaveValue(/^atl_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await section.getByTestId("api-token-copy").click();
  await expect(page.getByText("令牌已复制")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(section.getByTestId("api-token-row")).toHaveCount(1);
  await expect(section.getByTestId("api-token-row")).toContainText(secret.slice(0, 10));
  await expect(section.getByTestId("api-token-row")).toContainText("从未使用");
  await shot(page, "api-tokens-zh-desktop");

  // A script: its own request context, no cookie, no Origin; only the bearer header.
  const script = await playwright.request.newContext({ baseURL });
  const before = await balanceOf(page);
  const call = () =>
    script.post("/api/images/generate", {
      headers: { authorization: `Bearer ${secret}` },
      multipart: { prompt: "一把红色的椅子" },
    });
  const made = await call();
  expect(made.status(), await made.text()).toBe(201);
  expect(await balanceOf(page)).toBe(before - GENERATION_COST);
  await page.goto("/library");
  await expect(page.getByTestId("work-card-title").filter({ hasText: "一把红色的椅子" })).toBeVisible();
  await expect(page.getByTestId("sidebar-credits")).toContainText(String(before - GENERATION_COST));

  // Once shown, never again: the list shows only the prefix, and when it was last used.
  await page.goto("/account");
  await expect(section.getByTestId("api-token-secret")).toHaveCount(0);
  await expect(section.getByTestId("api-token-row")).not.toContainText("从未使用");
  expect(await section.textContent()).not.toContain(secret.slice(10));

  // Revoke, confirm: the script is refused at once.
  await section.getByTestId("api-token-revoke").click();
  await expect(section.getByTestId("confirm-dialog")).toContainText("夜间批量任务");
  await section.getByTestId("confirm-delete").click();
  await expect(page.getByText("令牌已撤销")).toBeVisible();
  await expect(section.getByText("还没有令牌。")).toBeVisible();
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("API_TOKEN_INVALID");
  expect(await balanceOf(page)).toBe(before - GENERATION_COST);
  await script.dispose();
});

test("the section in Chinese and Arabic, desktop and phone widths, right to left in Arabic", async ({
  page,
  baseURL,
}) => {
  await signUpNewUser(page, baseURL!, "tokens-layout");
  await page.request.post("/api/account/tokens", {
    headers: { origin: baseURL! },
    data: { name: "一个名字相当长的令牌，用来检查换行是否正常显示" },
  });
  for (const [locale, label] of [
    ["zh-CN", "zh"],
    ["ar-SA", "ar"],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto("/account");
    await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
    await page.reload();
    const section = page.getByTestId("account-api-tokens");
    await expect(section.getByTestId("api-token-row")).toHaveCount(1);
    await section.getByTestId("api-token-name").fill("ci");
    await section.getByTestId("api-token-create").click();
    await expect(section.getByTestId("api-token-secret")).toBeVisible();
    if (locale === "ar-SA") {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(section.getByText("رموز API")).toBeVisible();
    }
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `screenshots/api-tokens-${label}-desktop.png` });
    await page.setViewportSize({ width: 390, height: 860 });
    await section.screenshot({ path: `screenshots/api-tokens-${label}-390.png` });
    await page.setViewportSize({ width: 360, height: 860 });
    await expectNoSidewaysScroll(page);
    // Back to one token for the next language.
    const rows = section.getByTestId("api-token-row");
    await rows.first().getByTestId("api-token-revoke").click();
    await section.getByTestId("confirm-delete").click();
    await expect(rows).toHaveCount(1);
  }
});
