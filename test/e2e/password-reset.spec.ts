// "Forgot password" in a real browser against the real Worker, with mail kept in the dev outbox
// (scripts/e2e.mjs runs it with DEV_OUTBOX=1): ask for a link, open it from /dev/outbox, choose a
// new password, sign in with it; another device's session ends and the link works only once.
// Run in Chinese at desktop width, in English at phone width, and in Arabic (right to left) on a phone.
import { expect, test, type Browser } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { MailLocale } from "../../worker/platform/mail/mail-locale";
import { shot, signUpNewUser } from "./helpers";

/** The reset mail's subject in `locale`, as the Worker reads it (worker/texts/mail/reset.json). */
const resetMailSubject = (locale: string): string =>
  JSON.parse(readFileSync("worker/texts/mail/reset.json", "utf8"))[locale].subject;

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const CASES: { locale: MailLocale; device: "desktop" | "mobile" }[] = [
  { locale: "zh-CN", device: "desktop" },
  { locale: "en-US", device: "mobile" },
  { locale: "ar-SA", device: "mobile" },
];

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;

/** A second browser signed in as the same user, standing for another device. */
async function otherDevice(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: "secret123" },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return context;
}

for (const { locale, device } of CASES) {
  test.describe(`${locale} ${device}`, () => {
    test.use({ locale, viewport: device === "desktop" ? DESKTOP : PHONE });
    const tag = `${locale.slice(0, 2)}-${device}`;

    test("forgot password → link from the dev outbox → new password → sign in", async ({ page, browser, baseURL }) => {
      const t = messages(locale);
      const email = await signUpNewUser(page, baseURL!, "reset");
      const other = await otherDevice(browser, baseURL!, email);
      await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL! } });

      // Sign-in form → forgot password.
      await page.goto("/auth");
      await page.getByRole("link", { name: t.auth_forgot_link }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.auth_forgot_title);
      await page.getByLabel(t.auth_email).fill(email);
      await shot(page, `forgot-${tag}`);
      await page.getByTestId("forgot-submit").click();
      await expect(page.getByTestId("forgot-sent")).toContainText(email);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.auth_forgot_sent_title);
      await shot(page, `forgot-sent-${tag}`);

      // The mail, in the page's language, waits in the dev outbox (delivered just after the answer).
      await page.goto("/dev/outbox");
      // Sign-up's confirmation mail went to the same address first.
      const mail = page
        .getByTestId("outbox-mail")
        .filter({ hasText: email })
        .filter({ hasText: resetMailSubject(locale) });
      await expect(async () => {
        await page.getByTestId("outbox-refresh").click();
        await expect(mail).toHaveCount(1, { timeout: 1000 });
      }).toPass();
      await expect(mail.getByTestId("outbox-subject")).toHaveText(resetMailSubject(locale));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.dev_outbox_title);
      await shot(page, `outbox-${tag}`);
      await mail.getByText(t.dev_outbox_html).click();
      await mail.locator("iframe").scrollIntoViewIfNeeded();
      await expect(mail.locator("iframe").contentFrame().getByRole("link").first()).toBeVisible();
      await shot(page, `outbox-html-${tag}`);
      const link = mail.getByTestId("outbox-link");
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(new RegExp(`^${baseURL}/auth/reset-password\\?token=`));

      // The reset page: the two fields must match, then the new password is set.
      await link.click();
      await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.auth_reset_title);
      await page.getByLabel(t.auth_new_password, { exact: true }).fill("fresh-pass-1");
      await page.getByLabel(t.auth_confirm_password, { exact: true }).fill("fresh-pass-2");
      await page.getByTestId("reset-submit").click();
      await expect(page.getByText(t.auth_password_mismatch)).toBeVisible();
      await page.getByLabel(t.auth_confirm_password, { exact: true }).fill("fresh-pass-1");
      await shot(page, `reset-${tag}`);
      await page.getByTestId("reset-submit").click();
      await expect(page.getByText(t.auth_reset_success, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await shot(page, `reset-done-${tag}`);

      // Every other session ended; the new password signs in.
      expect((await other.request.get("/api/me")).status()).toBe(401);
      await other.close();
      await page.getByLabel(t.auth_email).fill(email);
      await page.getByLabel(t.auth_password, { exact: true }).fill("fresh-pass-1");
      await page.getByTestId("auth-submit").click();
      await expect(page).toHaveURL(/\/nano$/);

      // The link is spent: a clear message and a way to get a new one.
      await page.goto(href);
      await page.getByLabel(t.auth_new_password, { exact: true }).fill("another-pass");
      await page.getByLabel(t.auth_confirm_password, { exact: true }).fill("another-pass");
      await page.getByTestId("reset-submit").click();
      await expect(page.getByTestId("reset-invalid")).toContainText(t.auth_reset_invalid_title);
      await shot(page, `reset-invalid-${tag}`);
      await page.getByRole("link", { name: t.auth_reset_request_new }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    });
  });
}
