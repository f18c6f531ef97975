// Who may call what, over the app's whole router table: every route of createApp() must appear
// below with who may use it, so a route added later without an entry here fails the suite.
// Signed out (or with a forged or revoked session) every route but the public few answers 401;
// a signed-in user who is not an admin gets 403 on /api/admin/* and past the door elsewhere.
// Probes carry no body: the door must be checked before any input is read.
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { cookieOf, rawCall as call, refusal } from "./support/client";
import { signUp, uniqueEmail } from "./support/users";

/** dev: a local-only tool that answers 404 unless DEV_OUTBOX="1" and the host is loopback. */
/** signed: a public route whose caller proves itself another way (Stripe's webhook signature). */
type Access = "public" | "dev" | "signed" | "user" | "admin";
type Probe = { access: Access; path: string; init?: RequestInit };

const ID = "00000000-0000-4000-8000-000000000000";
const post = (body: unknown): RequestInit => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** "METHOD /path" as in app.routes → who may use it and a concrete request to probe it with. */
const ROUTES: Record<string, Probe> = {
  "GET /api/health": { access: "public", path: "/api/health" },
  "GET /api/auth/*": { access: "public", path: "/api/auth/get-session" },
  "POST /api/auth/*": {
    access: "public",
    path: "/api/auth/sign-up/email",
    init: post({ email: uniqueEmail("public"), password: "secret123", name: "p" }),
  },
  "GET /api/referrals/check": { access: "public", path: "/api/referrals/check?code=ABCDEFGH" },
  // The SPA's page-load probe: `{ me: null }` without a session (test/worker/session-probe.test.ts).
  "GET /api/session": { access: "public", path: "/api/session" },
  // A tab whose session ended elsewhere asks for Clear-Site-Data; it clears only the asker's cache.
  "POST /api/session/ended": { access: "public", path: "/api/session/ended" },
  "GET /api/dev/outbox": { access: "dev", path: "/api/dev/outbox" },
  // The OpenAPI document (worker/platform/openapi/): what the routes take, nothing about anyone's data.
  "GET /api/openapi.json": { access: "public", path: "/api/openapi.json" },

  "GET /api/me": { access: "user", path: "/api/me" },
  "GET /api/account/sessions": { access: "user", path: "/api/account/sessions" },
  "DELETE /api/account/sessions/:id": { access: "user", path: `/api/account/sessions/${ID}` },
  "POST /api/account/sessions/revoke-others": { access: "user", path: "/api/account/sessions/revoke-others" },
  "POST /api/account/delete": { access: "user", path: "/api/account/delete" },
  "GET /api/credits/usage": { access: "user", path: "/api/credits/usage" },
  // What the credits page sells and whether it can be bought: the same for everyone.
  "GET /api/credits/packages": { access: "public", path: "/api/credits/packages" },
  // Stripe calls it; its signature, not a session, is the proof (test/worker/payments-webhook.test.ts).
  "POST /api/payments/webhook": { access: "signed", path: "/api/payments/webhook" },
  "POST /api/payments/checkout": { access: "user", path: "/api/payments/checkout" },
  "GET /api/payments/orders": { access: "user", path: "/api/payments/orders" },
  "GET /api/payments/orders/:orderId": { access: "user", path: "/api/payments/orders/R20261124ABCDEF" },
  "POST /api/payments/orders/:orderId/cancel": { access: "user", path: "/api/payments/orders/R20261124ABCDEF/cancel" },
  "POST /api/images/generate": { access: "user", path: "/api/images/generate" },
  "POST /api/images/refine": { access: "user", path: "/api/images/refine" },
  "POST /api/images/transform": { access: "user", path: "/api/images/transform" },
  "POST /api/images/edit": { access: "user", path: "/api/images/edit" },
  "POST /api/images/upscale": { access: "user", path: "/api/images/upscale" },
  "POST /api/images/remove-background": { access: "user", path: "/api/images/remove-background" },
  "POST /api/images/expand": { access: "user", path: "/api/images/expand" },
  "GET /api/works": { access: "user", path: "/api/works" },
  "GET /api/works/:id": { access: "user", path: `/api/works/${ID}` },
  "DELETE /api/works/:id": { access: "user", path: `/api/works/${ID}` },
  "GET /api/works/:id/boards": { access: "user", path: `/api/works/${ID}/boards` },
  "POST /api/works/:id/export": { access: "user", path: `/api/works/${ID}/export` },
  "GET /api/exports/:id": { access: "user", path: `/api/exports/${ID}` },
  "GET /api/exports/:id/zip": { access: "user", path: `/api/exports/${ID}/zip` },
  "POST /api/batches/quote": { access: "user", path: "/api/batches/quote" },
  "POST /api/batches": { access: "user", path: "/api/batches" },
  "GET /api/batches": { access: "user", path: "/api/batches" },
  "GET /api/batches/:id": { access: "user", path: `/api/batches/${ID}` },
  "POST /api/batches/:id/stop": { access: "user", path: `/api/batches/${ID}/stop` },
  "POST /api/batches/:id/resume": { access: "user", path: `/api/batches/${ID}/resume` },
  "DELETE /api/batches/:id": { access: "user", path: `/api/batches/${ID}` },
  "GET /api/batches/:id/zip": { access: "user", path: `/api/batches/${ID}/zip` },
  "POST /api/batches/:id/export": { access: "user", path: `/api/batches/${ID}/export` },
  "GET /api/boards": { access: "user", path: "/api/boards" },
  "POST /api/boards": { access: "user", path: "/api/boards" },
  "PATCH /api/boards/:id": { access: "user", path: `/api/boards/${ID}` },
  "DELETE /api/boards/:id": { access: "user", path: `/api/boards/${ID}` },
  "PUT /api/boards/:id/works/:workId": { access: "user", path: `/api/boards/${ID}/works/${ID}` },
  "DELETE /api/boards/:id/works/:workId": { access: "user", path: `/api/boards/${ID}/works/${ID}` },
  "GET /api/shares": { access: "user", path: "/api/shares" },
  "POST /api/shares": { access: "user", path: "/api/shares" },
  "DELETE /api/shares/:id": { access: "user", path: `/api/shares/${ID}` },
  "GET /api/account/tokens": { access: "user", path: "/api/account/tokens" },
  "POST /api/account/tokens": { access: "user", path: "/api/account/tokens" },
  "DELETE /api/account/tokens/:id": { access: "user", path: `/api/account/tokens/${ID}` },
  "GET /api/files/*": { access: "user", path: `/api/files/u/${ID}/works/${ID}.png` },
  "GET /api/styles": { access: "user", path: "/api/styles" },
  "POST /api/transcribe": { access: "user", path: "/api/transcribe" },
  "POST /api/prompts/enhance": { access: "user", path: "/api/prompts/enhance" },
  "GET /api/capabilities": { access: "user", path: "/api/capabilities" },
  "POST /api/tasks": { access: "user", path: "/api/tasks" },
  "GET /api/tasks": { access: "user", path: "/api/tasks" },
  "GET /api/tasks/:id": { access: "user", path: `/api/tasks/${ID}` },
  "GET /api/storybooks/:id": { access: "user", path: `/api/storybooks/${ID}` },
  "GET /api/referrals/me": { access: "user", path: "/api/referrals/me" },
  "GET /api/account/unlabelled-downloads": { access: "user", path: "/api/account/unlabelled-downloads" },
  "POST /api/account/unlabelled-downloads": { access: "user", path: "/api/account/unlabelled-downloads" },
  "DELETE /api/account/unlabelled-downloads": { access: "user", path: "/api/account/unlabelled-downloads" },
  "GET /api/live": { access: "user", path: "/api/live", init: { headers: { upgrade: "websocket" } } },

  "GET /api/admin/stats": { access: "admin", path: "/api/admin/stats" },
  "DELETE /api/admin/stats/alerts/:id": {
    access: "admin",
    path: "/api/admin/stats/alerts/MODEL_UNAVAILABLE:Gemini:GEMINI_IMAGE_MODEL",
  },
  "GET /api/admin/users": { access: "admin", path: "/api/admin/users" },
  "POST /api/admin/users/:id/credits": { access: "admin", path: `/api/admin/users/${ID}/credits` },
  "GET /api/admin/usage": { access: "admin", path: "/api/admin/usage" },
  "GET /api/admin/referrals": { access: "admin", path: "/api/admin/referrals" },
  "GET /api/admin/recharges": { access: "admin", path: "/api/admin/recharges" },
  "POST /api/admin/recharges": { access: "admin", path: "/api/admin/recharges" },
  "POST /api/admin/recharges/:orderId/settle": { access: "admin", path: "/api/admin/recharges/R20261124ABCDEF/settle" },
  "GET /api/admin/packages": { access: "admin", path: "/api/admin/packages" },
  "POST /api/admin/packages": { access: "admin", path: "/api/admin/packages" },
  "PATCH /api/admin/packages/:id": { access: "admin", path: "/api/admin/packages/advanced" },
  "GET /api/admin/styles": { access: "admin", path: "/api/admin/styles" },
  "POST /api/admin/styles": { access: "admin", path: "/api/admin/styles" },
  "POST /api/admin/styles/reorder": { access: "admin", path: "/api/admin/styles/reorder" },
  "PUT /api/admin/styles/:id": { access: "admin", path: "/api/admin/styles/anime" },
  "GET /api/admin/settings": { access: "admin", path: "/api/admin/settings" },
  "PUT /api/admin/settings": { access: "admin", path: "/api/admin/settings" },
  "GET /api/admin/moderation": { access: "admin", path: "/api/admin/moderation" },
  "PUT /api/admin/moderation": { access: "admin", path: "/api/admin/moderation" },
  "GET /api/admin/ai-labels": { access: "admin", path: "/api/admin/ai-labels" },
  "PUT /api/admin/ai-labels": { access: "admin", path: "/api/admin/ai-labels" },
  "POST /api/admin/users/:id/suspend": { access: "admin", path: `/api/admin/users/${ID}/suspend` },
  "POST /api/admin/users/:id/unsuspend": { access: "admin", path: `/api/admin/users/${ID}/unsuspend` },
  "GET /api/admin/reports": { access: "admin", path: "/api/admin/reports" },
  "POST /api/admin/reports/:id/remove": { access: "admin", path: `/api/admin/reports/${ID}/remove` },
  "POST /api/admin/reports/:id/dismiss": { access: "admin", path: `/api/admin/reports/${ID}/dismiss` },
  "GET /api/admin/audit": { access: "admin", path: "/api/admin/audit" },
};

