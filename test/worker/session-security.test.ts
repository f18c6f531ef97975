// Sign-in and sessions as an attacker would try them (issue 10): one account guessed at from many
// addresses, a revoked session whose live socket stays open, another site opening a socket, a
// client asking a password change to keep the other sessions, tokens in JSON answers, an old
// reset link used after a newer one was sent, and bodies too large to parse.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  limitKeyFor,
  LONGEST_ACCOUNT_WINDOW_SECONDS,
  pruneAccountLimits,
  SIGN_IN_FAILURES,
} from "../../worker/platform/auth/account-limits";
import { liveStub, MAX_SOCKETS, SESSION_ENDED, TOO_MANY_SOCKETS } from "../../worker/platform/live/user-live";
import { rawCall as call, clientFor, cookieOf, objectOf, ok } from "./support/client";
import { linksMailedTo, me, signUp, uniqueEmail } from "./support/users";

const postJson = (
  path: string,
  body: unknown,
  init: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  call(path, {
    method: "POST",
    cookie: init.cookie,
    headers: {
      "content-type": "application/json",
      ...(init.ip ? { "cf-connecting-ip": init.ip } : {}),
      ...init.headers,
    },
    body: JSON.stringify(body),
  });

let ip = 1;
const freshIp = () => `203.0.113.${ip++}`;
const signIn = (email: string, password: string, from = freshIp()) =>
  postJson("/api/auth/sign-in/email", { email, password }, { ip: from });

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

async function openSocket(cookie: string, origin = "http://localhost") {
  const res = await call("/api/live", { cookie, headers: { upgrade: "websocket", origin } });
  if (res.status !== 101) return { status: res.status } as const;
  const socket = res.webSocket!;
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));
  socket.accept();
  return { status: 101, socket, closed } as const;
}

/** Resolves with the close code, or "open" if the socket is still open after `ms`. */
const closedWithin = (closed: Promise<number>, ms = 1000) =>
  Promise.race([closed, new Promise<"open">((r) => setTimeout(() => r("open"), ms))]);

describe("failed sign-ins per account", () => {
  it("locks the account after 10 failures from 10 addresses (429 + Retry-After, even with the right password); the owner gets in after the window", async () => {
    const user = await signUp();
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++)
      expect((await signIn(user.email, "wrong-password")).status).toBe(401);
    const locked = await signIn(` ${user.email.toUpperCase()} `, user.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await objectOf(locked)).toMatchObject({ code: "RATE_LIMITED" });

    // Another account is not affected.
    const other = await signUp();
    expect((await signIn(other.email, other.password)).status).toBe(200);

    // The window passes: the right password works again, and success starts the count afresh.
    const key = await limitKeyFor(env.BETTER_AUTH_SECRET, SIGN_IN_FAILURES, user.email);
    await env.DB.prepare("UPDATE account_limits SET window_started_at = window_started_at - ? WHERE key = ?")
      .bind(SIGN_IN_FAILURES.windowSeconds * 1000 + 1, key)
      .run();
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect(await env.DB.prepare("SELECT count FROM account_limits WHERE key = ?").bind(key).first()).toBeNull();
  });

  it("a locked owner gets back in at once through a mailed password reset (which also confirms the address)", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const user = await signUp(undefined, undefined, { verify: false });
    for (let i = 0; i <= SIGN_IN_FAILURES.max; i++) await signIn(user.email, "wrong-password");
    expect((await signIn(user.email, user.password)).status).toBe(429);
    expect((await postJson("/api/auth/request-password-reset", { email: user.email })).status).toBe(200);
    const link = await vi.waitFor(async () => {
      const found = (await linksMailedTo(user.email)).find((l) => l.includes("reset-password"));
      if (!found) throw new Error("no reset mail yet");
      return found;
    });
    expect(
      (
        await postJson("/api/auth/reset-password", {
          token: new URL(link).searchParams.get("token"),
          newPassword: "back-in-123",
        })
      ).status,
    ).toBe(200);
    const back = await signIn(user.email, "back-in-123");
    expect(back.status).toBe(200);
    expect((await me(cookieOf(back))).user.emailVerified).toBe(true);
  });

  it("a burst of parallel guesses gets no more than 10 tries (each is counted before it runs)", async () => {
    const user = await signUp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => signIn(user.email, "wrong-password")));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_FAILURES.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - SIGN_IN_FAILURES.max);
    const key = await limitKeyFor(env.BETTER_AUTH_SECRET, SIGN_IN_FAILURES, user.email);
    expect(await env.DB.prepare("SELECT count FROM account_limits WHERE key = ?").bind(key).first("count")).toBe(16);
  });
});

