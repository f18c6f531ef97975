// The back office's package editor in Chromium: an admin renames the advanced package and changes
// its price in the dialog, takes the starter off sale with its switch, and both are still there
// after a reload; in Arabic at 390 px the page and the dialog read right to left without scrolling
// sideways. The packages go back to the seeds afterwards: other specs share this database and
// expect the credits page's three packages.
import { expect, test, type Page } from "@playwright/test";
import { adminPage, shot } from "./helpers";

/** The app in `locale`: the first visit stores the browser's language, then ours replaces it. */
async function useLocale(page: Page, locale: string) {
  await page.goto("/admin/packages");
  await page.waitForFunction(() => localStorage.getItem("PARAGLIDE_LOCALE") !== null);
  await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
  await page.goto("/admin/packages");
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

const row = (page: Page, id: string) => page.getByTestId(`package-row-${id}`);

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!, "zh-CN", { width: 1280, height: 860 });
  const headers = { origin: baseURL! };
  for (const [id, data] of [
    ["advanced", { name: null, priceYuan: "29.90", enabled: true }],
    ["starter", { name: null, priceYuan: "9.90", enabled: true }],
  ] as const)
    expect((await page.request.patch(`/api/admin/packages/${id}`, { data, headers })).status()).toBe(200);
  await page.context().close();
});

test("an admin renames the advanced package, changes its price and takes the starter off sale; a reload keeps both", async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!, "zh-CN", { width: 1280, height: 860 });
  await page.goto("/admin");
  await page.getByTestId("admin-nav-packages").click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(page).toHaveTitle(/^套餐管理 · /);
  await expect(page.locator("h1")).toHaveText("套餐管理");

  // The seeds under their translated names, in order, the advanced one marked popular.
  await expect(page.getByTestId("package-row-name")).toHaveText(["入门套餐", "进阶套餐", "专业套餐"]);
  await expect(row(page, "advanced").getByTestId("package-row-price")).toHaveText("¥29.90");
  await expect(row(page, "advanced").getByTestId("package-row-credits")).toHaveText("20 积分");
  await expect(row(page, "advanced").getByTestId("package-row-popular")).toBeVisible();
  await expect(row(page, "starter").getByTestId("package-row-popular")).toHaveCount(0);

  // A new package's dialog says what is missing instead of saving.
  await page.getByTestId("package-create").click();
  const dialog = page.getByTestId("package-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("package-use-translated")).toHaveCount(0);
  await dialog.getByTestId("package-price").fill("9.999");
  await dialog.getByTestId("package-save").click();
  await expect(dialog.getByTestId("package-name-error")).toHaveText("请填写 1–40 个字的名称");
  await expect(dialog.getByTestId("package-credits-error")).toHaveText("积分须为 1 到 100,000 之间的整数");
  await expect(dialog.getByTestId("package-price-error")).toHaveText("价格须大于 0、最多两位小数，且不超过 100,000 元");
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toBeHidden();

  // Rename and reprice the advanced package.
  await page.getByTestId("package-edit-advanced").click();
  await expect(dialog.getByTestId("package-use-translated")).toBeChecked();
  await expect(dialog.getByTestId("package-name")).toBeDisabled();
  await expect(dialog.getByTestId("package-name")).toHaveValue("进阶套餐");
  await expect(dialog.getByTestId("package-credits")).toHaveValue("20");
  await expect(dialog.getByTestId("package-price")).toHaveValue("29.90");
  await dialog.getByTestId("package-use-translated").uncheck();
  await expect(dialog.getByTestId("package-name")).toBeEnabled();
  await dialog.getByTestId("package-name").fill("超值进阶包");
  await dialog.getByTestId("package-price").fill("25.5");
  await shot(page, "admin-packages-dialog-zh-desktop");
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/packages/advanced") && r.request().method() === "PATCH",
  );
  await dialog.getByTestId("package-save").click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row(page, "advanced").getByTestId("package-row-name")).toHaveText("超值进阶包");
  await expect(row(page, "advanced").getByTestId("package-row-price")).toHaveText("¥25.50");

  // Take the starter off sale with its switch.
  const toggled = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/packages/starter") && r.request().method() === "PATCH",
  );
  await page.getByTestId("package-toggle-starter").click();
  expect((await toggled).status()).toBe(200);
  await expect(row(page, "starter").getByTestId("package-row-status")).toHaveText("已下架");

  await page.reload();
  await expect(row(page, "advanced").getByTestId("package-row-name")).toHaveText("超值进阶包");
  await expect(row(page, "advanced").getByTestId("package-row-price")).toHaveText("¥25.50");
  await expect(row(page, "advanced").getByTestId("package-row-popular")).toBeVisible();
  await expect(page.getByTestId("package-toggle-starter")).not.toBeChecked();
  await expect(row(page, "starter").getByTestId("package-row-status")).toHaveText("已下架");
  await expect(page.getByTestId("package-toggle-professional")).toBeChecked();
  await shot(page, "admin-packages-zh-desktop");
  await page.context().close();
});

test("in Arabic at 390 px the page and the dialog read right to left and do not scroll sideways", async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!, "ar-SA", { width: 390, height: 844 });
  await useLocale(page, "ar-SA");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("h1")).toHaveText("الباقات");
  await expect(page.getByTestId("package-row-name")).toHaveCount(3);
  // Prices in Latin digits, whatever the language (web/lib/format.ts).
  expect(await page.evaluate(() => document.body.innerText.match(/[\u0660-\u0669]+/g))).toBeNull();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shot(page, "admin-packages-ar-SA-390");

  await page.getByTestId("package-edit-professional").click();
  const dialog = page.getByTestId("package-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("package-name")).toHaveValue("الباقة الاحترافية");
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shot(page, "admin-packages-dialog-ar-SA-390");
  await page.context().close();
});
