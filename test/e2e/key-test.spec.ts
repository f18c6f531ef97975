// Testing an AI key before it is saved, as an admin meets it (decision 30). This e2e run has no
// Gemini to ask (it runs offline), so a new key cannot be tested: the admin reads why under the
// field, is asked once more, saves it untested (the audit log says so), and removes it again.
// What a rejected key does is tested against the strict fakes in test/worker/provider-key-test.test.ts.
// It changes the Gemini key every creation would use: it runs alone (playwright.config.ts).
import { expect, test } from "@playwright/test";
import { adminPage } from "./helpers";

test("a key that cannot be tested is saved only after a second confirmation, and the audit log says so", async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!, "zh-CN", { width: 1280, height: 900 });
  await admin.goto("/admin/settings");
  await admin.getByTestId("settings-gemini-input").fill("AIza-e2e-untested-key-0001");
  await admin.getByTestId("settings-save").click();
  const dialog = admin.getByTestId("confirm-dialog");
  await expect(dialog).toContainText("不经测试直接保存？", { timeout: 30_000 });
  await expect(admin.getByTestId("settings-gemini-key-problem")).toContainText("未保存");
  await expect(admin.getByTestId("settings-gemini-hint")).toHaveText("未设置");
  await dialog.getByTestId("confirm-delete").click();
  await expect(admin.getByTestId("settings-gemini-hint")).toHaveText("AIz…0001", { timeout: 30_000 });
  const audit = await (await admin.request.get("/api/admin/audit?action=settings.key")).json();
  expect(audit.entries[0].details).toMatchObject({ geminiKey: "set", keyTest: { geminiKey: "saved-without-test" } });

  // Leave the deployment as it was: removing a key needs no test.
  await admin.getByTestId("settings-gemini-remove").click();
  await admin.getByTestId("settings-save").click();
  await expect(admin.getByTestId("settings-gemini-hint")).toHaveText("未设置");
});
