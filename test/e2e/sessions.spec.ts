// A session ended on another device reaches this tab at once: the server closes the tab's live
// socket (it belongs to the ended session) and the tab signs itself out, instead of showing a
// library that silently stopped updating.
import { expect, test } from "@playwright/test";
import { signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

test("'sign out all other devices' on the phone signs the laptop's open library out", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpNewUser(page, baseURL!, "two-devices");
  const socket = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/api/live"));
  await page.goto("/library");
  const live = await socket;
  await live.waitForEvent("framereceived"); // the server's hello: the socket is open
  const closed = live.waitForEvent("close");

  const phone = await browser.newContext({ locale: "zh-CN" });
  const phonePage = await phone.newPage();
  const signIn = await phonePage.request.post("/api/auth/sign-in/email", {
    data: { email, password: "secret123" },
    headers: { origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);
  const revoke = await phonePage.request.post("/api/account/sessions/revoke-others", {
    data: {},
    headers: { origin: baseURL! },
  });
  expect(revoke.status()).toBe(200);

  await closed;
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flibrary/, { timeout: 5000 });
  await phone.close();
});
