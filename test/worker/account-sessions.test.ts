// The account page's devices and password: list (device, IP, this device, never a token), revoke
// one or all others, only one's own; a changed password ends every other session.
import { describe, expect, it } from "vitest";
import { rawCall as call, clientFor, cookieOf, objectOf, ok, refusal } from "./support/client";
import { signUp } from "./support/users";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let ip = 10;
/** Signs in again as the same user from "another device" (its own user agent and address). */
async function signInFrom(email: string, password: string, userAgent: string) {
  const res = await call("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent, "cf-connecting-ip": `203.0.113.${ip++}` },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

const listSessions = async (cookie: string) => (await ok(clientFor(cookie).account.sessions.$get())).sessions;
const meStatus = async (cookie: string) => (await call("/api/me", { cookie })).status;

describe("sessions", () => {
  it("lists this device and the others, with device and address, and no token", async () => {
    const { email, password, cookie } = await signUp();
    const phone = await signInFrom(email, password, IPHONE_SAFARI);
    const laptop = await signInFrom(email, password, MAC_CHROME);
    const res = await clientFor(laptop).account.sessions.$get();
    const text = await res.clone().text();
    const { sessions } = await ok(res);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: "Chrome",
      os: "macOS",
      ipAddress: expect.stringMatching(/^203\.0\.113\./),
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.browser === "Safari")).toMatchObject({ os: "iOS", current: false });
    expect(Object.keys(sessions[0]).sort()).toEqual([
      "browser",
      "createdAt",
      "current",
      "id",
      "ipAddress",
      "lastActiveAt",
      "os",
    ]);
    // No session token in any form: neither the cookies' tokens nor a "token" field.
    for (const jar of [cookie, phone, laptop])
      expect(text).not.toContain(decodeURIComponent(jar.split("=")[1].split(".")[0]));
    expect(text).not.toContain("token");
  });

  it("revokes one other session: that device is signed out on its next request, this one is not", async () => {
    const { email, password, cookie } = await signUp();
    const other = await signInFrom(email, password, IPHONE_SAFARI);
    const target = (await listSessions(cookie)).find((s) => !s.current)!;
    const res = await call(`/api/account/sessions/${target.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(cookie)).toBe(200);
    expect(await listSessions(cookie)).toHaveLength(1);
    // Revoking it again: gone.
    expect((await call(`/api/account/sessions/${target.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("cannot revoke another user's session", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const bobSession = (await listSessions(bob.cookie))[0];
    const res = await call(`/api/account/sessions/${bobSession.id}`, { method: "DELETE", cookie: alice.cookie });
    expect(res.status).toBe(404);
    expect((await refusal(res)).code).toBe("NOT_FOUND");
    expect(await meStatus(bob.cookie)).toBe(200);
    expect((await listSessions(alice.cookie)).map((s) => s.id)).not.toContain(bobSession.id);
  });

  it("revokes all other sessions and keeps this one", async () => {
    const { email, password, cookie } = await signUp();
    const others = [await signInFrom(email, password, IPHONE_SAFARI), await signInFrom(email, password, MAC_CHROME)];
    const bystander = await signUp();
    const res = await call("/api/account/sessions/revoke-others", { method: "POST", cookie });
    expect(res.status).toBe(200);
    for (const jar of others) expect(await meStatus(jar)).toBe(401);
    expect(await meStatus(cookie)).toBe(200);
    expect(await meStatus(bystander.cookie)).toBe(200);
    expect(await listSessions(cookie)).toHaveLength(1);
  });
});

describe("change password", () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    call("/api/auth/change-password", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currentPassword, newPassword, revokeOtherSessions: true }),
    });

  it("ends every other session; this browser gets a fresh cookie; only the new password signs in", async () => {
    const { email, password, cookie } = await signUp();
    const other = await signInFrom(email, password, IPHONE_SAFARI);
    const res = await change(cookie, password, "brand-new-pass");
    expect(res.status).toBe(200);
    const fresh = cookieOf(res);
    expect(fresh).toContain("session_token=");
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(fresh)).toBe(200);
    expect(await listSessions(fresh)).toHaveLength(1);

    const signIn = (pw: string) =>
      call("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: pw }),
      });
    expect((await signIn(password)).status).toBe(401);
    expect((await signIn("brand-new-pass")).status).toBe(200);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const { email, password, cookie } = await signUp();
    const other = await signInFrom(email, password, MAC_CHROME);
    const res = await change(cookie, "not-my-password", "brand-new-pass");
    expect(res.status).toBe(400);
    expect(await objectOf(res)).toMatchObject({ code: "INVALID_PASSWORD" });
    expect(await meStatus(other)).toBe(200);
    expect(await meStatus(cookie)).toBe(200);
  });
});
