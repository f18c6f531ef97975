// Abuse limits: sign-in and sign-up per client IP (better-auth on D1), creations per user and the
// public referral check per IP (rate-limit bindings). Over a limit: 429 RATE_LIMITED, a
// Retry-After, and nothing created or charged.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/platform/db/client";
import { ledgerBalance } from "../../worker/features/credits/service";
import { createApp } from "../../worker/app";
import { ipv6Block, limitKey } from "../../worker/platform/http/client-ip";
import { rawCall as call, type Answer } from "./support/client";
import { generate } from "./support/images";
import { withinOneWindow } from "./support/rate-window";
import { me, signUp, uniqueEmail } from "./support/users";

const app = createApp();

let ipCounter = 1;
/** A fresh documentation-range address per test, so counters never leak between tests. */
const freshIp = () => `198.51.100.${ipCounter++}`;

const postJson = (path: string, body: unknown, ip?: string) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(ip ? { "cf-connecting-ip": ip } : {}) },
    body: JSON.stringify(body),
  });

const signIn = (email: string, password: string, ip?: string) =>
  postJson("/api/auth/sign-in/email", { email, password }, ip);

async function expectRateLimited(res: Answer) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  // The auth handler (better-auth) answers `{ code, message }`, the app's routes `{ error: { code, message } }`.
  const body: unknown = await res.json();
  const appCode = (b: object) =>
    "error" in b && typeof b.error === "object" && b.error && "code" in b.error ? b.error.code : undefined;
  const code = typeof body === "object" && body ? ("code" in body ? body.code : appCode(body)) : undefined;
  expect(code).toBe("RATE_LIMITED");
}

describe("sign-in attempts per IP", () => {
  it("allows 10 a minute from one address, then 429 even with the right password; other addresses are unaffected", async () => {
    const user = await signUp();
    const ip = freshIp();
    // Guesses at other accounts, so only the address's count fills (accounts have their own).
    for (let i = 0; i < 10; i++) expect((await signIn(uniqueEmail("guess"), "wrong-password", ip)).status).toBe(401);
    await expectRateLimited(await signIn(user.email, user.password, ip));
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200);
  });

  it("does not count requests without a client address or from loopback (tests, npm start)", async () => {
    const user = await signUp();
    for (let i = 0; i < 12; i++) expect((await signIn(uniqueEmail("guess"), "wrong-password")).status).toBe(401);
    for (let i = 0; i < 12; i++)
      expect((await signIn(uniqueEmail("guess"), "wrong-password", "127.0.0.1")).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe("sign-ups per IP", () => {
  it("allows 10 accounts an hour from one address; the 11th is refused before any user exists", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect(
        (
          await postJson(
            "/api/auth/sign-up/email",
            { email: uniqueEmail("farm"), password: "secret123", name: "f" },
            ip,
          )
        ).status,
      ).toBe(200);
    const email = uniqueEmail("farm");
    await expectRateLimited(await postJson("/api/auth/sign-up/email", { email, password: "secret123", name: "f" }, ip));
    const row = await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first();
    expect(row).toBeNull();
  });
});

describe("sign-ups and reset requests per IPv6 /56 (issue 25, hole 7)", () => {
  /** A fresh /56 per test; `subnet` picks one of its 256 /64s, `host` an address in it. */
  const freshNetwork = () => {
    const n = (0x4000 + ipCounter++).toString(16);
    // The /56 is the first 56 bits: three groups and the high byte of the fourth; its /64s differ in the low byte.
    return (subnet: number, host = 1) =>
      `2001:db8:${n}:ab${subnet.toString(16).padStart(2, "0")}::${host.toString(16)}`;
  };

  it("HOLE: a new /64 of the same /56 for each sign-up does not escape the limit of 10 an hour", async () => {
    const network = freshNetwork();
    for (let i = 0; i < 10; i++)
      expect(
        (
          await postJson(
            "/api/auth/sign-up/email",
            { email: uniqueEmail("v6farm"), password: "secret123", name: "f" },
            network(i),
          )
        ).status,
      ).toBe(200);
    const email = uniqueEmail("v6farm");
    await expectRateLimited(
      await postJson("/api/auth/sign-up/email", { email, password: "secret123", name: "f" }, network(0xa7)),
    );
    expect(await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first()).toBeNull();
    // Another /56 is another network.
    expect(
      (await postJson("/api/auth/sign-up/email", { email, password: "secret123", name: "f" }, freshNetwork()(0)))
        .status,
    ).toBe(200);
  });

  it("HOLE: nor does it escape the limit of 5 reset requests per 15 minutes", async () => {
    const network = freshNetwork();
    const { email } = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await postJson("/api/auth/request-password-reset", { email }, network(i + 16))).status).toBe(200);
    await expectRateLimited(await postJson("/api/auth/request-password-reset", { email }, network(0xfe)));
    expect((await postJson("/api/auth/request-password-reset", { email }, freshNetwork()(3))).status).toBe(200);
  });

  it("sign-ins are not counted per /56 (only per address and per account)", async () => {
    const network = freshNetwork();
    const user = await signUp();
    for (let i = 0; i < 12; i++) expect((await signIn(user.email, user.password, network(i))).status).toBe(200);
  });
});

describe("creations per user", () => {
  it("allows 20 creation requests a minute per user, from any address; the 21st is 429 and charges nothing", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await withinOneWindow();
    // Requests refused for bad input still count: the limit guards the door, not the outcome.
    for (let i = 0; i < 20; i++)
      expect((await generate(alice.cookie, "", [], { "cf-connecting-ip": freshIp() })).status).toBe(400);
    await expectRateLimited(
      await generate(alice.cookie, "a red perfume bottle", [], { "cf-connecting-ip": freshIp() }),
    );
    await expectRateLimited(
      await call("/api/tasks", {
        method: "POST",
        cookie: alice.cookie,
        body: new FormData(),
        headers: { "cf-connecting-ip": freshIp() },
      }),
    );
    const { user, credits } = await me(alice.cookie);
    expect(credits).toBe(5);
    expect(await ledgerBalance(createDb(env.DB), user.id)).toBe(5);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM usage_records WHERE user_id = ? AND credits_used > 0")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    // Another user has their own allowance; loopback (npm start, the benchmark) is not counted.
    expect((await generate(bob.cookie, "a red perfume bottle", [], { "cf-connecting-ip": freshIp() })).status).toBe(
      201,
    );
    expect((await generate(alice.cookie, "a red perfume bottle", [], { "cf-connecting-ip": "127.0.0.1" })).status).toBe(
      201,
    );
  });
});

