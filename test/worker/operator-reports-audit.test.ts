// Reports on share pages, their removal and dismissal, the audit log, and the admin usage list's
// search and paging (decision 26).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { EngineError } from "../../worker/engines/types";
import { noteOperatorAlert } from "../../worker/features/operator/service";
import { clientFor, ok, rawCall, refusal } from "./support/client";
import { generate } from "./support/images";
import { newAdmin, newUser } from "./support/users";

const json = (cookie: string, path: string, body: unknown) =>
  rawCall(path, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const report = (token: string, reason: string, ip = "203.0.113.7", origin = "http://localhost") =>
  rawCall(`/s/${token}/report`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip, origin },
    body: new URLSearchParams({ reason }).toString(),
  });

async function sharedWork() {
  const owner = await newUser();
  const res = await generate(owner.cookie);
  const { work } = (await res.json()) as unknown as { work: { id: string } };
  const imageKey = `u/${owner.id}/works/${work.id}.png`;
  const { share } = await ok(clientFor(owner.cookie).shares.$post({ json: { workId: work.id } }));
  return { owner, work: { ...work, imageKey }, token: share.id };
}

describe("reporting a share page", () => {
  it("shows a report form and takes a report with a reason", async () => {
    const { token, work } = await sharedWork();
    const page = await (await rawCall(`/s/${token}`)).text();
    expect(page).toContain(`action="/s/${token}/report"`);
    const res = await report(token, "This copies my artwork");
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT work_id, reason, status FROM share_reports WHERE share_id = ?")
      .bind(token)
      .first();
    expect(row).toEqual({ work_id: work.id, reason: "This copies my artwork", status: "open" });
  });

  it("refuses an empty reason, another site's form and an unknown link", async () => {
    const { token } = await sharedWork();
    expect((await report(token, "   ")).status).toBe(400);
    expect((await report(token, "x".repeat(501))).status).toBe(400);
    expect((await report(token, "spam", "203.0.113.8", "https://evil.example")).status).toBe(403);
    expect((await report("A".repeat(32), "spam")).status).toBe(404);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM share_reports WHERE share_id = ?").bind(token).first("n"),
    ).toBe(0);
  });

  it("limits reports per address", async () => {
    const { token } = await sharedWork();
    for (let i = 0; i < 5; i++) expect((await report(token, `reason ${i}`, "198.51.100.9")).status).toBe(200);
    expect((await report(token, "one more", "198.51.100.9")).status).toBe(429);
    expect((await report(token, "from elsewhere", "198.51.100.10")).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM share_reports WHERE share_id = ?").bind(token).first("n"),
    ).toBe(6);
  });
});

