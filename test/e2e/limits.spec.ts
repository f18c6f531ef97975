// Abuse limits as a person meets them: after ten wrong passwords from one address the sign-in
// form says, in the page's language, how long to wait. Locally a client-sent cf-connecting-ip
// stands in for the address Cloudflare would set (loopback itself is never limited).
import { expect, test } from "@playwright/test";
import { shot } from "./helpers";

const cases = [
  { locale: "zh-CN", text: /操作太频繁了，请 \d+ 秒后再试/, viewport: { width: 1280, height: 800 } },
  {
    locale: "en-US",
    text: /Too many attempts\. Please try again in \d+ seconds/,
    viewport: { width: 390, height: 844 },
  },
];

for (const [i, c] of cases.entries()) {
  test(`sign-in attempts are limited per address (${c.locale})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      viewport: c.viewport,
      extraHTTPHeaders: { "cf-connecting-ip": `203.0.113.${10 + i}` },
    });
    const page = await context.newPage();
    await page.addInitScript((locale) => localStorage.setItem("PARAGLIDE_LOCALE", locale), c.locale);
    const email = `limited-${Date.now()}@example.com`;
    for (let n = 0; n < 10; n++) {
      const res = await page.request.post("/api/auth/sign-in/email", {
        data: { email, password: "wrong-password" },
        headers: { origin: baseURL! },
      });
      expect(res.status()).toBe(401);
    }
    await page.goto("/auth");
    await page.fill("#auth-email", email);
    await page.fill("#auth-password", "wrong-password");
    await page.getByTestId("auth-submit").click();
    await expect(page.getByTestId("auth-form-error")).toHaveText(c.text);
    await shot(page, `limits-sign-in-${c.locale}`);
    await context.close();
  });
}
