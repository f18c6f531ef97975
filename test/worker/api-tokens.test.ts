// Personal API tokens (issue 15): created, listed and revoked on the account routes with a
// session; the secret is answered once and stored only as its SHA-256; a script holding the token
// (`Authorization: Bearer`, no cookie, no Origin) calls the creation routes as its user — charged
// by the same ledger, replayed by the same Idempotency-Key — and nothing else: not the token
// routes, not the account, not /api/admin, whoever owns it. Revoked or unknown tokens are refused
// at once; each token has its own rate limit; deleting the account takes the tokens along.
import { env, exports } from "cloudflare:workers";
import { hc } from "hono/client";
import { describe, expect, it } from "vitest";
import { API_TOKEN_NAME_MAX, API_TOKEN_REQUESTS_PER_MINUTE, API_TOKENS_PER_USER } from "../../shared/limits";
import { GENERATION_COST, INTERIOR_COST } from "../../shared/prices";
import { createApp, type AppType } from "../../worker/app";
import { TOKEN_ROUTES, acceptsApiToken } from "../../worker/platform/auth/token-routes";
import { tokenHash } from "../../worker/platform/auth/api-token-secrets";
import { BASE, clientFor, cookieOf, ok, rawCall, rawJson, rawOk, refusal } from "./support/client";
import { pngBlob, solidPng } from "./support/images";
import { newAdmin, newUser, signUp, me, usageOf } from "./support/users";
import { withinOneWindow } from "./support/rate-window";