describe("public referral-code check per IP", () => {
  it("answers 60 checks a minute per address, then 429", async () => {
    const ip = freshIp();
    const check = (from: string) =>
      call("/api/referrals/check?code=ABCD2345", { headers: { "cf-connecting-ip": from } });
    await withinOneWindow();
    for (let i = 0; i < 60; i++) expect((await check(ip)).status).toBe(200);
    await expectRateLimited(await check(ip));
    expect((await check(freshIp())).status).toBe(200);
  });
});

describe("password checks on the account page per user", () => {
  it("allows 5 tries a minute at 'delete my data', then 429; the account is untouched", async () => {
    const alice = await signUp();
    const ip = freshIp();
    const attempt = (password: string) =>
      call("/api/account/delete", {
        method: "POST",
        cookie: alice.cookie,
        headers: { "content-type": "application/json", "cf-connecting-ip": ip },
        body: JSON.stringify({ password }),
      });
    await withinOneWindow();
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    await expectRateLimited(await attempt(alice.password));
    expect((await me(alice.cookie)).credits).toBe(5);
  });
});

describe("auth limits that outlast a minute", () => {
  it("a blocked address's sign-up count survives another isolate pruning old counters", async () => {
    const blocked = freshIp();
    const other = freshIp();
    const now = Date.now();
    // Ten sign-ups two minutes ago from `blocked`; a sign-in counter of `other` due for a reset,
    // which is when better-auth prunes the counters it considers expired.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES (?, ?, 10, ?)").bind(
        crypto.randomUUID(),
        `${blocked}|/sign-up/email`,
        now - 120_000,
      ),
      env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES (?, ?, 1, ?)").bind(
        crypto.randomUUID(),
        `${other}|/sign-in/email`,
        now - 61_000,
      ),
    ]);
    // A fresh auth instance, as in a new isolate: it has seen no sign-up of its own.
    const freshIsolate = { ...env };
    const post = (path: string, body: unknown, ip: string) =>
      app.fetch(
        new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": ip },
          body: JSON.stringify(body),
        }),
        freshIsolate,
      );
    expect(
      (await post("/api/auth/sign-in/email", { email: uniqueEmail("nobody"), password: "wrong-password" }, other))
        .status,
    ).toBe(401);
    await expectRateLimited(
      await post("/api/auth/sign-up/email", { email: uniqueEmail("farm"), password: "secret123", name: "f" }, blocked),
    );
  });

  it("better-auth's server-only password check is not reachable over HTTP", async () => {
    const alice = await signUp();
    const res = await call("/api/auth/verify-password", {
      method: "POST",
      cookie: alice.cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: alice.password }),
    });
    expect(res.status).toBe(404);
  });
});

describe("what a per-address limit counts", () => {
  it("an IPv4 address, or an IPv6 client's whole /64", () => {
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(limitKey("2001:db8:abcd:12::99")).toBe("2001:db8:abcd:12::/64");
    expect(limitKey("2001:0db8::1")).toBe("2001:db8:0:0::/64");
  });

  it("the /56 of an IPv6 address (none for IPv4)", () => {
    expect(ipv6Block("2001:db8:abcd:12ff:1:2:3:4", 56)).toBe("2001:db8:abcd:1200::/56");
    expect(ipv6Block("2001:db8:abcd:1200::99", 56)).toBe("2001:db8:abcd:1200::/56");
    expect(ipv6Block("2001:db8::1", 56)).toBe("2001:db8:0:0::/56");
    expect(ipv6Block("203.0.113.7", 56)).toBeNull();
    expect(ipv6Block("::ffff:203.0.113.7", 56)).toBeNull();
  });

  it("rotating through one /64 does not escape the referral-check limit", async () => {
    const check = (ip: string) => call("/api/referrals/check?code=ABCD2345", { headers: { "cf-connecting-ip": ip } });
    const block = `2001:db8:${(ipCounter++).toString(16)}:1`;
    await withinOneWindow();
    for (let i = 0; i < 60; i++) expect((await check(`${block}::${(i + 1).toString(16)}`)).status).toBe(200);
    await expectRateLimited(await check(`${block}::ffff`));
  });
});
