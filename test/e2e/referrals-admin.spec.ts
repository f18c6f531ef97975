// Referrals end to end, and the back office as an admin and as a normal user.
import { expect, test } from "@playwright/test";
import { shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

test("a friend registers through an invite link; the inviter sees the completed invitation and reward", async ({ page, browser, baseURL }) => {
  await signUpNewUser(page, baseURL!, "inviter");
  await page.goto("/referrals");
  const code = (await page.getByTestId("referral-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId("referral-link")).toHaveValue(`${baseURL}/auth?ref=${code}`);

  const friend = await browser.newContext({ locale: "zh-CN" });
  const friendPage = await friend.newPage();
  await friendPage.goto(`/auth?ref=${code.toLowerCase()}`);
  await expect(friendPage.getByTestId("auth-referral")).toHaveValue(code);
  await expect(friendPage.getByTestId("auth-referral")).toHaveAttribute("data-state", "valid");
  await expect(friendPage.getByTestId("auth-referral-message")).toHaveText("邀请码有效");
  await friendPage.getByLabel("邮箱").fill(`friend-${Date.now()}@example.com`);
  await friendPage.getByLabel("密码").fill("secret123");
  await shot(friendPage, "auth-referral-zh");
  await friendPage.getByTestId("auth-submit").click();
  await expect(friendPage).toHaveURL(/\/nano$/);
  await expect(friendPage.getByTestId("balance-card")).toContainText("10");
  await friend.close();

  await page.reload();
  await expect(page.getByTestId("referral-invites")).toHaveText("1");
  await expect(page.getByTestId("invitation-row")).toHaveCount(1);
  await expect(page.getByTestId("invitation-row")).toContainText("已完成");
  await expect(page.getByTestId("invitation-row")).toContainText("+10");
  await shot(page, "referrals-zh-desktop");
});

test("a non-admin typing an admin address lands on the landing page", async ({ page, baseURL }) => {
  await signUpNewUser(page, baseURL!, "plain");
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/dashboard$|\/$/);
  await expect(page.getByTestId("sidebar")).not.toContainText("管理后台");
});
