import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { cookieOf, objectOf, rawCall as call, refusal } from "./support/client";
import { me, signUp, uniqueEmail, usageOf } from "./support/users";
import { createDb } from "../../worker/platform/db/client";
import { ledgerBalance } from "../../worker/features/credits/service";
import { setUpAccount } from "../../worker/features/account/service";

const post = (path: string, body: unknown, cookie?: string) =>
  call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), cookie });

describe("accounts", () => {
  it("sign-up grants the 5-credit bonus once, as a ledger entry", async () => {
    const { cookie } = await signUp();
    const profile = await me(cookie);
    expect(profile.credits).toBe(5);
    expect(profile.isAdmin).toBe(false);
    const db = createDb(env.DB);
    // Running the set-up again (a retried hook) must not pay twice.
    await setUpAccount(db, { id: profile.user.id, email: profile.user.email }, env.BETTER_AUTH_SECRET);
    expect((await me(cookie)).credits).toBe(5);
    expect(await ledgerBalance(db, profile.user.id)).toBe(5);
    const usage = await { records: await usageOf(cookie) };
    expect(usage.records).toHaveLength(1);
    expect(usage.records[0]).toMatchObject({ actionType: "signup_bonus", creditsUsed: -5 });
  });

  it("ADMIN_EMAILS grants the admin role at sign-up", async () => {
    const { cookie } = await signUp("boss@example.com");
    expect((await me(cookie)).isAdmin).toBe(true);
  });

  it("rejects a duplicate email, a short password and a bad email with better-auth codes", async () => {
    const { email } = await signUp();
    const dup = await post("/api/auth/sign-up/email", { email, password: "secret123", name: "x" });
    expect(dup.status).toBe(422);
    expect(await objectOf(dup)).toMatchObject({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });
    const short = await post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "12345", name: "x" });
    expect(short.status).toBe(400);
    expect(await objectOf(short)).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const bad = await post("/api/auth/sign-up/email", { email: "not-an-email", password: "secret123", name: "x" });
    expect(bad.status).toBe(400);
  });

  it("signs in, rejects a wrong password, and signs out", async () => {
    const { email, password } = await signUp();
    const wrong = await post("/api/auth/sign-in/email", { email, password: "wrong-pass" });
    expect(wrong.status).toBe(401);
    expect(await objectOf(wrong)).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });

    const ok = await post("/api/auth/sign-in/email", { email, password, rememberMe: true });
    expect(ok.status).toBe(200);
    const cookie = cookieOf(ok);
    expect((await me(cookie)).user.email).toBe(email);

    const out = await post("/api/auth/sign-out", {}, cookie);
    expect(out.status).toBe(200);
    expect((await call("/api/me", { cookie })).status).toBe(401);
  });

  it("remember me keeps the cookie 7 days; without it the cookie ends with the browser", async () => {
    const { email, password } = await signUp();
    const remembered = await post("/api/auth/sign-in/email", { email, password, rememberMe: true });
    const session = remembered.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(session).toMatch(/Max-Age=604800/);
    const forgotten = await post("/api/auth/sign-in/email", { email, password, rememberMe: false });
    const browserSession = forgotten.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(browserSession).not.toMatch(/Max-Age/);
    expect(browserSession).toMatch(/HttpOnly/);
  });

  it("answers 401 with the JSON error shape when signed out", async () => {
    const res = await call("/api/me");
    expect(res.status).toBe(401);
    expect(await refusal(res)).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("platform", () => {
  it("health needs no session and carries the security headers", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("unknown API routes are JSON 404s", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect((await refusal(res)).code).toBe("NOT_FOUND");
  });
});