/** The deliberately public surface, spelled out so widening it is a visible decision. */
const PUBLIC = [
  "GET /api/auth/*",
  "GET /api/credits/packages",
  "GET /api/health",
  "GET /api/openapi.json",
  "GET /api/referrals/check",
  "GET /api/session",
  "POST /api/auth/*",
  "POST /api/session/ended",
];

const entries = Object.entries(ROUTES);
const guarded = entries.filter(([, p]) => p.access === "user" || p.access === "admin");

function send(key: string, probe: Probe, cookie?: string) {
  return call(probe.path, { ...probe.init, method: key.split(" ")[0], cookie });
}

async function expectUnauthorized(res: Response) {
  expect(res.status).toBe(401);
  expect(await refusal(res)).toMatchObject({ code: "UNAUTHORIZED" });
}

describe("the router table", () => {
  it("every route of the app has an entry here, and every entry is a route", () => {
    // `use()` middleware shows up as ALL on a wildcard path; anything else is a real route.
    const routes = createApp()
      .routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*")))
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(routes)].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("the public routes are exactly health, auth, the session probe and its cache-clearing ended call, the referral code check, the packages on sale and the API document; the dev outbox is local only", () => {
    expect(
      entries
        .filter(([, p]) => p.access === "public")
        .map(([k]) => k)
        .sort(),
    ).toEqual(PUBLIC);
    expect(entries.filter(([, p]) => p.access === "signed").map(([k]) => k)).toEqual(["POST /api/payments/webhook"]);
    expect(entries.filter(([, p]) => p.access === "dev").map(([k]) => k)).toEqual(["GET /api/dev/outbox"]);
  });
});

describe("signed out", () => {
  it.each(guarded)("%s → 401", async (key, probe) => {
    await expectUnauthorized(await send(key, probe));
  });

  it.each(entries.filter(([, p]) => p.access === "public"))("%s is open", async (key, probe) => {
    const res = await send(key, probe);
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it("Stripe's webhook needs no session (its signature is checked instead; unconfigured it is 503)", async () => {
    const res = await send("POST /api/payments/webhook", ROUTES["POST /api/payments/webhook"]);
    expect(await refusal(res)).toMatchObject({ status: 503, code: "PAYMENTS_UNAVAILABLE" });
  });

  it("the dev outbox is not there on a public host, even with the outbox on", async () => {
    const res = await exports.default.fetch(new Request("https://atelier.example.com/api/dev/outbox"));
    expect(res.status).toBe(404);
    expect((await refusal(res)).code).toBe("NOT_FOUND");
  });

  it("an unknown /api path is 404 JSON, signed out too", async () => {
    const res = await call("/api/nothing-here");
    expect(res.status).toBe(404);
    expect((await refusal(res)).code).toBe("NOT_FOUND");
  });
});

describe("a session that is not real", () => {
  let revoked = "";
  let forged = "";
  beforeAll(async () => {
    const { cookie } = await signUp();
    // The same token with its signature changed, and one that was signed out.
    forged = cookie.replace(
      /(session_token=[^.;]+\.)([^;]+)/,
      (_, head: string, sig: string) => head + [...sig].reverse().join(""),
    );
    expect(forged).not.toBe(cookie);
    const out = await call("/api/auth/sign-out", { method: "POST", cookie, ...post({}) });
    expect(out.status).toBe(200);
    revoked = cookie;
  });

  it.each(guarded)("%s → 401 with a forged cookie", async (key, probe) => {
    await expectUnauthorized(await send(key, probe, forged));
  });

  it.each(guarded)("%s → 401 with a signed-out cookie", async (key, probe) => {
    await expectUnauthorized(await send(key, probe, revoked));
  });

  it("a bearer token or a token in the query string is not a session", async () => {
    const res = await call("/api/auth/sign-up/email", {
      method: "POST",
      ...post({ email: uniqueEmail(), password: "secret123", name: "t" }),
    });
    const token = cookieOf(res).match(/session_token=([^;]+)/)![1];
    await expectUnauthorized(
      await call("/api/me", { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } }),
    );
    await expectUnauthorized(await call(`/api/me?token=${token}`));
  });
});

describe("a signed-in user who is not an admin", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = (await signUp()).cookie;
  });

  it.each(entries.filter(([, p]) => p.access === "admin"))("%s → 403", async (key, probe) => {
    const res = await send(key, probe, cookie);
    expect(res.status).toBe(403);
    expect(await refusal(res)).toMatchObject({ code: "FORBIDDEN" });
  });

  it.each(entries.filter(([, p]) => p.access === "user"))("%s lets them in", async (key, probe) => {
    const res = await send(key, probe, cookie);
    expect([401, 403]).not.toContain(res.status);
    if (res.webSocket) {
      res.webSocket.accept();
      res.webSocket.close();
    }
  });
});
