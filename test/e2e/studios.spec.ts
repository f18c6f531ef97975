// The art studio and the library, as a user goes through them in Chromium.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { originalSize, signUpNewUser, shot } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

test("art studio: upload, transform, compare, change style, download; then the library", async ({ page, baseURL }) => {
  await signUpNewUser(page, baseURL!, "artist");
  await page.goto("/art-studio");
  const select = page.getByTestId("style-select");
  await expect(select.locator("option")).toHaveCount(21);
  await expect(select.locator("optgroup")).toHaveCount(5);
  await select.selectOption("ukiyo-e");

  // A real picture (the landing page's showcase) so the styles have something to work on.
  await page.getByTestId("photo-input").setInputFiles("web/public/showcase/forest.jpg");
  await expect(page.getByTestId("after-image")).toBeVisible();
  await expect(page.getByText("艺术风格转换完成，消耗 1 积分，剩余 4 积分")).toBeVisible();
  const firstSrc = await page.getByTestId("after-image").getAttribute("src");
  await page.getByTestId("compare-slider").fill("20");
  await shot(page, "art-studio-zh-desktop");

  // Choosing another style charges nothing; its priced button re-runs the transformation on the same photo.
  await select.selectOption("pop-art");
  await expect(page.getByTestId("credit-balance")).toHaveText("4 积分");
  await page.getByTestId("art-apply-style").click();
  await expect(page.getByTestId("transform-overlay")).toBeHidden();
  await expect(page.getByTestId("after-image")).not.toHaveAttribute("src", firstSrc!);
  await expect(page.getByTestId("art-result-style")).toContainText("波普艺术");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("art-download").click()]);
  expect(download.suggestedFilename()).toMatch(/^artwork-[0-9a-f-]{36}\.png$/);
  expect([...readFileSync((await download.path())!).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

  await page.getByTestId("art-new-image").click();
  await expect(page.getByTestId("photo-dropzone")).toBeVisible();

  // The library shows both works, filters and searches them, and deletes with confirmation.
  await page.goto("/library");
  await expect(page.getByTestId("library-work")).toHaveCount(2);
  await shot(page, "library-zh-desktop");
  await page.getByRole("tab", { name: "商品图生成" }).click();
  await expect(page.getByTestId("library-empty")).toBeVisible();
  await page.getByRole("tab", { name: "艺术工作室" }).click();
  await expect(page.getByTestId("library-work")).toHaveCount(2);
  await page.getByTestId("library-search").fill("浮世");
  await expect(page.getByTestId("library-work")).toHaveCount(1);
  await page.getByTestId("library-search").fill("");
  await expect(page.getByTestId("library-work")).toHaveCount(2);

  await page.getByTestId("library-work").first().locator("button").first().click();
  await expect(page.getByTestId("work-dialog")).toBeVisible();
  await expect(page.getByTestId("work-dialog")).toContainText("波普艺术");
  await shot(page, "library-detail-zh");
  await page.getByTestId("work-delete").click();
  await expect(page.getByText("确定要删除这张图片吗？此操作无法撤销。")).toBeVisible();
  await page.getByTestId("confirm-delete").click();
  await expect(page.getByText("已删除")).toBeVisible();
  await expect(page.getByTestId("library-work")).toHaveCount(1);

  // The dashboard's recent works agree.
  await page.goto("/dashboard");
  await expect(page.getByTestId("recent-work")).toHaveCount(1);
});

test("reuse settings fills the generator from a work; voice input explains it needs a key", async ({
  page,
  baseURL,
}) => {
  await signUpNewUser(page, baseURL!, "reuser");
  await page.goto("/nano");
  await page.getByTestId("prompt-input").fill("冬季红色礼盒");
  await page.getByTestId("ratio-16:9").click();
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  // The original (what a download gives); the image shown is a variant sized by srcset.
  const size = await originalSize(page.getByTestId("result-image"));
  expect(size).toEqual([1024, 576]);

  await page.goto("/library");
  await page.getByTestId("library-work").first().locator("button").first().click();
  await page.getByTestId("work-reuse").click();
  await expect(page).toHaveURL(/\/nano$/);
  await expect(page.getByTestId("prompt-input")).toHaveValue("冬季红色礼盒");
  await expect(page.getByTestId("ratio-16:9")).toHaveAttribute("aria-checked", "true");

  await page.getByTestId("voice-input").click();
  await expect(page.getByText("语音输入需要配置 Gemini 或 OpenAI 密钥，请联系管理员添加")).toBeVisible();
});

test("the demo engine says so before the click, and what it understood after", async ({ page, baseURL }) => {
  await signUpNewUser(page, baseURL!, "demo");
  for (const path of ["/art-studio", "/interior-design", "/studio/storybook"]) {
    await page.goto(path);
    await expect(page.getByTestId("demo-notice")).toContainText("离线演示，并非 AI");
  }
  await shot(page, "storybook-demo-zh-desktop");
  await page.goto("/nano");
  await expect(page.getByTestId("demo-notice")).toContainText("根据提示词中识别到的商品类型和颜色");
  await shot(page, "nano-demo-zh-before");
  await page.getByTestId("prompt-input").fill("红色运动鞋，白色背景");
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  await expect(page.getByTestId("demo-understood")).toHaveText("识别结果：商品：鞋 · 颜色：红色 · 背景：白色");
  await shot(page, "nano-demo-zh-desktop");
});

test.describe("other languages and phones", () => {
  test.use({ locale: "en-US", viewport: { width: 390, height: 844 } });
  test("art studio and library on a phone, in English and Arabic", async ({ page, baseURL }) => {
    await signUpNewUser(page, baseURL!, "phone");
    await page.goto("/art-studio");
    await page.getByTestId("style-select").selectOption("watercolor");
    await page.getByTestId("photo-input").setInputFiles("web/public/showcase/summer-drink.jpg");
    await expect(page.getByTestId("after-image")).toBeVisible();
    await expect(page.getByTestId("art-result-style")).toContainText("Watercolor");
    await shot(page, "art-studio-en-mobile", true);
    await page.goto("/library");
    await expect(page.getByTestId("library-work")).toHaveCount(1);
    await shot(page, "library-en-mobile");
    await page.evaluate(() => localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA"));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await shot(page, "library-ar-mobile");
  });

  test("the demo notice and what it understood, on a phone in English", async ({ page, baseURL }) => {
    await signUpNewUser(page, baseURL!, "phone-demo");
    await page.goto("/studio/storybook");
    await expect(page.getByTestId("demo-notice")).toContainText("Offline demo, not AI");
    await shot(page, "storybook-demo-en-mobile");
    await page.goto("/nano");
    await expect(page.getByTestId("demo-notice")).toContainText(
      "from the kind and colors it recognizes in your prompt",
    );
    await page.getByTestId("prompt-input").fill("red sneaker on a white background");
    await page.getByTestId("generate-button").click();
    await expect(page.getByTestId("demo-understood")).toHaveText(
      "Understood: product: shoe · color: red · background: white",
    );
    await shot(page, "nano-demo-en-mobile", true);
  });
});
