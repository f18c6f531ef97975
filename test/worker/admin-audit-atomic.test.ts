// Every admin write leaves exactly one audit entry, written in the change's own D1 batch (decision
// 26): over the app's whole list of admin write routes, each makes its change and one entry; and
// with D1 refusing the entry (a trigger that aborts every insert into admin_audit_log) each route
// fails and leaves its change unwritten, so no admin action can succeed unaudited.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { EngineError } from "../../worker/engines/types";
import { noteOperatorAlert } from "../../worker/features/operator/service";
import { dropRememberedSettings } from "../../worker/platform/settings-cache";
import { clientFor, ok, rawCall } from "./support/client";
import { generate } from "./support/images";
import { db, newAdmin, newUser, type TestUser } from "./support/users";

const send = (admin: TestUser, method: string, path: string, body?: unknown) =>
  rawCall(path, {
    method,
    cookie: admin.cookie,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

const one = <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
const config = (key: string) =>
  one<{ value: string }>("SELECT value FROM system_config WHERE key = ?", key).then((r) => r?.value ?? null);

/** A user's report on a shared work, for the report routes. */
async function openReport() {
  const owner = await newUser();
  const { work } = (await (await generate(owner.cookie)).json()) as unknown as { work: { id: string } };
  const { share } = await ok(clientFor(owner.cookie).shares.$post({ json: { workId: work.id } }));
  const res = await rawCall(`/s/${share.id}/report`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": `203.0.113.${Math.floor(Math.random() * 250)}`,
      origin: "http://localhost",
    },
    body: new URLSearchParams({ reason: "copies my work" }).toString(),
  });
  expect(res.status).toBe(200);
  const report = await one<{ id: string }>("SELECT id FROM share_reports WHERE share_id = ?", share.id);
  return { id: report!.id, shareId: share.id, workId: work.id };
}

type Case = {
  /** What the change writes, read before and after. */
  state: () => Promise<unknown>;
  act: (admin: TestUser) => Promise<Response>;
};

