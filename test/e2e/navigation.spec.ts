// Guards, redirects, the 404 page and the mobile layout.
import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";

test.use({ locale: "zh-CN" });

test("a visitor is sent to /auth with the redirect, then back after signing in", async ({ page, request, baseURL }) => {
  const email = `guard-${Date.now()}@example.com`;
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: "guard" },
    headers: { origin: baseURL! },
  });
  expect(signUp.status()).toBe(200);
  await page.goto("/credits");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcredits/);
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("密码").fill("wrong-password");
  await page.getByTestId("auth-submit").click();
  // Said under the form and in a toast.
  await expect(page.getByTestId("auth-form-error")).toHaveText("邮箱或密码错误");
  await page.getByLabel("密码").fill("secret123");
  await page.getByTestId("auth-submit").click();
  await expect(page.getByText("登录成功")).toBeVisible();
  await expect(page).toHaveURL(/\/credits$/);
  // Signed in, the landing page replaces itself with the dashboard.
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Ctrl+B collapses the sidebar, and the choice survives a reload (7-day cookie).
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
  await page.reload();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
});

test("short passwords and bad emails are refused before any request", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("邮箱").fill("nobody");
  await page.getByLabel("密码").fill("123");
  await page.getByTestId("auth-submit").click();
  await expect(page.getByTestId("auth-email-error")).toHaveText("请输入有效的邮箱地址");
  await expect(page.locator("#auth-email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#auth-email")).toBeFocused();
  await expect(page.locator("#auth-email")).toHaveAccessibleDescription("请输入有效的邮箱地址");
  // Once the email is right, the password is the first wrong field: its error, its focus.
  await page.getByLabel("邮箱").fill("nobody@example.com");
  await page.getByTestId("auth-submit").click();
  await expect(page.locator("#auth-email")).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByTestId("auth-email-error")).toHaveCount(0);
  await expect(page.locator("#auth-password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#auth-password")).toBeFocused();
  await expect(page.getByTestId("auth-password-error")).toHaveText("密码至少需要 6 个字符");
  await expect(page.locator("#auth-password")).toHaveAccessibleDescription("密码至少需要 6 个字符");
  // The toast says it too (the spec's toasts stay).
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "密码至少需要 6 个字符" })).toBeVisible();
});

test("unknown routes show the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "en-US" });
  test("the sidebar is a drawer and the header shows the balance", async ({ page }) => {
    const email = `mobile-${Date.now()}@example.com`;
    await page.goto("/auth");
    await page.getByTestId("auth-toggle").click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret123");
    await page.getByTestId("auth-submit").click();
    await expect(page).toHaveURL(/\/nano$/);
    await expect(page.getByTestId("sidebar")).toHaveCount(0);
    mkdirSync("screenshots", { recursive: true });
    await page.screenshot({ path: "screenshots/nano-en-mobile.png", fullPage: true });
    await page.getByTestId("sidebar-toggle").click();
    await expect(page.getByTestId("sidebar-drawer")).toBeVisible();
    await page.screenshot({ path: "screenshots/drawer-en-mobile.png" });
    await page.getByTestId("sidebar-drawer").getByRole("link", { name: "Credits center" }).click();
    await expect(page.getByTestId("sidebar-drawer")).toHaveCount(0);
    await page.goto("/");
    await page.screenshot({ path: "screenshots/dashboard-en-mobile.png", fullPage: true });
  });
  test("landing in Chinese on a phone", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("PARAGLIDE_LOCALE", "zh-CN"));
    await page.goto("/");
    mkdirSync("screenshots", { recursive: true });
    await page.screenshot({ path: "screenshots/landing-zh-mobile.png", fullPage: true });
    await expect(page.getByTestId("hero-cta")).toHaveText(/立即开始生成/);
  });
});

test("pages carry the security headers and run under the CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const res = await page.goto("/auth");
  const headers = res!.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.getByTestId("auth-form")).toBeVisible();
  expect(violations).toEqual([]);
});
