// Variants as a new user uses them on the product-image generator: pick 4, see the button's total,
// get 4 different pictures in a 2×2 grid and a balance 4 lower, choose the third and refine it
// (the refinement continues from that one), download one. zh-CN and Arabic (right to left),
// desktop and 390 px, and no sideways scroll at 360 px.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });

const credits = async (page: Page) => (await (await page.request.get("/api/me")).json()).credits as number;
const noSidewaysScroll = async (page: Page) => await expectNoSidewaysScroll(page);

test("pick 4 variants, see 4 pictures and 4 credits gone, choose the third and refine it", async ({
  page,
  baseURL,
}) => {
  await signUpNewUser(page, baseURL!, "variants");
  await page.goto("/nano");
  const before = await credits(page);
  await page.getByTestId("prompt-input").fill("一只蓝色陶瓷马克杯");
  await page.getByTestId("variants-4").click();
  await expect(page.getByTestId("variants-4")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("generate-button")).toHaveText("生成 · 4 积分");

  await page.getByTestId("generate-button").click();
  const tiles = page.getByTestId("variant");
  await expect(tiles).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByTestId("balance-card")).toContainText(String(before - 4));
  expect(await credits(page)).toBe(before - 4);
  // Four works, four different pictures.
  const sources = await page
    .getByTestId("variant")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc));
  expect(new Set(sources).size).toBe(4);
  // Two a row: a 2×2 grid.
  const boxes = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())!));
  expect(Math.round(boxes[0].y)).toBe(Math.round(boxes[1].y));
  expect(boxes[2].y).toBeGreaterThan(boxes[0].y);
  await expect(tiles.nth(0)).toHaveAttribute("aria-pressed", "true");
  await shot(page, "variants-zh-desktop");

  // Each is downloadable.
  const download = page.waitForEvent("download");
  await page.getByTestId("variant-download").nth(1).click();
  expect((await download).suggestedFilename()).toMatch(/^product-2-\d+\.png$/);

  // Choose the third: the conversation now continues from it.
  const third = await tiles.nth(2).getAttribute("data-work-id");
  await tiles.nth(2).click();
  await expect(tiles.nth(2)).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("refine-input").fill("更亮一些");
  await page.getByTestId("refine-submit").click();
  await expect(page.getByTestId("refine-input")).toHaveValue("");
  const refined = page.getByTestId("result-image");
  await expect(refined).toBeVisible();
  const refinedId = await refined.getAttribute("data-work-id");
  const { work } = await (await page.request.get(`/api/works/${refinedId}`)).json();
  expect(work).toMatchObject({ parentId: third, rootId: third, version: 1 });
  expect(await credits(page)).toBe(before - 5);

  // Back to the variants from the conversation's first version.
  await page.getByTestId("conversation").getByRole("button").first().click();
  await expect(tiles).toHaveCount(4);

  await page.setViewportSize({ width: 390, height: 844 });
  await tiles.first().scrollIntoViewIfNeeded();
  await shot(page, "variants-zh-mobile");
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page);

  await page.evaluate(() => localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("variants-3").click();
  await expect(page.getByTestId("generate-button")).toHaveText("إنشاء · 3 نقاط");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("variants-3").scrollIntoViewIfNeeded();
  await shot(page, "variants-ar-mobile");
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "variants-ar-desktop");
});