describe("per-account counters", () => {
  it("are dropped by the cron once their window has ended", async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO account_limits (key, count, window_started_at) VALUES ('old', 3, ?)").bind(
        now - LONGEST_ACCOUNT_WINDOW_SECONDS * 1000 - 1,
      ),
      env.DB.prepare("INSERT INTO account_limits (key, count, window_started_at) VALUES ('live', 3, ?)").bind(
        now - 1000,
      ),
    ]);
    expect(await pruneAccountLimits(env.DB, now)).toBeGreaterThanOrEqual(1);
    const keys = (
      await env.DB.prepare("SELECT key FROM account_limits WHERE key IN ('old', 'live')").all<{ key: string }>()
    ).results.map((r) => r.key);
    expect(keys).toEqual(["live"]);
  });
});

describe("live sockets belong to their session", () => {
  it("signing out closes that session's socket within a second; another device's socket stays", async () => {
    const user = await signUp();
    const laptop = user.cookie;
    const phone = cookieOf(await signIn(user.email, user.password));
    const [a, b] = [await openSocket(laptop), await openSocket(phone)];
    expect(a.status).toBe(101);
    expect(b.status).toBe(101);
    expect((await postJson("/api/auth/sign-out", {}, { cookie: laptop })).status).toBe(200);
    expect(await closedWithin(a.closed!)).toBe(SESSION_ENDED);
    expect(await closedWithin(b.closed!, 200)).toBe("open");
    b.socket!.close();
  });

  it("revoking a device, 'sign out all others', a password change and account deletion close the sockets they end", async () => {
    const user = await signUp();
    const { user: profile } = await me(user.cookie);
    const second = cookieOf(await signIn(user.email, user.password));
    const third = cookieOf(await signIn(user.email, user.password));

    // One device, by session id from the account page.
    const { sessions } = await ok(clientFor(user.cookie).account.sessions.$get());
    const secondSocket = await openSocket(second);
    const secondId = (await ok(clientFor(second).account.sessions.$get())).sessions.find((s) => s.current)!.id;
    expect(sessions.some((s) => s.id === secondId)).toBe(true);
    expect((await call(`/api/account/sessions/${secondId}`, { method: "DELETE", cookie: user.cookie })).status).toBe(
      200,
    );
    expect(await closedWithin(secondSocket.closed!)).toBe(SESSION_ENDED);

    // All others.
    const thirdSocket = await openSocket(third);
    const mine = await openSocket(user.cookie);
    expect((await postJson("/api/account/sessions/revoke-others", {}, { cookie: user.cookie })).status).toBe(200);
    expect(await closedWithin(thirdSocket.closed!)).toBe(SESSION_ENDED);
    expect(await closedWithin(mine.closed!, 200)).toBe("open");

    // A password change, even when the client asks to keep the other sessions.
    const fourth = cookieOf(await signIn(user.email, user.password));
    const fourthSocket = await openSocket(fourth);
    const changed = await postJson(
      "/api/auth/change-password",
      { currentPassword: user.password, newPassword: "another-secret", revokeOtherSessions: false },
      { cookie: user.cookie },
    );
    expect(changed.status).toBe(200);
    expect(keysOf(await changed.json())).not.toContain("token");
    expect(await closedWithin(fourthSocket.closed!)).toBe(SESSION_ENDED);
    expect((await call("/api/me", { cookie: fourth })).status).toBe(401);
    const current = cookieOf(changed) || user.cookie;
    expect((await call("/api/me", { cookie: current })).status).toBe(200);
    mine.socket!.close();

    // Account deletion ends every socket.
    const last = await openSocket(current);
    expect((await postJson("/api/account/delete", { password: "another-secret" }, { cookie: current })).status).toBe(
      200,
    );
    expect(await closedWithin(last.closed!)).toBe(SESSION_ENDED);
    expect(await liveStub(env, profile.id).openSockets()).toBe(0);
  });

  it("refuses another site's page and a handshake without Origin (403), and keeps at most 10 sockets per user", async () => {
    const user = await signUp();
    expect((await openSocket(user.cookie, "https://evil.example")).status).toBe(403);
    const noOrigin = await call("/api/live", { cookie: user.cookie, headers: { upgrade: "websocket", origin: "" } });
    expect(noOrigin.status).toBe(403);

    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS + 1; i++) sockets.push(await openSocket(user.cookie));
    expect(await closedWithin(sockets[0].closed!)).toBe(TOO_MANY_SOCKETS);
    const { user: profile } = await me(user.cookie);
    await vi.waitFor(async () => expect(await liveStub(env, profile.id).openSockets()).toBe(MAX_SOCKETS));
    for (const s of sockets.slice(1)) s.socket!.close();
  });
});

