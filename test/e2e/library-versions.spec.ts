// A refined product image is one creation in the library, its versions inside; names follow the
// UI language (an art-studio work made in Chinese reads in English in the English UI), and the
// usage history says which style a charge was for. zh-CN and en-US, desktop and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signUpNewUser, shot } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

async function refine(page: Page, instruction: string) {
  await page.getByTestId("refine-input").fill(instruction);
  await page.getByTestId("refine-submit").click();
  await expect(page.getByTestId("refine-input")).toHaveValue("");
}

async function useLanguage(page: Page, locale: string) {
  await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
  await page.reload();
}

test("a refined work is one card with its versions, names in the UI language", async ({ page, baseURL }) => {
  await signUpNewUser(page, baseURL!, "versions");
  // An art-studio work made in the Chinese UI (its stored title is "浮世绘").
  const transform = await page.request.post("/api/images/transform", {
    headers: { origin: baseURL! },
    multipart: {
      styleId: "ukiyo-e",
      locale: "zh-CN",
      image: { name: "forest.jpg", mimeType: "image/jpeg", buffer: readFileSync("web/public/showcase/forest.jpg") },
    },
  });
  expect(transform.status()).toBe(201);

  // A product image refined twice, the way a user does it on /nano.
  await page.goto("/nano");
  await page.getByTestId("prompt-input").fill("红色香水瓶，白色背景");
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  await refine(page, "黑白");
  await refine(page, "更亮一些");
  // The conversation (taller than its box by now) shows its newest version.
  await expect(async () => {
    const box = await page
      .getByTestId("conversation")
      .evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight }));
    expect(box.height).toBeGreaterThan(box.client);
    expect(box.top + box.client).toBeGreaterThanOrEqual(box.height - 2);
  }).toPass();

  await page.goto("/library");
  const cards = page.getByTestId("library-work");
  await expect(cards).toHaveCount(2);
  const refined = cards.first();
  await expect(refined).toHaveAttribute("data-versions", "3");
  await expect(refined.getByTestId("versions-badge")).toHaveText("3 个版本");
  await expect(refined.getByTestId("work-card-title")).toHaveText("红色香水瓶，白色背景");
  await expect(cards.nth(1).getByTestId("work-card-title")).toHaveText("浮世绘");
  await shot(page, "library-versions-zh-desktop");

  await refined.locator("button").first().click();
  const dialog = page.getByTestId("work-dialog");
  await expect(dialog.getByTestId("work-prompt")).toHaveText("红色香水瓶，白色背景");
  await expect(dialog.getByTestId("work-refinements")).toContainText("黑白");
  await expect(dialog.getByTestId("work-refinements")).toContainText("更亮一些");
  await expect(dialog.getByTestId("version-chip")).toHaveText(["原图", "第 1 版", "第 2 版"]);
  await expect(dialog.getByTestId("version-chip").nth(2)).toHaveAttribute("aria-pressed", "true");
  const newest = await dialog.getByTestId("work-image").getAttribute("src");
  await dialog.getByTestId("version-previous").click();
  await expect(dialog.getByTestId("work-image")).not.toHaveAttribute("src", newest!);
  await expect(dialog.getByTestId("version-chip").nth(1)).toHaveAttribute("aria-pressed", "true");
  await shot(page, "library-versions-dialog-zh-desktop");

  // Deleting version 1 alone keeps the original and version 2.
  await dialog.getByTestId("work-delete-version").click();
  await expect(page.getByText("确定只删除第 1 版吗？原图和其他版本会保留。")).toBeVisible();
  await page.getByTestId("confirm-delete").click();
  await expect(dialog.getByTestId("version-chip")).toHaveText(["原图", "第 2 版"]);
  await page.keyboard.press("Escape");
  await expect(refined.getByTestId("versions-badge")).toHaveText("2 个版本");

  // The same library in English: the art style is named in English, not as it was stored.
  await useLanguage(page, "en-US");
  await expect(cards.first().getByTestId("versions-badge")).toHaveText("2 versions");
  await expect(cards.nth(1).getByTestId("work-card-title")).toHaveText("Ukiyo-e");
  await shot(page, "library-versions-en-desktop");
  await cards.first().locator("button").first().click();
  await expect(dialog.getByTestId("version-chip")).toHaveText(["Original", "Version 2"]);
  await expect(dialog.getByText("Original prompt")).toBeVisible();
  await shot(page, "library-versions-dialog-en-desktop");
  await page.keyboard.press("Escape");

  // The usage history names the art style of that charge.
  await page.goto("/credits");
  await expect(page.getByTestId("usage-row").filter({ hasText: "Ukiyo-e" })).toHaveCount(1);

  // The dashboard's recent works are creations too, and its dialog names the style.
  await page.goto("/dashboard");
  const recent = page.getByTestId("recent-work");
  await expect(recent).toHaveCount(2);
  await expect(recent.first().getByTestId("versions-badge")).toHaveText("2 versions");
  await recent.nth(1).click();
  await expect(dialog.getByTestId("work-title")).toHaveText("Ukiyo-e");
  await expect(dialog.getByTestId("work-style")).toHaveText("Ukiyo-e");
  await shot(page, "dashboard-dialog-en-desktop");
  await page.keyboard.press("Escape");

  // Phones, both languages.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/library");
  await expect(cards).toHaveCount(2);
  await shot(page, "library-versions-en-mobile");
  await cards.first().locator("button").first().click();
  await expect(dialog.getByTestId("version-picker")).toBeVisible();
  await shot(page, "library-versions-dialog-en-mobile", true);
  await page.keyboard.press("Escape");
  await useLanguage(page, "zh-CN");
  await expect(cards.first().getByTestId("versions-badge")).toHaveText("2 个版本");
  await shot(page, "library-versions-zh-mobile");
  await cards.first().locator("button").first().click();
  await expect(dialog.getByTestId("work-prompt")).toHaveText("红色香水瓶，白色背景");
  await shot(page, "library-versions-dialog-zh-mobile", true);

  // Deleting the creation through its original takes every version.
  await page.keyboard.press("Escape");
  await cards.first().getByTestId("card-delete").click();
  await expect(page.getByText("确定删除这件作品及其全部 2 个版本吗？此操作无法撤销。")).toBeVisible();
  await page.getByTestId("confirm-delete").click();
  await expect(cards).toHaveCount(1);
});
