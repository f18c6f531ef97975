// The one-query session read behind every user route: it must accept exactly what better-auth
// accepts — a correctly signed cookie for a live session — and refuse forged, revoked and
// expired ones; a session due for its daily refresh goes through better-auth, which extends it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { cookieOf, rawCall as call } from "./support/client";
import { signUp, uniqueEmail } from "./support/users";

const app = createApp();

/** The session token inside a cookie jar's signed session cookie. */
const tokenOf = (jar: string) => {
  const pair = jar.split("; ").find((c) => c.includes("session_token="))!;
  return decodeURIComponent(pair.split("=")[1]).split(".")[0];
};
const meStatus = async (cookie: string) => (await call("/api/me", { cookie })).status;

describe("reading the session cookie", () => {
  it("accepts a signed cookie and refuses a forged or altered one", async () => {
    const { cookie } = await signUp();
    expect(await meStatus(cookie)).toBe(200);
    const [name, value] = cookie.split("=");
    const [token, signature] = decodeURIComponent(value).split(".");
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await meStatus(forged)).toBe(401);
    const otherToken = `${name}=${encodeURIComponent(`${token.slice(0, -1)}x.${signature}`)}`;
    expect(await meStatus(otherToken)).toBe(401);
    expect(await meStatus(`${name}=${token}`)).toBe(401);
    expect(await meStatus(`${name}=%E0%A4%A`)).toBe(401);
    expect(await meStatus(`not-${name}=${value}`)).toBe(401);
  });

  it("refuses a session deleted on the server (signed out elsewhere) and an expired one", async () => {
    const a = await signUp();
    await env.DB.prepare("DELETE FROM session WHERE token = ?").bind(tokenOf(a.cookie)).run();
    expect(await meStatus(a.cookie)).toBe(401);
    const b = await signUp();
    await env.DB.prepare("UPDATE session SET expires_at = ? WHERE token = ?")
      .bind(Date.now() - 1000, tokenOf(b.cookie))
      .run();
    expect(await meStatus(b.cookie)).toBe(401);
  });

  it("lets better-auth extend a session used a day after its last refresh", async () => {
    const { cookie } = await signUp();
    const twoDaysOld = Date.now() + 5 * 86_400_000;
    await env.DB.prepare("UPDATE session SET expires_at = ? WHERE token = ?").bind(twoDaysOld, tokenOf(cookie)).run();
    const res = await call("/api/me", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ credits: 5, isAdmin: false });
    const row = await env.DB.prepare("SELECT expires_at FROM session WHERE token = ?")
      .bind(tokenOf(cookie))
      .first<{ expires_at: number }>();
    expect(row!.expires_at).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    // The browser's cookie is renewed too (7 days again), or it would expire with the old date.
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(renewed).toMatch(/Max-Age=604800/i);
    // Any signed-in route passes it on, not only /api/me.
    await env.DB.prepare("UPDATE session SET expires_at = ? WHERE token = ?").bind(twoDaysOld, tokenOf(cookie)).run();
    const other = await call("/api/credits/usage", { cookie });
    expect(other.status).toBe(200);
    expect(other.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(true);
  });

  it("a session without 'remember me' is read in one query and never extended", async () => {
    const { email, password } = await signUp();
    const res = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, rememberMe: false }),
    });
    const cookie = cookieOf(res);
    expect(cookie).toContain("dont_remember=");
    const before = await env.DB.prepare("SELECT expires_at FROM session WHERE token = ?")
      .bind(tokenOf(cookie))
      .first<{ expires_at: number }>();
    const me = await call("/api/me", { cookie });
    expect(me.status).toBe(200);
    // No renewed session cookie (the D1 bookmark cookie, worker/platform/db/session.ts, is another matter).
    expect(me.headers.getSetCookie().filter((c) => !c.startsWith("d1_bookmark="))).toEqual([]);
    const after = await env.DB.prepare("SELECT expires_at FROM session WHERE token = ?")
      .bind(tokenOf(cookie))
      .first<{ expires_at: number }>();
    expect(after).toEqual(before);
  });

  it("over https reads only the __Secure- cookie, so a plain one tossed in from elsewhere is ignored", async () => {
    const overHttps = { ...env, BETTER_AUTH_URL: "" };
    const fetchHttps = (path: string, init: RequestInit) =>
      app.fetch(new Request(`https://localhost${path}`, init), overHttps);
    const res = await fetchHttps("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://localhost" },
      body: JSON.stringify({ email: uniqueEmail("https"), password: "secret123", name: "s" }),
    });
    const cookie = cookieOf(res);
    expect(cookie.startsWith("__Secure-better-auth.session_token=")).toBe(true);
    expect((await fetchHttps("/api/me", { headers: { cookie } })).status).toBe(200);
    expect((await fetchHttps("/api/me", { headers: { cookie: cookie.replace("__Secure-", "") } })).status).toBe(401);
  });
});
