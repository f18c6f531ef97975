// Referrals end to end, and the back office as an admin and as a normal user.
import { expect, test } from "@playwright/test";
import { confirmEmail, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

test("a friend registers through an invite link; the inviter sees the completed invitation and reward", async ({
  page,
  browser,
  baseURL,
}) => {
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
  const friendEmail = `friend-${Date.now()}@example.com`;
  await friendPage.getByLabel("邮箱").fill(friendEmail);
  await friendPage.getByLabel("密码").fill("secret123");
  await shot(friendPage, "auth-referral-zh");
  await friendPage.getByTestId("auth-submit").click();
  await expect(friendPage).toHaveURL(/\/nano$/);
  // Nothing is paid until the friend confirms their address.
  await expect(friendPage.getByTestId("balance-card")).toContainText("5");
  await page.reload();
  await expect(page.getByTestId("invitation-row")).toContainText("待完成");
  await confirmEmail(friendPage, friendEmail);
  await friendPage.reload();
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

test("an admin turns on invite-only, changes rewards, disables a style and records a recharge", async ({
  page,
  browser,
  baseURL,
}) => {
  // referrals-admin@example.com (its own, so no other spec has confirmed it) is in the e2e server's ADMIN_EMAILS (scripts/e2e.mjs).
  const adminEmail = "referrals-admin@example.com";
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email: adminEmail, password: "secret123", name: "admin" },
    headers: { origin: baseURL! },
  });
  expect([200, 422]).toContain(res.status());
  if (res.status() === 422)
    await page.request.post("/api/auth/sign-in/email", {
      data: { email: adminEmail, password: "secret123" },
      headers: { origin: baseURL! },
    });
  // The address in ADMIN_EMAILS gives the role only once it is confirmed.
  await page.goto("/dashboard");
  await expect(page.getByTestId("sidebar")).not.toContainText("管理后台");
  await confirmEmail(page, adminEmail);

  await page.goto("/dashboard");
  await page.getByTestId("sidebar").getByText("管理后台").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId("admin-stat-users")).toBeVisible();
  await shot(page, "admin-dashboard-zh");

  // Settings: invite-only on, new reward amounts.
  await page.getByTestId("admin-nav-settings").click();
  await expect(page.getByTestId("admin-settings")).toHaveAttribute("data-state", "editable");
  await page.getByTestId("settings-invite-only").check();
  await page.getByTestId("settings-inviter-reward").fill("20");
  // An empty reward is not saved as 0 behind the admin's back: it asks for a number (0 for none).
  await page.getByTestId("settings-invitee-reward").fill("");
  await expect(page.getByTestId("settings-invitee-reward-error")).toHaveText("请输入奖励积分（不奖励请填 0）");
  await expect(page.getByTestId("settings-save")).toBeDisabled();
  await page.getByTestId("settings-invitee-reward").fill("0");
  await page.getByTestId("settings-save").click();
  await expect(page.getByText("保存成功")).toBeVisible();
  await expect(page.getByTestId("settings-invitee-reward")).toHaveValue("0");
  await shot(page, "admin-settings-zh");

  // A visitor can no longer register without a code.
  const visitor = await browser.newContext({ locale: "zh-CN" });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/auth");
  await visitorPage.getByTestId("auth-toggle").click();
  await visitorPage.getByLabel("邮箱").fill(`blocked-${Date.now()}@example.com`);
  await visitorPage.getByLabel("密码").fill("secret123");
  await expect(visitorPage.getByTestId("auth-referral-message")).toHaveText("当前仅限邀请注册，请输入有效的邀请码");
  await expect(visitorPage.getByTestId("auth-submit")).toBeDisabled();
  await visitor.close();

  // Invite-only off again so other tests can register.
  await page.getByTestId("settings-invite-only").uncheck();
  await page.getByTestId("settings-save").click();
  await expect(page.getByText("保存成功").first()).toBeVisible();

  // Styles: disable cubism; the art studio stops offering it.
  await page.getByTestId("admin-nav-styles").click();
  await page.getByTestId("style-toggle-cubism").click();
  await expect(page.getByTestId("style-toggle-cubism")).not.toBeChecked();
  await shot(page, "admin-styles-zh");

  // Recharges: a manual order for this admin.
  await page.getByTestId("admin-nav-recharges").click();
  await page.getByTestId("recharge-email").fill(adminEmail);
  await page.getByTestId("recharge-amount").fill("29.9");
  await page.getByTestId("recharge-credits").fill("20");
  await page.getByTestId("recharge-submit").click();
  await expect(page.getByTestId("admin-recharge-row").first()).toContainText("29.90");
  await shot(page, "admin-recharges-zh");
  await page.getByTestId("admin-nav-dashboard").click();
  await expect(page.getByTestId("admin-stat-recharge")).toContainText("29.90");

  await page.getByTestId("admin-back").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/art-studio");
  await expect(page.getByTestId("style-select").locator("option")).toHaveCount(20);

  // Put the style back for the other tests.
  await page.goto("/admin/styles");
  await page.getByTestId("style-toggle-cubism").click();
  await expect(page.getByTestId("style-toggle-cubism")).toBeChecked();
});
