// The image tools as a user uses them (issue 15): a new user generates a product image on /nano,
// upscales it ×2, removes its background and expands it to 16:9 from the tools menu, each a new
// version shown as the result; the balance falls by each price and the usage table names each
// tool. Then the library viewer shows the same menu. zh-CN and Arabic (right to left), desktop
// and 390 px, no sideways scroll at 360 px.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, originalSize, signUpNewUser, shot } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });

const credits = async (page: Page) => (await (await page.request.get("/api/me")).json()).credits as number;

async function applyTool(page: Page, tool: string, choose?: () => Promise<void>) {
  const before = await page.getByTestId("result-image").getAttribute("src");
  await page.getByTestId(`work-tool-${tool}`).click();
  await choose?.();
  await page.getByTestId("work-tool-apply").click();
  await expect(page.getByTestId("result-image")).not.toHaveAttribute("src", before!, { timeout: 30_000 });
}

test("generate, upscale ×2, remove the background, expand to 16:9; balance and usage follow", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000); // five paid pictures made by the demo engine, beside another spec
  await signUpNewUser(page, baseURL!, "worktools");
  await page.goto("/nano");
  await page.getByTestId("prompt-input").fill("红色香水瓶，白色背景");
  await page.getByTestId("generate-button").click();
  const result = page.getByTestId("result-image");
  await expect(result).toBeVisible();
  const [width, height] = await originalSize(result);
  expect(await credits(page)).toBe(4);

  // Each tool button shows its price.
  await expect(page.getByTestId("work-tool-upscale")).toContainText("积分：1");
  await expect(page.getByTestId("work-tool-remove-background")).toContainText("积分：1");
  await expect(page.getByTestId("work-tool-expand")).toContainText("积分：1");

  await applyTool(page, "upscale", async () => {
    // ×4 of a 1K picture would pass what the Worker can hold (MAX_TOOL_SIDE): offered disabled.
    await expect(page.getByTestId("work-tool-factor").getByRole("button", { name: "×4" })).toBeDisabled();
    await page.getByTestId("work-tool-factor").getByRole("button", { name: "×2" }).click();
    await expect(page.getByTestId("work-tool-apply")).toContainText("积分：1");
  });
  expect(await originalSize(result)).toEqual([width * 2, height * 2]);
  expect(await credits(page)).toBe(3);

  await applyTool(page, "remove-background");
  await shot(page, "work-tools-cutout-zh-desktop");
  expect(await credits(page)).toBe(2);

  // The upscaled picture is as large as the tools take: expand the original (v0) instead.
  await page.getByTitle("打开这个版本，继续在它上面优化").first().click();
  await expect.poll(() => originalSize(result)).toEqual([width, height]);
  await applyTool(page, "expand", async () => {
    await page.getByTestId("work-tool-ratio").getByRole("button", { name: "16:9" }).click();
  });
  const [w, h] = await originalSize(result);
  expect(Math.abs(w / h - 16 / 9)).toBeLessThan(0.01);
  expect(await credits(page)).toBe(1);
  await page.getByTestId("work-tool-remove-background").click();
  await page.getByTestId("work-tool-backdrop").getByRole("button", { name: "生成场景" }).click();
  await shot(page, "work-tools-zh-desktop");

  await page.goto("/credits");
  await expect(page.getByTestId("credits-balance")).toHaveText("1");
  const rows = page.getByTestId("usage-row");
  await expect(rows.nth(0)).toContainText("扩展画布");
  await expect(rows.nth(1)).toContainText("去除背景");
  await expect(rows.nth(2)).toContainText("高清放大");
  await expect(rows.nth(3)).toContainText("生成图片");

  // The library viewer: one creation of four versions, with the same menu.
  await page.goto("/library");
  await page.getByTestId("library-work").first().locator("button").first().click();
  const dialog = page.getByTestId("work-dialog");
  await expect(dialog.getByTestId("version-chip")).toHaveCount(4);
  await expect(dialog.getByTestId("work-refinements")).toContainText("高清放大");
  await expect(dialog.getByTestId("work-tools")).toBeVisible();
  await shot(page, "work-tools-library-zh-desktop");

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "work-tools-library-zh-390");
  await page.keyboard.press("Escape");

  await page.evaluate(() => localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA"));
  await page.goto("/library");
  await page.getByTestId("library-work").first().locator("button").first().click();
  await expect(dialog.getByTestId("work-tool-expand")).toContainText("توسيع اللوحة");
  await dialog.getByTestId("work-tool-remove-background").click();
  await dialog.getByTestId("work-tool-backdrop").getByRole("button", { name: "لون" }).click();
  await shot(page, "work-tools-library-ar-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "work-tools-library-ar-desktop");
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
});
