// The screenshots of the README and docs/features.md (docs/screenshots/*.jpg), taken from the running app the way a user
// sees it: `README_SHOTS=1 npm run test:e2e -- test/e2e/readme-shots.spec.ts`. Skipped otherwise,
// so the suite does not rewrite committed files.
import { expect, test, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { atRest, confirmEmail, grantCredits, signUpNewUser, trackRequests } from "./helpers";

test.skip(!process.env.README_SHOTS, "set README_SHOTS=1 to refresh the README's screenshots");
test.describe.configure({ timeout: 240_000 });

const save = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.jpg`, type: "jpeg", quality: 72 });

async function inLanguage(page: Page, locale: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
  await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
}

test("README screenshots", async ({ page, baseURL }) => {
  trackRequests(page);
  await page.goto("/");
  await inLanguage(page, "zh-CN", 1280);
  await page.reload();
  await atRest(page);
  await save(page, "landing-zh-CN");

  const email = await signUpNewUser(page, baseURL!, "readme");
  await grantCredits(baseURL!, email, 20);
  await page.goto("/nano");
  await page.getByTestId("prompt-input").fill("白色背景上的红色运动鞋");
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  await page.getByTestId("refine-input").fill("更亮一些");
  await page.getByTestId("refine-input").press("Enter");
  await expect(page.getByTestId("conversation").locator("img")).toHaveCount(2);
  await atRest(page);
  await save(page, "nano-zh-CN");

  await page.goto("/studio/storybook");
  await page.getByTestId("story-idea").fill("一只想摘星星的小狐狸");
  await page.getByTestId("story-submit").click();
  await expect(page.getByTestId("library-work")).toHaveCount(2, { timeout: 120_000 });
  await inLanguage(page, "en-US", 390);
  await page.reload();
  await expect(page.getByTestId("library-work")).toHaveCount(2);
  await atRest(page);
  await save(page, "library-en-US-390");

  await inLanguage(page, "ar-SA", 390);
  await page.goto("/credits");
  await atRest(page);
  await save(page, "credits-ar-SA-390");

  // A Thai storybook page as its PDF holds it (written by storybook-pdf.spec.ts), shown smaller.
  const sheet = "screenshots/book-pdf-th-TH-page-1.jpg";
  if (existsSync(sheet)) {
    await page.setViewportSize({ width: 600, height: 650 });
    await page.setContent(
      `<body style="margin:0"><img style="width:600px;display:block" src="data:image/jpeg;base64,${readFileSync(sheet).toString("base64")}"></body>`,
    );
    await save(page, "storybook-pdf-th-TH");
  }
});

test("README screenshot: admin dashboard", async ({ page, baseURL }) => {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email: "admin@example.com", password: "secret123", name: "admin" },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  await confirmEmail(page, "admin@example.com");
  trackRequests(page);
  await page.goto("/");
  await inLanguage(page, "zh-CN", 1280);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("admin-stat-users")).toBeVisible();
  await atRest(page);
  await save(page, "admin-dashboard-zh-CN");
});
