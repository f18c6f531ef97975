// Issue 25, holes 3 and 4 in a real browser: the account page says, before the user confirms, that
// a password change deletes the API tokens too; and the owner of an address a stranger signed up
// with opens the confirmation link on their own device, lands on "choose your password", the
// stranger's session ends, and the owner signs in with their own password.
// zh-CN at desktop width and ar-SA (right to left) at 390 px: the flow does not depend on either,
// the words and the layout do (four combinations ran the same flow twice over, 97 s of CI).
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { confirmationLink, expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
const CASES = [
  { locale: "zh-CN", device: "desktop", viewport: { width: 1280, height: 860 } },
  { locale: "ar-SA", device: "390", viewport: { width: 390, height: 844 } },
];

for (const { locale, device, viewport } of CASES) {
  test.describe(`${locale} ${device}`, () => {
    test.use({ locale, viewport });
    const tag = `${locale}-${device}`;

    test("the password section says the API tokens go too, before the change", async ({ page, baseURL }) => {
      const t = messages(locale);
      await page.addInitScript((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
      await signUpNewUser(page, baseURL!, "tokens-note");
      await page.goto("/account");
      const form = page.getByTestId("change-password-form");
      await expect(form.getByTestId("change-password-tokens-note")).toHaveText(t.account_password_tokens_note);
      await form.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await form.screenshot({ path: `screenshots/password-tokens-note-${tag}.png` });
    });

    test("the address's owner confirms from their own device, the stranger is out, the owner chooses the password", async ({
      page,
      browser,
      baseURL,
    }) => {
      const t = messages(locale);
      // The stranger signs up with the owner's address and stays signed in.
      const email = await signUpNewUser(page, baseURL!, "squatted", { verify: false });
      expect((await page.request.get("/api/me")).status()).toBe(200);

      // The owner opens the mailed link on another device.
      const owner = await browser.newContext({ baseURL, locale, viewport });
      await owner.addInitScript((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
      const ownerPage = await owner.newPage();
      await ownerPage.goto(await confirmationLink(page, email));
      await expect(ownerPage).toHaveURL(/\/auth\/reset-password\?token=[^&]+&confirmed=1$/);
      await expect(ownerPage.getByRole("heading", { level: 1 })).toHaveText(t.auth_owner_password_title);
      await expect(ownerPage.getByText(t.auth_owner_password_subtitle)).toBeVisible();
      await expectNoSidewaysScroll(ownerPage);
      await shot(ownerPage, `owner-password-${tag}`);

      // The stranger's session has ended, and their password no longer signs in.
      expect((await page.request.get("/api/me")).status()).toBe(401);
      const strangerSignIn = await page.request.post("/api/auth/sign-in/email", {
        data: { email, password: "secret123" },
        headers: { origin: baseURL! },
      });
      expect(strangerSignIn.status()).toBe(401);

      // The owner chooses a password and signs in with it.
      await ownerPage.getByLabel(t.auth_new_password, { exact: true }).fill("owners-own-1");
      await ownerPage.getByLabel(t.auth_confirm_password, { exact: true }).fill("owners-own-1");
      // The button says what it does: the owner sets a password, nothing is being "reset".
      await expect(ownerPage.getByTestId("reset-submit")).toHaveText(t.auth_owner_password_submit);
      await ownerPage.getByTestId("reset-submit").click();
      await expect(ownerPage).toHaveURL(/\/auth$/);
      await ownerPage.getByLabel(t.auth_email).fill(email);
      await ownerPage.getByLabel(t.auth_password, { exact: true }).fill("owners-own-1");
      await ownerPage.getByTestId("auth-submit").click();
      await expect(ownerPage).toHaveURL(/\/nano$/);
      await expect(ownerPage.getByTestId("verify-email-banner")).toHaveCount(0);
      await shot(ownerPage, `owner-signed-in-${tag}`);
      await owner.close();
    });
  });
}
