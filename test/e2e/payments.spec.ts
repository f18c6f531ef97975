// Buying credits in a real browser (issue 16). The main Worker has no Stripe keys: the packages
// say "coming soon", as the spec ships. The payments Worker (E2E_PAYMENTS_URL, started by
// scripts/e2e.mjs) sells them through the Stripe fake: a new user buys the advanced package on
// the fake's hosted page, comes back to /credits, and sees 20 credits arrive (granted by the
// fake's signed webhook, not by the return) and the order; an admin sees it among the recharges.
import { expect, test, type Page } from "@playwright/test";
import { shot, signInAdmin, signUpNewUser } from "./helpers";

const paymentsURL = process.env.E2E_PAYMENTS_URL ?? "";

async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
}

test("without Stripe keys the packages say coming soon and cannot be bought", async ({ page, baseURL }) => {
  await useLocale(page, "zh-CN");
  await signUpNewUser(page, baseURL!, "nopay");
  await page.goto("/credits");
  const cards = page.getByTestId("credits-package");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card.getByRole("button", { name: "即将推出" })).toBeDisabled();
  await expect(page.getByTestId("credits-package-buy")).toHaveCount(0);
  await expect(page.getByTestId("credits-payment-methods")).toHaveCount(0);
});

test.describe("with Stripe configured", () => {
  test.skip(!paymentsURL, "scripts/e2e.mjs starts the payments Worker");
  test.use({ baseURL: paymentsURL });

  test("a new user buys the advanced package by card and sees 20 credits and the order", async ({ page }) => {
    await useLocale(page, "zh-CN");
    await signUpNewUser(page, paymentsURL, "buyer");
    await page.goto("/credits");
    await expect(page.getByTestId("credits-balance")).toHaveText("5");
    await expect(page.getByTestId("credits-payment-methods")).toHaveText(
      "支持银行卡、支付宝和微信支付付款，以人民币结算",
    );
    await shot(page, "credits-buy-zh");

    const advanced = page.locator('[data-testid="credits-package"][data-package-id="advanced"]');
    await advanced.getByTestId("credits-package-buy").click();
    // Stripe's (fake) hosted page, then back.
    await expect(page).toHaveTitle(/Stripe test checkout/);
    await expect(page.getByText(/Atelier 积分 × 20/)).toBeVisible();
    await page.getByRole("button", { name: "Pay by card" }).click();

    await expect(page).toHaveURL(/\/credits\?payment=success&order=R\d{8}[A-Z0-9]{6}$/);
    await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "credited");
    await expect(page.getByTestId("payment-return")).toContainText("支付成功，20 积分已到账");
    await expect(page.getByTestId("credits-balance")).toHaveText("25");
    const order = page.getByTestId("order-row");
    await expect(order).toHaveCount(1);
    await expect(order).toContainText("29.90");
    await expect(order.getByTestId("recharge-status")).toHaveText("已完成");
    await expect(page.getByTestId("usage-row").first()).toContainText("充值");
    await shot(page, "credits-bought-zh");

    // Going back to the success address again grants nothing more.
    await page.reload();
    await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "credited");
    await expect(page.getByTestId("credits-balance")).toHaveText("25");
  });

  test("cancelling on Stripe's page charges nothing and says so, in English at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, "en-US");
    await signUpNewUser(page, paymentsURL, "canceller");
    await page.goto("/credits");
    await page
      .locator('[data-testid="credits-package"][data-package-id="starter"]')
      .getByTestId("credits-package-buy")
      .click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/credits\?payment=cancelled/);
    await expect(page.getByTestId("payment-return")).toContainText("Payment cancelled. You were not charged.");
    await expect(page.getByTestId("credits-balance")).toHaveText("5");
    // The session was expired at Stripe: the order shows as ended, not as waiting.
    await expect(page.getByTestId("order-row").getByTestId("recharge-status")).toHaveAttribute("data-status", "failed");
    await shot(page, "credits-cancelled-en-390");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test("in Arabic at 390 px: right to left, buying by WeChat Pay, no sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, "ar-SA");
    await signUpNewUser(page, paymentsURL, "arabic-buyer");
    await page.goto("/credits");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page
      .locator('[data-testid="credits-package"][data-package-id="starter"]')
      .getByTestId("credits-package-buy")
      .click();
    await page.getByRole("button", { name: "Pay with WeChat Pay" }).click();
    await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "credited");
    await expect(page.getByTestId("credits-balance")).toHaveText("10");
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "credits-bought-ar-390", true);
  });

  test("the admin sees the Stripe order beside the manual ones", async ({ page }) => {
    await useLocale(page, "zh-CN");
    const buyer = await signUpNewUser(page, paymentsURL, "seen-buyer");
    await page.goto("/credits");
    await page
      .locator('[data-testid="credits-package"][data-package-id="professional"]')
      .getByTestId("credits-package-buy")
      .click();
    await page.getByRole("button", { name: "Pay with Alipay" }).click();
    await expect(page.getByTestId("credits-balance")).toHaveText("55");
    const orderId = new URL(page.url()).searchParams.get("order")!;

    // Admin addresses are fixed by ADMIN_EMAILS: the suite's admin signs in on this Worker.
    await page.context().clearCookies();
    await signInAdmin(page, paymentsURL);
    await page.goto("/admin/recharges");
    const row = page.locator(`[data-testid="admin-recharge-row"][data-order-id="${orderId}"]`);
    await expect(row).toContainText("在线支付");
    await expect(row).toContainText("支付宝");
    await expect(row).toContainText("59.90");
    await expect(row.getByTestId("recharge-status")).toHaveText("已完成");
    await expect(row).toContainText(buyer.split("@")[0].slice(0, 8));
    await shot(page, "admin-recharges-stripe-zh");
  });
});