/** A script's request: the bearer header and nothing a browser adds (no cookie, no Origin). */
function scriptFetch(secret: string, extra: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${secret}`);
    for (const [k, v] of Object.entries(extra)) headers.set(k, v);
    return exports.default.fetch(new Request(request, { headers }));
  };
}
/** The typed API as a script holding `secret` sees it. */
const scriptApi = (secret: string, extra?: Record<string, string>) =>
  hc<AppType>(BASE, { fetch: scriptFetch(secret, extra) }).api;
const scriptCall = (secret: string, path: string, init: RequestInit = {}) => scriptFetch(secret)(BASE + path, init);

const createToken = async (cookie: string, name = "my script") =>
  ok(clientFor(cookie).account.tokens.$post({ json: { name } }), 201);
const listTokens = async (cookie: string) => (await ok(clientFor(cookie).account.tokens.$get())).tokens;
const generateWith = (secret: string, prompt: string, key?: string) =>
  scriptApi(secret).images.generate.$post({
    form: { prompt, temperature: "0.7", maxTokens: "2048" },
    header: key ? { "idempotency-key": key } : {},
  });

describe("the routes a token may call", () => {
  it("names only routes the app has, and none of the account's, the admin's, boards' or shares'", () => {
    const routes = createApp().routes.filter((r) => r.method !== "ALL");
    for (const entry of TOKEN_ROUTES) {
      const [method] = entry.split(" ");
      expect(
        routes.some((r) => r.method === method && acceptsApiToken(r.method, r.path)),
        entry,
      ).toBe(true);
    }
    const taken = routes.filter((r) => acceptsApiToken(r.method, r.path)).map((r) => r.path);
    expect(taken.filter((path) => /^\/api\/(account|admin|boards|shares|live|referrals|auth)/.test(path))).toEqual([]);
    expect(acceptsApiToken("DELETE", "/api/works/abc")).toBe(false);
    expect(acceptsApiToken("HEAD", "/api/files/u/x/works/y.png")).toBe(true);
  });
});

describe("API tokens: the owner's side", () => {
  it("creates a token, answers its secret once, lists it without the secret, and stores only its hash", async () => {
    const u = await newUser();
    const { token, secret } = await createToken(u.cookie, "  nightly batch  ");
    expect(secret).toMatch(/^atl_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: "nightly batch", prefix: secret.slice(0, 10), lastUsedAt: null });
    const listed = await listTokens(u.cookie);
    expect(listed).toEqual([token]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(10));
    const rows = await env.DB.prepare("SELECT * FROM api_tokens WHERE user_id = ?")
      .bind(u.id)
      .all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].token_hash).toBe(await tokenHash(secret));
    expect(JSON.stringify(rows.results[0])).not.toContain(secret.slice(10));
    // Two tokens never share a secret.
    expect((await createToken(u.cookie)).secret).not.toBe(secret);
  });

  it("refuses a missing, blank or too long name and more than the allowed number of tokens", async () => {
    const u = await newUser();
    for (const name of ["", "   ", "x".repeat(API_TOKEN_NAME_MAX + 1), "a\u0007b"]) {
      expect((await refusal(rawJson(u.cookie, "POST", "/api/account/tokens", { name }))).code).toBe("VALIDATION_ERROR");
    }
    expect((await refusal(rawJson(u.cookie, "POST", "/api/account/tokens", {}))).code).toBe("VALIDATION_ERROR");
    for (let i = 0; i < API_TOKENS_PER_USER; i++) await createToken(u.cookie, `t${i}`);
    expect(await refusal(clientFor(u.cookie).account.tokens.$post({ json: { name: "one more" } }))).toMatchObject({
      status: 409,
      code: "TOO_MANY_API_TOKENS",
      details: { max: API_TOKENS_PER_USER },
    });
    expect(await listTokens(u.cookie)).toHaveLength(API_TOKENS_PER_USER);
  });

  it("revokes a token: refused from the very next request; another user's token id is not found", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const { token, secret } = await createToken(alice.cookie);
    expect((await scriptCall(secret, "/api/credits/usage")).status).toBe(200);
    expect(
      (await refusal(clientFor(bob.cookie).account.tokens[":id"].$delete({ param: { id: token.id } }))).status,
    ).toBe(404);
    expect((await scriptCall(secret, "/api/credits/usage")).status).toBe(200);
    expect(await ok(clientFor(alice.cookie).account.tokens[":id"].$delete({ param: { id: token.id } }))).toEqual({
      revoked: true,
    });
    expect(await refusal(scriptCall(secret, "/api/credits/usage"))).toMatchObject({
      status: 401,
      code: "API_TOKEN_INVALID",
    });
    expect(await listTokens(alice.cookie)).toEqual([]);
    expect(
      (await refusal(clientFor(alice.cookie).account.tokens[":id"].$delete({ param: { id: token.id } }))).status,
    ).toBe(404);
  });
});

describe("API tokens: a script's side", () => {
  it("generates an image charged exactly as a session's, in the ledger, replayed once per Idempotency-Key", async () => {
    const u = await newUser({ extraCredits: 5 });
    const { secret } = await createToken(u.cookie);
    const before = (await me(u.cookie)).credits;
    const made = await ok(generateWith(secret, "a blue glass bottle", "api-token-gen-0001"), 201);
    expect(made.credits).toBe(before - GENERATION_COST);
    expect((await me(u.cookie)).credits).toBe(before - GENERATION_COST);
    const [charge] = await usageOf(u.cookie);
    expect(charge).toMatchObject({ actionType: "generate_image", creditsUsed: GENERATION_COST });
    // The same key again: the first answer, not charged twice.
    const replay = await ok(generateWith(secret, "a blue glass bottle", "api-token-gen-0001"), 200);
    expect(replay.work.id).toBe(made.work.id);
    expect((await me(u.cookie)).credits).toBe(before - GENERATION_COST);
    // The work is the user's, in the library the session sees and through the token.
    const library = await ok(clientFor(u.cookie).works.$get({ query: {} }));
    expect(library.works.map((w) => w.id)).toContain(made.work.id);
    expect((await ok(scriptApi(secret).works[":id"].$get({ param: { id: made.work.id } }))).work.id).toBe(made.work.id);
    expect((await scriptCall(secret, made.work.imageUrl)).status).toBe(200);
    // A session's generation costs the same.
    const bySession = await ok(
      clientFor(u.cookie).images.generate.$post({
        form: { prompt: "a blue glass bottle", temperature: "0.7", maxTokens: "2048" },
        header: {},
      }),
      201,
    );
    expect(bySession.credits).toBe(before - 2 * GENERATION_COST);
  });

  it("starts a background task, charged like a session's, and reads its status", async () => {
    const u = await newUser({ extraCredits: INTERIOR_COST });
    const { secret } = await createToken(u.cookie);
    const before = (await me(u.cookie)).credits;
    const form = new FormData();
    form.set("type", "interior_design");
    form.set("roomType", "bedroom");
    form.set("designStyle", "japanese");
    form.set("image", pngBlob(solidPng(64, 48, [180, 150, 120]), "room.png"));
    const { task } = await rawOk(
      scriptCall(secret, "/api/tasks", { method: "POST", body: form }),
      scriptApi(secret).tasks.$post,
      201,
    );
    expect(task.creditsCost).toBe(INTERIOR_COST);
    expect((await me(u.cookie)).credits).toBe(before - INTERIOR_COST);
    expect((await ok(scriptApi(secret).tasks[":id"].$get({ param: { id: task.id } }))).task.id).toBe(task.id);
  });

  it("refuses a token whose owner has no credits left, charging nothing", async () => {
    const u = await newUser();
    const { secret } = await createToken(u.cookie);
    await env.DB.prepare("UPDATE user_credits SET balance = 0 WHERE user_id = ?").bind(u.id).run();
    expect((await refusal(generateWith(secret, "a lamp"))).code).toBe("INSUFFICIENT_CREDITS");
    expect((await me(u.cookie)).credits).toBe(0);
  });

  it("holds a token of an unconfirmed address to the same rule as its session", async () => {
    const { cookie } = await signUp(undefined, undefined, { verify: false });
    const { secret } = await createToken(cookie);
    expect((await refusal(generateWith(secret, "a lamp"))).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("answers 401 API_TOKEN_INVALID to a malformed, unknown or empty bearer header", async () => {
    const u = await newUser();
    const { secret } = await createToken(u.cookie);
    const unknown = `atl_${"A".repeat(43)}`;
    for (const header of [
      "Bearer",
      "Bearer ",
      "Bearer abc",
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(0, -1)}`,
      `Bearer ${unknown}`,
      `bearer ${unknown}`,
      `Bearer ${secret} extra`,
    ]) {
      const res = await exports.default.fetch(
        new Request(`${BASE}/api/credits/usage`, { headers: { authorization: header } }),
      );
      expect(await refusal(res), header).toMatchObject({ status: 401, code: "API_TOKEN_INVALID" });
    }
    // The scheme is case-insensitive, as HTTP says.
    expect(
      (
        await exports.default.fetch(
          new Request(`${BASE}/api/credits/usage`, { headers: { authorization: `bearer ${secret}` } }),
        )
      ).status,
    ).toBe(200);
    // Another scheme (a proxy's Basic auth) is not a token: the cookie decides, as before.
    const basic = { authorization: "Basic dXNlcjpwYXNz" };
    expect(
      (await refusal(exports.default.fetch(new Request(`${BASE}/api/credits/usage`, { headers: basic })))).code,
    ).toBe("UNAUTHORIZED");
    expect((await rawCall("/api/credits/usage", { cookie: u.cookie, headers: basic })).status).toBe(200);
  });

  it("is the token's user alone: a cookie beside it is not read", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const { secret } = await createToken(bob.cookie);
    const made = await ok(
      scriptApi(secret, { cookie: alice.cookie, origin: BASE }).images.generate.$post({
        form: { prompt: "a chair", temperature: "0.7", maxTokens: "2048" },
        header: {},
      }),
      201,
    );
    expect((await ok(clientFor(bob.cookie).works[":id"].$get({ param: { id: made.work.id } }))).work.id).toBe(
      made.work.id,
    );
    expect((await refusal(clientFor(alice.cookie).works[":id"].$get({ param: { id: made.work.id } }))).status).toBe(
      404,
    );
    // A revoked token with a valid cookie is still refused, not quietly the cookie's user.
    const { token, secret: second } = await createToken(alice.cookie);
    await ok(clientFor(alice.cookie).account.tokens[":id"].$delete({ param: { id: token.id } }));
    expect(
      (
        await refusal(
          rawCall("/api/credits/usage", { cookie: alice.cookie, headers: { authorization: `Bearer ${second}` } }),
        )
      ).code,
    ).toBe("API_TOKEN_INVALID");
  });

  it("cannot manage tokens, change the password, delete the account or reach /api/admin, even an admin's", async () => {
    const admin = await newAdmin();
    const { secret } = await createToken(admin.cookie);
    const json = (body: unknown): RequestInit => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const refused = [
      scriptCall(secret, "/api/account/tokens"),
      scriptCall(secret, "/api/account/tokens", json({ name: "more" })),
      scriptCall(secret, "/api/account/tokens/anything", { method: "DELETE" }),
      scriptCall(secret, "/api/account/sessions"),
      scriptCall(secret, "/api/account/delete", json({ password: admin.password })),
      scriptCall(secret, "/api/admin/stats"),
      scriptCall(secret, "/api/admin/users"),
      scriptCall(secret, "/api/boards"),
      scriptCall(secret, "/api/boards", json({ name: "b" })),
      scriptCall(secret, `/api/works/${crypto.randomUUID()}`, { method: "DELETE" }),
    ];
    for (const res of refused)
      expect(await refusal(res)).toMatchObject({ status: 403, code: "API_TOKEN_NOT_ACCEPTED" });
    // Beside the admin's own cookie as well: the header decides.
    expect(
      (
        await refusal(
          rawCall("/api/admin/stats", { cookie: admin.cookie, headers: { authorization: `Bearer ${secret}` } }),
        )
      ).code,
    ).toBe("API_TOKEN_NOT_ACCEPTED");
    // better-auth reads only its cookie: without one, no password change.
    const change = await scriptCall(
      secret,
      "/api/auth/change-password",
      json({ currentPassword: admin.password, newPassword: "another123" }),
    );
    expect(change.status).toBe(401);
    expect(await listTokens(admin.cookie)).toHaveLength(1);
    expect((await me(admin.cookie)).isAdmin).toBe(true);
  });

  it("writes last used at most once a minute", async () => {
    const u = await newUser();
    const { token, secret } = await createToken(u.cookie);
    await scriptCall(secret, "/api/credits/usage");
    const first = (await listTokens(u.cookie))[0].lastUsedAt;
    expect(first).not.toBeNull();
    await scriptCall(secret, "/api/credits/usage");
    expect((await listTokens(u.cookie))[0].lastUsedAt).toBe(first);
    await env.DB.prepare("UPDATE api_tokens SET last_used_at = last_used_at - 61000 WHERE id = ?").bind(token.id).run();
    await scriptCall(secret, "/api/credits/usage");
    expect(Date.parse((await listTokens(u.cookie))[0].lastUsedAt!)).toBeGreaterThanOrEqual(Date.parse(first!));
  });

  it("limits each token on its own: over the limit 429, the user's other token still answers", async () => {
    const u = await newUser();
    const [{ secret: busy }, { secret: other }] = [
      await createToken(u.cookie, "busy"),
      await createToken(u.cookie, "other"),
    ];
    const from = { "cf-connecting-ip": "203.0.113.77" };
    const call = (secret: string) =>
      exports.default.fetch(
        new Request(`${BASE}/api/capabilities`, { headers: { authorization: `Bearer ${secret}`, ...from } }),
      );
    await withinOneWindow();
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i++) expect((await call(busy)).status).toBe(200);
    expect(await refusal(call(busy))).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect((await call(other)).status).toBe(200);
  });
});