/** "METHOD /path" as in app.routes → a fresh change on that route. */
const CASES: Record<string, () => Promise<Case>> = {
  "DELETE /api/admin/stats/alerts/:id": async () => {
    const setting = `AUDIT_${crypto.randomUUID().slice(0, 8)}`;
    await noteOperatorAlert(
      db(),
      new EngineError("MODEL_UNAVAILABLE", "retired", { provider: "Gemini", model: "gemini-retired", setting }),
    );
    const id = `MODEL_UNAVAILABLE:Gemini:${setting}`;
    return {
      state: () => config(`operator_alert:${id}`),
      act: (a) => send(a, "DELETE", `/api/admin/stats/alerts/${encodeURIComponent(id)}`),
    };
  },
  "POST /api/admin/users/:id/credits": async () => {
    const user = await newUser();
    return {
      state: () => one("SELECT balance FROM user_credits WHERE user_id = ?", user.id),
      act: (a) => send(a, "POST", `/api/admin/users/${user.id}/credits`, { amount: 3, reason: "goodwill" }),
    };
  },
  "POST /api/admin/recharges": async () => {
    const user = await newUser();
    return {
      state: () =>
        one(
          "SELECT (SELECT balance FROM user_credits WHERE user_id = ?1) AS balance, (SELECT count(*) FROM recharge_records WHERE user_id = ?1) AS orders",
          user.id,
        ),
      act: (a) =>
        send(a, "POST", "/api/admin/recharges", { userId: user.id, amountYuan: "9.90", credits: 5, note: "wechat" }),
    };
  },
  "POST /api/admin/recharges/:orderId/settle": async () => {
    const user = await newUser();
    const { record } = await ok(
      clientFor((await newAdmin()).cookie).admin.recharges.$post({
        json: { userId: user.id, amountYuan: "9.90", credits: 5 },
        header: {},
      }),
      201,
    );
    // A lost dispute took back more than was left: a shortfall for the admin to settle.
    await env.DB.prepare("UPDATE recharge_records SET shortfall_credits = 2 WHERE order_id = ?")
      .bind(record.orderId)
      .run();
    return {
      state: () => one("SELECT shortfall_settled_at FROM recharge_records WHERE order_id = ?", record.orderId),
      act: (a) => send(a, "POST", `/api/admin/recharges/${record.orderId}/settle`),
    };
  },
  "POST /api/admin/packages": async () => {
    const name = `Audit ${crypto.randomUUID().slice(0, 8)}`;
    return {
      state: () => one("SELECT count(*) AS n FROM credit_packages WHERE name = ?", name),
      act: (a) => send(a, "POST", "/api/admin/packages", { name, credits: 7, priceYuan: "7.00" }),
    };
  },
  "PATCH /api/admin/packages/:id": async () => {
    const id = `pkg_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      "INSERT INTO credit_packages (id, name, credits, price_cents, popular, enabled, sort_order) VALUES (?, 'Edit me', 10, 1000, 0, 1, 9)",
    )
      .bind(id)
      .run();
    return {
      state: () => one("SELECT credits FROM credit_packages WHERE id = ?", id),
      act: (a) => send(a, "PATCH", `/api/admin/packages/${id}`, { credits: 12 }),
    };
  },
  "POST /api/admin/styles": async () => {
    const id = `audit-${crypto.randomUUID().slice(0, 8)}`;
    const { group_id: groupId } = (await one<{ group_id: string }>("SELECT group_id FROM style_presets LIMIT 1"))!;
    return {
      state: () => one("SELECT count(*) AS n FROM style_presets WHERE id = ?", id),
      act: (a) =>
        send(a, "POST", "/api/admin/styles", { id, groupId, name: { "zh-CN": "审计" }, prompt: "in the audit style" }),
    };
  },
  "POST /api/admin/styles/reorder": async () => {
    const order = () =>
      env.DB.prepare("SELECT id FROM style_presets ORDER BY sort_order, id")
        .all<{ id: string }>()
        .then((r) => r.results.map((s) => s.id));
    return {
      state: order,
      act: async (a) => send(a, "POST", "/api/admin/styles/reorder", { ids: (await order()).reverse() }),
    };
  },
  "PUT /api/admin/styles/:id": async () => {
    const { id, enabled } = (await one<{ id: string; enabled: number }>(
      "SELECT id, enabled FROM style_presets ORDER BY id LIMIT 1",
    ))!;
    return {
      state: () => one("SELECT enabled FROM style_presets WHERE id = ?", id),
      act: (a) => send(a, "PUT", `/api/admin/styles/${id}`, { enabled: !enabled }),
    };
  },
  "PUT /api/admin/settings": async () => {
    const reward = 1 + Math.floor(Math.random() * 90);
    return {
      state: () => config("REFERRAL_INVITER_REWARD"),
      act: (a) => send(a, "PUT", "/api/admin/settings", { inviterReward: reward }),
    };
  },
  "PUT /api/admin/moderation": async () => {
    const term = `audit${crypto.randomUUID().slice(0, 8)}`;
    return {
      state: () => config("MODERATION_TERMS"),
      act: (a) => send(a, "PUT", "/api/admin/moderation", { terms: [term] }),
    };
  },
  "PUT /api/admin/ai-labels": async () => {
    const producer = `Audit ${crypto.randomUUID().slice(0, 8)}`;
    return { state: () => config("AI_LABELS"), act: (a) => send(a, "PUT", "/api/admin/ai-labels", { producer }) };
  },
  "POST /api/admin/users/:id/suspend": async () => {
    const user = await newUser();
    return {
      state: () =>
        one(
          "SELECT (SELECT count(*) FROM account_suspensions WHERE user_id = ?1) AS suspended, (SELECT count(*) FROM session WHERE user_id = ?1) AS sessions",
          user.id,
        ),
      act: (a) => send(a, "POST", `/api/admin/users/${user.id}/suspend`, { reason: "abuse" }),
    };
  },
  "POST /api/admin/users/:id/unsuspend": async () => {
    const user = await newUser();
    expect(
      (await send(await newAdmin(), "POST", `/api/admin/users/${user.id}/suspend`, { reason: "abuse" })).status,
    ).toBe(200);
    return {
      state: () => one("SELECT count(*) AS n FROM account_suspensions WHERE user_id = ?", user.id),
      act: (a) => send(a, "POST", `/api/admin/users/${user.id}/unsuspend`, { reason: "appealed" }),
    };
  },
  "POST /api/admin/reports/:id/remove": async () => {
    const report = await openReport();
    return {
      state: () =>
        one(
          "SELECT (SELECT status FROM share_reports WHERE id = ?1) AS status, (SELECT count(*) FROM shares WHERE id = ?2) AS shares",
          report.id,
          report.shareId,
        ),
      act: (a) => send(a, "POST", `/api/admin/reports/${report.id}/remove`, { reason: "copyright" }),
    };
  },
  "POST /api/admin/reports/:id/dismiss": async () => {
    const report = await openReport();
    return {
      state: () => one("SELECT status FROM share_reports WHERE id = ?", report.id),
      act: (a) => send(a, "POST", `/api/admin/reports/${report.id}/dismiss`, { reason: "fine" }),
    };
  },
};

const entriesBy = (adminId: string) =>
  one<{ n: number }>("SELECT count(*) AS n FROM admin_audit_log WHERE admin_id = ?", adminId).then((r) => r!.n);

/** D1 refuses every audit entry while `run` runs. */
async function withAuditRefused<T>(run: () => Promise<T>) {
  await env.DB.prepare(
    "CREATE TRIGGER refuse_audit BEFORE INSERT ON admin_audit_log BEGIN SELECT RAISE(ABORT, 'audit refused'); END",
  ).run();
  try {
    return await run();
  } finally {
    await env.DB.prepare("DROP TRIGGER refuse_audit").run();
  }
}

describe("admin writes and their audit entries", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    dropRememberedSettings();
  });

  it("the table names every admin write route of the app", () => {
    const writes = createApp()
      .routes.filter((r) => r.path.startsWith("/api/admin/") && !["GET", "ALL"].includes(r.method))
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(writes)].sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))("%s makes its change and exactly one audit entry", async (_route, setUp) => {
    const change = await setUp();
    const admin = await newAdmin();
    const before = await change.state();
    const res = await change.act(admin);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(await change.state()).not.toEqual(before);
    expect(await entriesBy(admin.id)).toBe(1);
  });

  it.each(Object.entries(CASES))("%s writes nothing when D1 refuses its audit entry", async (_route, setUp) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const change = await setUp();
    const admin = await newAdmin();
    const before = await change.state();
    const res = await withAuditRefused(() => change.act(admin));
    expect(res.status).toBe(500);
    expect(await change.state()).toEqual(before);
    expect(await entriesBy(admin.id)).toBe(0);
  });
});
