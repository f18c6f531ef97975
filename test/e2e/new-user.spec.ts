// A new user's first visit, in a real browser against the real Worker (built-in engine).
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import { productPng } from "./png";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

const shot = async (page: Page, name: string, fullPage = false) => {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
};

test("register in Chinese, generate with a reference, refine, download, see the credits spent", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AI 商品海报");
  await shot(page, "landing-zh-desktop", true);
  await page.getByRole("link", { name: "注册" }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("密码").fill("secret123");
  await shot(page, "auth-register-zh");
  await page.getByTestId("auth-submit").click();
  await expect(page.getByText("注册成功")).toBeVisible();
  await expect(page.getByText("欢迎加入！已到账积分：5")).toBeVisible();
  await expect(page).toHaveURL(/\/nano$/);
  await expect(page.getByTestId("balance-card")).toContainText("5");
  await expect(page.getByTestId("empty-state")).toContainText("等待生成");

  // Unconfirmed: a banner says so, and generating is refused until the address is confirmed.
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText("请验证您的邮箱");
  await expect(banner).toContainText(email);
  await page.getByTestId("prompt-input").fill("一双红色运动鞋");
  await page.getByTestId("generate-button").click();
  await expect(page.getByText("请先验证邮箱")).toBeVisible();
  await expect(page.getByTestId("balance-card")).toContainText("5");
  await shot(page, "nano-unverified-zh-desktop");
  await banner.getByTestId("verify-resend").click();
  await expect(page.getByText("验证邮件已发送")).toBeVisible();

  // The mail waits in the local dev outbox (the banner links to it); its link confirms the
  // address, signs in and lands on the site root, which moves on to the dashboard.
  await expect(banner.getByTestId("verify-outbox-link")).toHaveAttribute("href", "/dev/outbox");
  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
  await expect(mail.getByTestId("outbox-subject")).toHaveText("请验证您的 Atelier 邮箱");
  await shot(page, "outbox-verify-zh");
  await mail.getByTestId("outbox-link").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("邮箱已验证")).toBeVisible();
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  await page.goto("/nano");

  // Generate with one reference image.
  await page.getByTestId("prompt-input").fill("一瓶玫瑰香水放在粉色大理石上，夏日海边");
  await page
    .getByTestId("reference-input")
    .setInputFiles({ name: "bottle.png", mimeType: "image/png", buffer: productPng(96, 128, [200, 30, 120]) });
  await expect(page.getByTestId("reference-thumb")).toHaveCount(1);
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  await expect(page.getByText("生成成功")).toBeVisible();
  await expect(page.getByTestId("generation-count")).toHaveText("已生成 1 次");
  await expect(page.getByTestId("balance-card")).toContainText("4");
  const firstWork = await page.getByTestId("result-image").getAttribute("data-work-id");

  // Refine by conversation (Enter submits).
  await page.getByTestId("refine-input").fill("更亮一些，然后裁剪成正方形");
  await page.getByTestId("refine-input").press("Enter");
  await expect(page.getByText("优化成功")).toBeVisible();
  await expect(page.getByTestId("result-image")).not.toHaveAttribute("data-work-id", firstWork!);
  await expect(page.getByTestId("conversation").locator("img")).toHaveCount(2);
  await expect(page.getByTestId("balance-card")).toContainText("3");
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="result-image"]');
    return img?.complete && img.naturalWidth > 0;
  });
  await shot(page, "nano-zh-desktop");
  await page.getByTestId("result-image").locator("..").screenshot({ path: "screenshots/nano-zh-result.png" });

  // Download the current version.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-result").click()]);
  expect(download.suggestedFilename()).toMatch(/^product-\d+\.png$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  await expect(page.getByText("下载成功")).toBeVisible();

  // The credits page shows 5 → 3 with the two usage rows.
  await page.getByRole("link", { name: "积分中心" }).first().click();
  await expect(page.getByTestId("credits-balance")).toHaveText("3");
  const rows = page.getByTestId("usage-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("优化图片");
  await expect(rows.nth(0)).toContainText("-1");
  await expect(rows.nth(1)).toContainText("生成图片");
  await expect(rows.nth(1)).toContainText("-1");
  await expect(rows.nth(2)).toContainText("注册奖励");
  await expect(rows.nth(2)).toContainText("+5");
  await shot(page, "credits-zh-desktop");

  // Switching language changes the UI; Arabic is right to left.
  await page.getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Credits center" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await shot(page, "credits-en-desktop");
  await page.getByTestId("language-switcher").click();
  await page.getByRole("menuitemradio", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Credits center");
  await shot(page, "credits-ar-desktop");
  await page.goto("/nano");
  await shot(page, "nano-ar-desktop");
  await page.goto("/dashboard");
  // The generation and its refinement are one creation (its versions inside).
  await expect(page.getByTestId("recent-work")).toHaveCount(1);
  await shot(page, "dashboard-ar-desktop");
});
