// The account page end to end: two browsers signed in as one user, revoking the other one,
// changing the password, deleting my data; plus screenshots in Chinese, English and Arabic.
import { expect, test, type Browser } from "@playwright/test";
import { atRest, shot, signUpNewUser, trackRequests } from "./helpers";

const PASSWORD = "secret123"; // signUpNewUser's
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A second browser signed in as the same user (as a phone, so the two rows differ). */
async function secondDevice(browser: Browser, baseURL: string, email: string, locale: string) {
  const context = await browser.newContext({ locale, userAgent: IPHONE });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return { context, page };
}

const signInStatus = async (browser: Browser, baseURL: string, email: string, password: string) => {
  const context = await browser.newContext();
  const res = await context.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: baseURL },
  });
  await context.close();
  return res.status();
};

test.describe("account page", () => {
  test.use({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });

  test("revoke the other device, change the password, delete my data", async ({ page, browser, baseURL }) => {
    const email = await signUpNewUser(page, baseURL!, "account");
    const phone = await secondDevice(browser, baseURL!, email, "zh-CN");
    await phone.page.goto("/dashboard");
    await expect(phone.page).toHaveURL(/\/dashboard$/);

    await page.goto("/dashboard");
    await page.getByTestId("sidebar").getByText("账户设置").click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);
    const rows = page.getByTestId("session-row");
    await expect(rows).toHaveCount(2);
    await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText("当前设备");
    await expect(page.locator('[data-testid="session-row"][data-current="false"]')).toContainText("iOS 上的 Safari");

    // Revoke the phone: its next request finds itself signed out.
    await page.getByTestId("revoke-session").click();
    await expect(page.getByText("该设备已退出登录")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await phone.page.goto("/credits");
    await expect(phone.page).toHaveURL(/\/auth\?redirect=/);
    await phone.context.close();

    // Change the password: wrong current one first, then right.
    const form = page.getByTestId("change-password-form");
    await form.getByLabel("当前密码").fill("not-my-password");
    await form.getByLabel("新密码", { exact: true }).fill("another-pass-1");
    await form.getByLabel("确认新密码").fill("another-pass-1");
    await page.getByTestId("change-password-submit").click();
    await expect(page.getByTestId("change-password-error")).toHaveText("当前密码不正确");
    await form.getByLabel("当前密码").fill(PASSWORD);
    await page.getByTestId("change-password-submit").click();
    await expect(page.getByText("密码已修改")).toBeVisible();
    await page.reload(); // this browser got a fresh session with the change
    await expect(page.getByTestId("account-email")).toHaveText(email);
    expect(await signInStatus(browser, baseURL!, email, PASSWORD)).toBe(401);

    // Delete my data: the email typed out and the (new) password.
    await page.getByTestId("delete-account").click();
    const dialog = page.getByTestId("delete-dialog");
    await expect(page.getByTestId("delete-confirm")).toBeDisabled();
    await dialog.getByTestId("delete-email").fill(email);
    await dialog.getByTestId("delete-password").fill("wrong-password");
    await page.getByTestId("delete-confirm").click();
    await expect(page.getByTestId("delete-error")).toHaveText("密码不正确");
    await dialog.getByTestId("delete-password").fill("another-pass-1");
    await shot(page, "account-delete-dialog-zh");
    await page.getByTestId("delete-confirm").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("你的账户和数据已删除")).toBeVisible();
    expect(await signInStatus(browser, baseURL!, email, "another-pass-1")).toBe(401);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth\?redirect=/);
  });
});

const VIEWS = [
  { locale: "zh-CN", device: "desktop", viewport: { width: 1280, height: 900 } },
  { locale: "zh-CN", device: "mobile", viewport: { width: 390, height: 844 } },
  { locale: "en-US", device: "desktop", viewport: { width: 1280, height: 900 } },
  { locale: "en-US", device: "mobile", viewport: { width: 390, height: 844 } },
  { locale: "ar-SA", device: "desktop", viewport: { width: 1280, height: 900 } },
];

// One user on two devices serves every view: the language is the app's choice, the size the window's.
test("the account page shows profile, password, devices and the danger zone in each language and size", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpNewUser(page, baseURL!, "acct-shot");
  const phone = await secondDevice(browser, baseURL!, email, "zh-CN");
  await page.goto("/auth/forgot-password");
  // The app stores the browser's language once its messages have loaded: after that, ours.
  await page.waitForFunction(() => localStorage.getItem("PARAGLIDE_LOCALE") !== null);
  for (const view of VIEWS) {
    await page.evaluate((locale) => localStorage.setItem("PARAGLIDE_LOCALE", locale), view.locale);
    await page.setViewportSize(view.viewport);
    await page.goto("/account");
    await expect(page.locator("html")).toHaveAttribute("lang", view.locale);
    await expect(page.getByTestId("session-row")).toHaveCount(2);
    await expect(page.getByTestId("account-danger")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", view.locale === "ar-SA" ? "rtl" : "ltr");
    await shot(page, `account-${view.locale}-${view.device}`, true);
  }
  await phone.context.close();
});

test("signing out from a signed-in page lands on the landing page, signed out", async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem("PARAGLIDE_LOCALE", "zh-CN"));
  await signUpNewUser(page, baseURL!, "signout");
  trackRequests(page);
  await page.goto("/credits");
  await page.getByTestId("sidebar").getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByText("已退出登录")).toBeVisible();
  // Where the browser comes to rest, not the instant it passes "/" (the guards redirect after a render).
  await atRest(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("hero-cta")).toBeVisible();
  await page.goto("/credits");
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});