describe("wrong tokens", () => {
  it("are limited per address (each costs a database read): past the public-check limit 429, another address is still answered", async () => {
    const guess = (ip: string) =>
      exports.default.fetch(
        new Request(`${BASE}/api/capabilities`, {
          headers: { authorization: `Bearer atl_${"A".repeat(43)}`, "cf-connecting-ip": ip },
        }),
      );
    let status = 401;
    for (let i = 0; i < 200 && status === 401; i++) status = (await guess("198.51.100.23")).status;
    expect(status).toBe(429);
    expect(await refusal(guess("198.51.100.24"))).toMatchObject({ status: 401, code: "API_TOKEN_INVALID" });
  });
});

describe("API tokens and account deletion", () => {
  it("deleting the account deletes its tokens", async () => {
    const u = await newUser();
    const { secret } = await createToken(u.cookie);
    expect(await ok(clientFor(u.cookie).account.delete.$post({ json: { password: u.password } }))).toEqual({
      deleted: true,
    });
    const left = await env.DB.prepare("SELECT count(*) AS n FROM api_tokens WHERE user_id = ?")
      .bind(u.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(await refusal(scriptCall(secret, "/api/credits/usage"))).toMatchObject({
      status: 401,
      code: "API_TOKEN_INVALID",
    });
  });
});

describe("API tokens and a password change (issue 25, hole 3)", () => {
  it("HOLE: changing the password deletes every token of the account, as a reset does", async () => {
    const u = await newUser();
    const first = await createToken(u.cookie, "laptop script");
    const second = await createToken(u.cookie, "server script");
    const other = await newUser();
    const kept = await createToken(other.cookie);
    const changed = await rawJson(u.cookie, "POST", "/api/auth/change-password", {
      currentPassword: u.password,
      newPassword: "brand-new-pass-1",
    });
    expect(changed.status).toBe(200);
    for (const { secret } of [first, second])
      expect(await refusal(scriptCall(secret, "/api/credits/usage"))).toMatchObject({
        status: 401,
        code: "API_TOKEN_INVALID",
      });
    // The new session this browser got lists none; another user's token still works.
    expect(await listTokens(cookieOf(changed))).toEqual([]);
    expect((await scriptCall(kept.secret, "/api/credits/usage")).status).toBe(200);
  });

  it("a wrong current password changes nothing and keeps the tokens", async () => {
    const u = await newUser();
    const { secret } = await createToken(u.cookie);
    expect(
      (
        await rawJson(u.cookie, "POST", "/api/auth/change-password", {
          currentPassword: "not-the-password",
          newPassword: "brand-new-pass-1",
        })
      ).status,
    ).toBe(400);
    expect((await scriptCall(secret, "/api/credits/usage")).status).toBe(200);
  });
});
