// Share links as a user uses them: share a work from its library card, open the link in a new
// signed-out browser (the picture, the Open Graph tags, the og:image), see it on /account, stop
// sharing, and the link now answers 404. The public page in Chinese and Arabic (right to left),
// desktop and 390 px; no sideways scroll at 360 px.
import { expect, test, type Browser } from "@playwright/test";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

/** A visitor with no account: a fresh context, in the given language and width. */
async function visitor(browser: Browser, baseURL: string, locale: string, width: number) {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 860 } });
  return { context, page: await context.newPage() };
}

test("a work shared from the library is seen signed out, then the link stops working", async ({
  page,
  baseURL,
  browser,
}) => {
  await signUpNewUser(page, baseURL!, "shares");
  const res = await page.request.post("/api/images/generate", {
    headers: { origin: baseURL! },
    multipart: { prompt: "红色香水瓶，白色背景" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto("/library");
  const card = page.getByTestId("library-work").first();
  await card.hover();
  await card.getByTestId("card-share").click();
  const dialog = page.getByTestId("share-dialog");
  const urlField = dialog.getByTestId("share-url");
  await expect(urlField).toHaveValue(/\/s\/[A-Za-z0-9_-]{32}$/);
  const url = await urlField.inputValue();
  await expect.poll(() => dialog.locator(".modal-box").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await shot(page, "shares-dialog-zh-desktop");
  await page.keyboard.press("Escape");

  // Signed out, in Chinese: the picture, "made with Atelier", a sign-up link, and the og tags.
  const zh = await visitor(browser, baseURL!, "zh-CN", 1280);
  const answer = await zh.page.goto(url);
  expect(answer?.status()).toBe(200);
  expect(await zh.context.cookies()).toEqual([]);
  await expect(zh.page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(zh.page.getByRole("heading", { name: "红色香水瓶，白色背景" })).toBeVisible();
  await expect(zh.page.getByText("由 Atelier 创作")).toBeVisible();
  await expect(zh.page.getByRole("link", { name: "免费注册" })).toHaveAttribute("href", "/auth");
  const picture = zh.page.locator("figure img");
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const ogImage = await zh.page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBe(`${url}/image`);
  await expect(zh.page.locator('meta[property="og:title"]')).toHaveAttribute("content", "红色香水瓶，白色背景");
  await expect(zh.page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const image = await zh.page.request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  await shot(zh.page, "shares-page-zh-desktop", true);
  await zh.page.setViewportSize({ width: 390, height: 860 });
  await shot(zh.page, "shares-page-zh-390", true);
  await zh.page.setViewportSize({ width: 360, height: 860 });
  await expectNoSidewaysScroll(zh.page);

  // Arabic: right to left, its own words.
  const ar = await visitor(browser, baseURL!, "ar-SA", 1280);
  await ar.page.goto(url);
  await expect(ar.page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(ar.page.getByText("صُنع باستخدام Atelier")).toBeVisible();
  await shot(ar.page, "shares-page-ar-desktop", true);
  await ar.page.setViewportSize({ width: 390, height: 860 });
  await shot(ar.page, "shares-page-ar-390", true);
  await ar.page.setViewportSize({ width: 360, height: 860 });
  await expectNoSidewaysScroll(ar.page);

  // The owner's list on /account, and "stop sharing" there.
  await page.goto("/account");
  const row = page.getByTestId("share-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("红色香水瓶");
  await row.scrollIntoViewIfNeeded();
  await shot(page, "shares-account-zh-desktop");
  await page.setViewportSize({ width: 360, height: 860 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await row.getByTestId("share-row-stop").click();
  await expect(page.getByText("已停止分享，该链接已失效")).toBeVisible();
  await expect(row).toHaveCount(0);

  // The visitor's link is gone at once: the page and its picture.
  const gone = await zh.page.reload();
  expect(gone?.status()).toBe(404);
  await expect(zh.page.getByRole("heading", { name: "此链接不存在或已停止分享" })).toBeVisible();
  expect((await zh.page.request.get(ogImage!)).status()).toBe(404);
  await zh.context.close();
  await ar.context.close();
});

test("stop sharing from the share dialog", async ({ page, baseURL }) => {
  await signUpNewUser(page, baseURL!, "shares-dialog");
  const res = await page.request.post("/api/images/generate", {
    headers: { origin: baseURL! },
    multipart: { prompt: "蓝色马克杯" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto("/library");
  await page.setViewportSize({ width: 360, height: 860 });
  const card = page.getByTestId("library-work").first();
  await card.getByTestId("card-share").click();
  const dialog = page.getByTestId("share-dialog");
  const url = await (async () => {
    await expect(dialog.getByTestId("share-url")).toHaveValue(/\/s\//);
    return dialog.getByTestId("share-url").inputValue();
  })();
  await expectNoSidewaysScroll(page);
  await dialog.getByTestId("share-stop").click();
  await expect(page.getByText("已停止分享，该链接已失效")).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