describe("the back office's reports", () => {
  it("are for admins only", async () => {
    const user = await newUser();
    expect((await refusal(rawCall("/api/admin/reports", { cookie: user.cookie }))).code).toBe("FORBIDDEN");
    expect((await refusal(json(user.cookie, "/api/admin/reports/x/remove", {}))).code).toBe("FORBIDDEN");
    expect((await refusal(json(user.cookie, "/api/admin/reports/x/dismiss", {}))).code).toBe("FORBIDDEN");
    expect((await refusal(rawCall("/api/admin/audit", { cookie: user.cookie }))).code).toBe("FORBIDDEN");
  });

  it("remove the work, its R2 files and its link, close the report, and log it", async () => {
    const admin = await newAdmin();
    const { owner, work, token } = await sharedWork();
    await report(token, "stolen picture", "192.0.2.1");
    await report(token, "same picture", "192.0.2.2");
    expect((await env.FILES.list({ prefix: `u/${owner.id}/` })).objects.length).toBeGreaterThan(0);
    const { reports } = await ok(clientFor(admin.cookie).admin.reports.$get({ query: {} }));
    const mine = reports.filter((r) => r.shareId === token);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ ownerEmail: owner.email, shareUrl: `/s/${token}` });

    const removed = await json(admin.cookie, `/api/admin/reports/${mine[0].id}/remove`, { reason: "copyright" });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { closedReports: string[] }).closedReports.sort()).toEqual(
      mine.map((r) => r.id).sort(),
    );
    expect((await env.FILES.list({ prefix: `u/${owner.id}/` })).objects.map((o) => o.key)).toEqual([]);
    expect(await env.FILES.head(work.imageKey)).toBeNull();
    expect((await rawCall(`/s/${token}`)).status).toBe(404);
    expect((await rawCall(`/api/works/${work.id}`, { cookie: owner.cookie })).status).toBe(404);
    const statuses = await env.DB.prepare("SELECT DISTINCT status FROM share_reports WHERE share_id = ?")
      .bind(token)
      .all();
    expect(statuses.results).toEqual([{ status: "removed" }]);
    const audit = await ok(
      clientFor(admin.cookie).admin.audit.$get({ query: { action: "work.remove", user: owner.email } }),
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        adminEmail: admin.email,
        targetUserId: owner.id,
        reason: "copyright",
      }),
    ]);
  });

  it("dismiss a report, keeping the work, and log it", async () => {
    const admin = await newAdmin();
    const { owner, token } = await sharedWork();
    await report(token, "I do not like it", "192.0.2.3");
    const { reports } = await ok(clientFor(admin.cookie).admin.reports.$get({ query: { status: "open" } }));
    const id = reports.find((r) => r.shareId === token)!.id;
    expect((await json(admin.cookie, `/api/admin/reports/${id}/dismiss`, { reason: "not a violation" })).status).toBe(
      200,
    );
    expect((await rawCall(`/s/${token}`)).status).toBe(200);
    expect((await refusal(json(admin.cookie, `/api/admin/reports/${id}/dismiss`, {}))).code).toBe("NOT_FOUND");
    expect((await refusal(json(admin.cookie, `/api/admin/reports/${id}/remove`, {}))).code).toBe("NOT_FOUND");
    const audit = await ok(
      clientFor(admin.cookie).admin.audit.$get({ query: { action: "report.dismiss", user: owner.id } }),
    );
    expect(audit.entries[0]).toMatchObject({ reason: "not a violation", targetUserId: owner.id });
  });
});

