// Who may use the admin API: every route (method + path, with a valid body) answers 401 signed
// out, 403 to a signed-in user without the admin role, and 2xx to an admin.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/platform/db/client";
import { EngineError } from "../../worker/engines/types";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { noteOperatorAlert } from "../../worker/features/operator/service";
import { rawCall as call, clientFor, ok, refusal } from "./support/client";
import { me, signUp } from "./support/users";

const db = () => createDb(env.DB);

type Ctx = { targetId: string; targetEmail: string; styleIds: string[]; n: number; alertId: string };
type Route = { method: string; path: (ctx: Ctx) => string; body?: (ctx: Ctx) => unknown };

const ROUTES: [string, Route][] = [
  ["GET /stats", { method: "GET", path: () => "/stats" }],
  ["DELETE /stats/alerts/:id", { method: "DELETE", path: (c) => `/stats/alerts/${encodeURIComponent(c.alertId)}` }],
  ["GET /users", { method: "GET", path: () => "/users?q=&page=1&pageSize=20" }],
  [
    "POST /users/:id/credits",
    { method: "POST", path: (c) => `/users/${c.targetId}/credits`, body: () => ({ amount: 1, reason: "authz test" }) },
  ],
  ["GET /usage", { method: "GET", path: () => "/usage" }],
  ["GET /referrals", { method: "GET", path: () => "/referrals" }],
  ["GET /recharges", { method: "GET", path: () => "/recharges" }],
  [
    "POST /recharges",
    { method: "POST", path: () => "/recharges", body: (c) => ({ email: c.targetEmail, amountYuan: 1, credits: 1 }) },
  ],
  ["GET /styles", { method: "GET", path: () => "/styles" }],
  [
    "POST /styles",
    {
      method: "POST",
      path: () => "/styles",
      body: (c) => ({
        id: `authz-${c.n}`,
        groupId: "modern",
        name: { "zh-CN": "测试" },
        description: {},
        prompt: "Redraw it.",
      }),
    },
  ],
  ["PUT /styles/:id", { method: "PUT", path: () => "/styles/anime", body: () => ({ enabled: true }) }],
  ["POST /styles/reorder", { method: "POST", path: () => "/styles/reorder", body: (c) => ({ ids: c.styleIds }) }],
  ["GET /settings", { method: "GET", path: () => "/settings" }],
  ["PUT /settings", { method: "PUT", path: () => "/settings", body: () => ({ inviterReward: 10 }) }],
];

let counter = 0;
async function context(adminCookie?: string): Promise<Ctx> {
  const target = await signUp();
  const targetId = (await me(target.cookie)).user.id;
  const styleIds = adminCookie
    ? (await ok(clientFor(adminCookie).admin.styles.$get())).styles.map((s) => s.id)
    : ["anime"];
  const n = counter++;
  const fix = { provider: "Gemini", model: "gemini-retired", setting: `AUTHZ_MODEL_${n}` };
  await noteOperatorAlert(db(), new EngineError("MODEL_UNAVAILABLE", "retired", fix));
  return { targetId, targetEmail: target.email, styleIds, n, alertId: `MODEL_UNAVAILABLE:Gemini:${fix.setting}` };
}

function send(route: Route, ctx: Ctx, cookie?: string) {
  const body = route.body?.(ctx);
  return call(`/api/admin${route.path(ctx)}`, {
    method: route.method,
    cookie,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("admin API authorization", () => {
  it.each(ROUTES)("%s: 401 signed out", async (_, route) => {
    const res = await send(route, await context());
    expect(res.status).toBe(401);
    expect((await refusal(res)).code).toBe("UNAUTHORIZED");
  });

  it.each(ROUTES)("%s: 403 for a signed-in user", async (_, route) => {
    const { cookie } = await signUp();
    const res = await send(route, await context(), cookie);
    expect(res.status).toBe(403);
    expect((await refusal(res)).code).toBe("FORBIDDEN");
  });

  it.each(ROUTES)("%s: 2xx for an admin", async (_, route) => {
    const { cookie } = await signUp();
    await grantAdmin(db(), (await me(cookie)).user.id);
    const res = await send(route, await context(cookie), cookie);
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });

  it("the role is checked on every request: granting it opens the API at once", async () => {
    const { cookie } = await signUp();
    expect((await call("/api/admin/stats", { cookie })).status).toBe(403);
    await grantAdmin(db(), (await me(cookie)).user.id);
    expect((await call("/api/admin/stats", { cookie })).status).toBe(200);
  });

  it("an unknown admin path is not revealed to non-admins", async () => {
    const { cookie } = await signUp();
    expect((await call("/api/admin/nothing-here")).status).toBe(401);
    expect((await call("/api/admin/nothing-here", { cookie })).status).toBe(403);
  });
});