describe("session tokens stay on the server", () => {
  it("sign-up, sign-in, get-session and list-sessions answer without any token", async () => {
    const email = uniqueEmail("tokens");
    const up = await postJson("/api/auth/sign-up/email", { email, password: "secret123", name: "t" });
    expect(up.status).toBe(200);
    const upBody = await objectOf(up);
    expect(upBody).toMatchObject({ user: { email } });
    expect(keysOf(upBody)).not.toContain("token");
    const cookie = cookieOf(up);
    const inBody = await objectOf(signIn(email, "secret123"));
    expect(inBody).toMatchObject({ user: { email } });
    expect(keysOf(inBody)).not.toContain("token");
    const session = await objectOf(call("/api/auth/get-session", { cookie }));
    expect(session).toMatchObject({ session: { id: expect.any(String) } });
    expect(keysOf(session)).not.toContain("token");
    const list: unknown = await (await call("/api/auth/list-sessions", { cookie })).json();
    expect(list).toHaveLength(2);
    expect(keysOf(list)).not.toContain("token");
    // The cookie still carries the session.
    expect((await call("/api/me", { cookie })).status).toBe(200);
  });
});

describe("password-reset links", () => {
  it("asking for a new link retires the earlier one; using it closes every open socket", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const user = await signUp();
    const tab = await openSocket(user.cookie);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect((await postJson("/api/auth/request-password-reset", { email: user.email })).status).toBe(200);
      const { mails } = await ok(clientFor().dev.outbox.$get());
      const link = await vi.waitFor(() => {
        const found = mails
          .flatMap((m) => (m.to === user.email ? m.links : []))
          .find((l) => l.includes("reset-password") && !tokens.some((t) => l.includes(t)));
        if (!found) throw new Error("no new reset mail yet");
        return found;
      });
      tokens.push(new URL(link).searchParams.get("token")!);
    }
    const first = await postJson("/api/auth/reset-password", { token: tokens[0], newPassword: "new-secret-1" });
    expect(first.status).toBe(400);
    expect(await objectOf(first)).toMatchObject({ code: "INVALID_TOKEN" });
    expect(await closedWithin(tab.closed!, 100)).toBe("open");
    expect((await postJson("/api/auth/reset-password", { token: tokens[1], newPassword: "new-secret-2" })).status).toBe(
      200,
    );
    expect(await closedWithin(tab.closed!)).toBe(SESSION_ENDED);
    expect((await signIn(user.email, "new-secret-2")).status).toBe(200);
  });
});

describe("auth request bodies", () => {
  it("refuses more than 64 KB with 413 while reading, whatever Content-Length says", async () => {
    const big = JSON.stringify({
      email: uniqueEmail("big"),
      password: "secret123",
      name: "x",
      padding: "y".repeat(70_000),
    });
    const res = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await objectOf(res)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
    });
    expect(chunked.status).toBe(413);
  });

  it("takes only JSON: a urlencoded or multipart sign-in (which would dodge the per-account count) is 415", async () => {
    const user = await signUp();
    const form = new URLSearchParams({ email: user.email, password: "wrong-password" });
    const urlencoded = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(urlencoded.status).toBe(415);
    expect(await objectOf(urlencoded)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    const multipart = new FormData();
    multipart.set("email", user.email);
    multipart.set("password", user.password);
    expect((await call("/api/auth/sign-in/email", { method: "POST", body: multipart })).status).toBe(415);
    // A body-less sign-out is fine.
    expect((await call("/api/auth/sign-out", { method: "POST", cookie: user.cookie })).status).toBe(200);
  });
});