describe("the audit log", () => {
  it("records each kind of admin action with who, whom and the reason, and filters and pages", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const target = await newUser();
    const api = clientFor(admin.cookie).admin;
    await ok(
      api.users[":id"].credits.$post({ param: { id: target.id }, json: { amount: 3, reason: "goodwill" }, header: {} }),
    );
    await ok(
      api.recharges.$post({
        json: { email: target.email, amountYuan: "9.90", credits: 5, note: "wechat 123" },
        header: {},
      }),
      201,
    );
    await ok(api.settings.$put({ json: { inviterReward: 11 } }));
    await ok(api.styles[":id"].$put({ param: { id: "anime" }, json: { enabled: true } }));
    await ok(api.packages.$post({ json: { name: "Audit pack", credits: 7, priceYuan: "7.00" } }), 201);
    await json(admin.cookie, `/api/admin/users/${target.id}/suspend`, { reason: "abuse" });
    await json(admin.cookie, `/api/admin/users/${target.id}/unsuspend`, {});
    await ok(clientFor(other.cookie).admin.settings.$put({ json: { inviteeReward: 4 } }));

    const mine = await ok(api.audit.$get({ query: { admin: admin.email } }));
    const actions = mine.entries.map((e) => e.action);
    for (const a of [
      "credits.adjust",
      "recharge.create",
      "settings.update",
      "style.update",
      "package.create",
      "user.suspend",
      "user.unsuspend",
    ])
      expect(actions).toContain(a);
    expect(actions).not.toContain("other");
    expect(mine.entries.find((e) => e.action === "credits.adjust")).toMatchObject({
      targetUserId: target.id,
      targetEmail: target.email,
      reason: "goodwill",
      details: { amount: 3 },
    });
    expect(mine.entries.find((e) => e.action === "recharge.create")).toMatchObject({
      targetUserId: target.id,
      reason: "wechat 123",
    });
    expect(mine.entries.every((e) => e.adminId === admin.id)).toBe(true);

    const suspensions = await ok(api.audit.$get({ query: { action: "user.suspend", user: target.email } }));
    expect(suspensions.entries.map((e) => e.reason)).toEqual(["abuse"]);
    const future = await ok(api.audit.$get({ query: { from: new Date(Date.now() + 60_000).toISOString() } }));
    expect(future.entries).toEqual([]);

    // Paging: two at a time, no entry twice, in order.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ok(api.audit.$get({ query: { admin: admin.id, limit: "2", ...(cursor ? { cursor } : {}) } }));
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(mine.entries.map((e) => e.id));
    expect((await refusal(rawCall("/api/admin/audit?cursor=nonsense", { cookie: admin.cookie }))).code).toBe(
      "VALIDATION_ERROR",
    );
  });

  it("records an alert dismissal, and nothing for a refused one", async () => {
    const admin = await newAdmin();
    const fix = { provider: "Gemini", model: "gemini-retired", setting: "AUDIT_ALERT_MODEL" };
    await noteOperatorAlert(createDb(env.DB), new EngineError("MODEL_UNAVAILABLE", "retired", fix));
    expect(
      (await rawCall("/api/admin/stats/alerts/unknown-alert", { method: "DELETE", cookie: admin.cookie })).status,
    ).toBe(404);
    const id = `MODEL_UNAVAILABLE:Gemini:${fix.setting}`;
    expect(
      (await rawCall(`/api/admin/stats/alerts/${encodeURIComponent(id)}`, { method: "DELETE", cookie: admin.cookie }))
        .status,
    ).toBe(200);
    const log = await ok(
      clientFor(admin.cookie).admin.audit.$get({ query: { action: "alert.dismiss", admin: admin.id } }),
    );
    expect(log.entries.map((e) => e.details)).toEqual([{ alertId: id }]);
  });
});

describe("the admin usage list", () => {
  it("searches by user and action, pages past the newest rows, and marks refunds", async () => {
    const admin = await newAdmin();
    const user = await newUser({ extraCredits: 10 });
    for (let i = 0; i < 3; i++) await generate(user.cookie);
    const api = clientFor(admin.cookie).admin;
    const byUser = await ok(api.usage.$get({ query: { q: user.email } }));
    expect(byUser.records.every((r) => r.userId === user.id)).toBe(true);
    expect(byUser.records.filter((r) => r.actionType === "generate_image")).toHaveLength(3);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ok(api.usage.$get({ query: { q: user.email, limit: "2", ...(cursor ? { cursor } : {}) } }));
      seen.push(...page.records.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(byUser.records.map((r) => r.id));
    const grants = await ok(api.usage.$get({ query: { q: user.id, action: "admin_adjustment" } }));
    expect(grants.records.map((r) => r.actionType)).toEqual(["admin_adjustment"]);

    // A refund reads as one.
    const charge = await env.DB.prepare(
      "SELECT id FROM usage_records WHERE user_id = ? AND action_type = 'generate_image' LIMIT 1",
    )
      .bind(user.id)
      .first<{ id: string }>();
    await env.DB.prepare(
      "INSERT INTO usage_records (id, user_id, action_type, credits_used, metadata, idempotency_key) VALUES (?, ?, 'generate_image', -1, ?, ?)",
    )
      .bind(
        crypto.randomUUID(),
        user.id,
        JSON.stringify({ refundOf: charge!.id, reason: "engine failed" }),
        `refund:${charge!.id}`,
      )
      .run();
    const refunds = await ok(api.usage.$get({ query: { q: user.email, action: "refund" } }));
    expect(refunds.records).toEqual([
      expect.objectContaining({ creditsUsed: -1, metadata: { refundOf: charge!.id, reason: "engine failed" } }),
    ]);
  });
});
