// The admin API's behaviour: settings keep provider keys sealed, recharges and adjustments move
// money through the ledger exactly once, lists search/page/order as the back office expects,
// styles can be managed and the public list follows, and the dashboard's numbers add up.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { createDb } from "../../worker/platform/db/client";
import { BUILTIN_MODEL } from "../../worker/demo-engine/engine";
import {
  referralCodes,
  rechargeRecords,
  systemConfig,
  usageRecords,
  userCredits,
} from "../../worker/platform/db/schema";
import {
  getBalance,
  grantCredits,
  ledgerBalance,
  refundCredits,
  spendCredits,
} from "../../worker/features/credits/service";
import { readReferralSettings } from "../../worker/features/referrals/service";
import { readProviderKey } from "../../worker/platform/system-config";
import { createApp } from "../../worker/app";
import { clientFor, ok, rawCall as call, refusal, type Answer } from "./support/client";
import { fakes } from "./support/provider-fakes";
import { newAdmin, newUser } from "./support/users";

const db = () => createDb(env.DB);

function api(cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return call(`/api/admin${path}`, {
    method,
    cookie,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function errorCode(res: Answer) {
  return { status: res.status, code: (await refusal(res)).code };
}

const cents = (yuan: string) => {
  expect(yuan).toMatch(/^\d+\.\d{2}$/);
  const [whole, frac] = yuan.split(".");
  return Number(whole) * 100 + Number(frac);
};

describe("admin settings", () => {
  it("starts with no keys and the default referral settings", async () => {
    const { cookie } = await newAdmin();
    expect(await ok(clientFor(cookie).admin.settings.$get())).toEqual({
      geminiKey: { set: false, hint: null },
      openaiKey: { set: false, hint: null },
      // Tests, like local runs, have no AI binding: the demo engine serves every job.
      workersAi: {
        bound: false,
        enabled: true,
        gatewayId: null,
        narrationLanguages: ["zh-CN", "en-US", "es-ES", "fr-FR", "ja-JP", "ko-KR"],
      },
      engines: {
        image: { engine: "builtin", model: BUILTIN_MODEL, sizes: [{ id: "1K", longSide: 1024 }] },
        interior: { engine: "builtin", model: BUILTIN_MODEL },
        storybook: { engine: "builtin", model: BUILTIN_MODEL },
        narration: null,
        transcription: null,
      },
      referralRequired: false,
      inviterReward: 10,
      inviteeReward: 5,
    });
  });

  it("stores provider keys sealed, shows only a masked hint, replaces and removes them", async () => {
    const { cookie } = await newAdmin();
    // A new key is tested before it is saved (provider-key-test.test.ts): here against the fakes, which accept these.
    const app = createApp();
    const testEnv = { ...env, GEMINI_BASE_URL: fakes.gemini, OPENAI_BASE_URL: `${fakes.openai}/v1` } as Env;
    const settings = clientFor(cookie, (request) => app.fetch(request, testEnv)).admin.settings;
    const gemini = "AIzaSyTESTgeminiKEY-0123456789abcd";
    const openai = "sk-test-openai-key-ZYXW98765";

    const setRes = await settings.$put({ json: { geminiKey: gemini, openaiKey: openai } });
    const setText = await setRes.clone().text();
    const set = await ok(setRes);
    expect(setText).not.toContain(gemini);
    expect(setText).not.toContain(openai);
    expect(set.geminiKey).toEqual({ set: true, hint: "AIz…abcd" });
    expect(set.openaiKey).toEqual({ set: true, hint: "sk-…8765" });
    expect(set.referralRequired).toBe(false);

    const getText = await (await api(cookie, "GET", "/settings")).text();
    expect(getText).not.toContain(gemini);
    expect(getText).not.toContain(openai);
    expect(JSON.parse(getText).geminiKey).toEqual({ set: true, hint: "AIz…abcd" });

    // In D1 only ciphertext: no row holds the key in clear, yet the engines can open it.
    const rows = await db().select().from(systemConfig).all();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(gemini);
    expect(stored).not.toContain(openai);
    const geminiRow = rows.find((r) => r.key === "GEMINI_API_KEY");
    expect(geminiRow?.value.api_key_sealed).toMatch(/^v1:/);
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe(gemini);
    expect(await readProviderKey(env, db(), "OPENAI_API_KEY")).toBe(openai);

    // Replacing one key leaves the other alone.
    const replaced = await ok(settings.$put({ json: { geminiKey: "AIzaSyREPLACEDkey-99999999wxyz" } }));
    expect(replaced.geminiKey).toEqual({ set: true, hint: "AIz…wxyz" });
    expect(replaced.openaiKey).toEqual({ set: true, hint: "sk-…8765" });
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe("AIzaSyREPLACEDkey-99999999wxyz");

    // null removes the row.
    const removed = await ok(settings.$put({ json: { geminiKey: null } }));
    expect(removed.geminiKey).toEqual({ set: false, hint: null });
    expect(removed.openaiKey.set).toBe(true);
    expect(await db().select().from(systemConfig).where(eq(systemConfig.key, "GEMINI_API_KEY")).get()).toBeUndefined();
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBeNull();

    await ok(settings.$put({ json: { openaiKey: null } }));
    expect((await ok(settings.$get())).openaiKey).toEqual({ set: false, hint: null });
  });

  it("refuses a blank key rather than storing it", async () => {
    const { cookie } = await newAdmin();
    expect(await errorCode(await api(cookie, "PUT", "/settings", { geminiKey: "   " }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
    });
    expect((await ok(clientFor(cookie).admin.settings.$get())).geminiKey.set).toBe(false);
  });

  it("applies referral settings at once (invalid amounts: admin-forms.test.ts)", async () => {
    const { cookie } = await newAdmin();
    const b = await ok(
      clientFor(cookie).admin.settings.$put({ json: { inviterReward: 12, inviteeReward: 3, referralRequired: true } }),
    );
    expect(b).toMatchObject({ inviterReward: 12, inviteeReward: 3, referralRequired: true });
    // What the sign-up hooks read on their next request.
    expect(await readReferralSettings(db())).toEqual({ required: true, inviterReward: 12, inviteeReward: 3 });
    // Leave sign-up open for the rest of this file.
    const c = await ok(
      clientFor(cookie).admin.settings.$put({ json: { referralRequired: false, inviterReward: 10, inviteeReward: 5 } }),
    );
    expect(c).toMatchObject({ referralRequired: false, inviterReward: 10, inviteeReward: 5 });
  });

  it("keeps each reward between 0 and 1000: more is refused, a stored larger value reads as 1000", async () => {
    const { cookie } = await newAdmin();
    const bad = { status: 400, code: "VALIDATION_ERROR" };
    expect(await errorCode(await api(cookie, "PUT", "/settings", { inviterReward: 1001 }))).toEqual(bad);
    expect(await errorCode(await api(cookie, "PUT", "/settings", { inviteeReward: "1e9" }))).toEqual(bad);
    expect(await errorCode(await api(cookie, "PUT", "/settings", { inviteeReward: Number.MAX_SAFE_INTEGER }))).toEqual(
      bad,
    );
    expect(await readReferralSettings(db())).toMatchObject({ inviterReward: 10, inviteeReward: 5 });
    expect(await ok(clientFor(cookie).admin.settings.$put({ json: { inviterReward: 1000 } }))).toMatchObject({
      inviterReward: 1000,
    });
    // A value written to the table some other way is capped when read.
    await env.DB.prepare("UPDATE system_config SET value = ? WHERE key = 'REFERRAL_INVITER_REWARD'")
      .bind(JSON.stringify({ amount: 5_000_000 }))
      .run();
    expect(await readReferralSettings(db())).toMatchObject({ inviterReward: 1000 });
    await ok(clientFor(cookie).admin.settings.$put({ json: { inviterReward: 10 } }));
  });
});

describe("admin recharges", () => {
  it("records a completed order and grants its credits once, however often it is retried", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const before = cents((await ok(clientFor(admin.cookie).admin.stats.$get())).totals.rechargeYuan);
    const body = { email: target.email, amountYuan: 9.9, credits: 100, note: "bank transfer" };
    const headers = { "idempotency-key": `recharge-test-${target.id}` };

    const results = await Promise.all(
      [1, 2, 3].map(() => clientFor(admin.cookie).admin.recharges.$post({ json: body, header: headers })),
    );
    const records = await Promise.all(results.map((r) => ok(r, 201)));
    const { record } = records[0];
    expect(record).toMatchObject({
      userId: target.id,
      amountYuan: "9.90",
      credits: 100,
      status: "completed",
      note: "bank transfer",
    });
    expect(record.orderId).toMatch(/^R\d{8}[A-Z0-9]{6}$/);
    expect(record.orderId.slice(1, 9)).toBe(new Date().toISOString().slice(0, 10).replaceAll("-", ""));
    for (const r of records) expect(r.record.orderId).toBe(record.orderId);
    // One more retry later still finds the same order.
    const again = await ok(clientFor(admin.cookie).admin.recharges.$post({ json: body, header: headers }), 201);
    expect(again.record.orderId).toBe(record.orderId);

    const grants = await db()
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.userId, target.id), eq(usageRecords.actionType, "recharge")))
      .all();
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ creditsUsed: -100, idempotencyKey: `recharge:${record.orderId}` });
    const orders = await db().select().from(rechargeRecords).where(eq(rechargeRecords.userId, target.id)).all();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amountCents: 990, usageRecordId: grants[0].id, createdBy: admin.id });
    expect(await getBalance(db(), target.id)).toBe(105);
    expect(await ledgerBalance(db(), target.id)).toBe(105);

    // Without a key, a second request is a second order; string amounts work too.
    const second = await ok(
      clientFor(admin.cookie).admin.recharges.$post({
        json: { userId: target.id, amountYuan: "0.35", credits: 1 },
        header: {},
      }),
      201,
    );
    expect(second.record.orderId).not.toBe(record.orderId);
    expect(second.record.amountYuan).toBe("0.35");
    expect(await getBalance(db(), target.id)).toBe(106);

    const stats = await ok(clientFor(admin.cookie).admin.stats.$get());
    expect(cents(stats.totals.rechargeYuan)).toBe(before + 990 + 35);

    const list = await ok(clientFor(admin.cookie).admin.recharges.$get({ query: {} }));
    expect(list.records.slice(0, 2).map((r: { orderId: string }) => r.orderId)).toEqual([
      second.record.orderId,
      record.orderId,
    ]);
    expect(list.records[1]).toMatchObject({
      username: target.email.split("@")[0],
      amountYuan: "9.90",
      credits: 100,
      status: "completed",
    });
  });

  it("a key reused for a different recharge is a conflict, not a second order", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const headers = { "idempotency-key": `reuse-test-${target.id}` };
    await ok(
      clientFor(admin.cookie).admin.recharges.$post({
        json: { email: target.email, amountYuan: 1, credits: 10 },
        header: headers,
      }),
      201,
    );
    const res = await api(
      admin.cookie,
      "POST",
      "/recharges",
      { email: target.email, amountYuan: 2, credits: 20 },
      headers,
    );
    expect(await errorCode(res)).toEqual({ status: 409, code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await getBalance(db(), target.id)).toBe(15);
  });

  it("validates the amount, the credits and the user", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const post = (body: unknown) => api(admin.cookie, "POST", "/recharges", body);
    const bad = { status: 400, code: "VALIDATION_ERROR" };
    expect(await errorCode(await post({ email: target.email, amountYuan: 1.234, credits: 1 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: 0, credits: 1 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: "-1", credits: 1 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: 100000.01, credits: 1 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: 1, credits: 0 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: 1, credits: 1.5 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: 1, credits: 100001 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: 1, credits: 2 ** 53 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, amountYuan: "99999999999999999", credits: 1 }))).toEqual(
      bad,
    );
    expect(await errorCode(await post({ amountYuan: 1, credits: 1 }))).toEqual(bad);
    expect(await errorCode(await post({ email: target.email, userId: target.id, amountYuan: 1, credits: 1 }))).toEqual(
      bad,
    );
    expect(
      await errorCode(await post({ email: target.email, amountYuan: 1, credits: 1, note: "x".repeat(201) })),
    ).toEqual(bad);
    expect(await errorCode(await post({ email: "nobody@example.com", amountYuan: 1, credits: 1 }))).toEqual({
      status: 404,
      code: "NOT_FOUND",
    });
    expect(await getBalance(db(), target.id)).toBe(5);
    // The largest allowed values, and an email in another case.
    const max = await ok(
      clientFor(admin.cookie).admin.recharges.$post({
        json: { email: target.email.toUpperCase(), amountYuan: "100000.00", credits: 100000 },
        header: {},
      }),
      201,
    );
    expect(max.record).toMatchObject({ amountYuan: "100000.00", credits: 100000 });
  });
});

describe("admin credit adjustments", () => {
  it("adds and deducts through the ledger, refuses going below zero, and applies a retried key once", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const adjust = (amount: number, reason = "support", headers: { "idempotency-key"?: string } = {}) =>
      clientFor(admin.cookie).admin.users[":id"].credits.$post({
        param: { id: target.id },
        json: { amount, reason },
        header: headers,
      });

    expect(await ok(await adjust(50, "compensation"))).toEqual({ balance: 55 });
    expect(await ok(await adjust(-20))).toEqual({ balance: 35 });
    expect(await errorCode(await adjust(-36))).toEqual({ status: 402, code: "INSUFFICIENT_CREDITS" });
    expect(await getBalance(db(), target.id)).toBe(35);

    const headers = { "idempotency-key": `adjust-${target.id}` };
    const retries = await Promise.all([1, 2, 3].map(() => adjust(-35, "zero it", headers)));
    for (const r of retries) expect(await ok(r)).toEqual({ balance: 0 });
    expect(await getBalance(db(), target.id)).toBe(0);
    expect(await ledgerBalance(db(), target.id)).toBe(0);

    const rows = await db()
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.userId, target.id), eq(usageRecords.actionType, "admin_adjustment")))
      .orderBy(usageRecords.createdAt)
      .all();
    expect(rows.map((r) => r.creditsUsed)).toEqual([-50, 20, 35]);
    expect(rows[0].metadata).toEqual({ reason: "compensation", adminId: admin.id });
  });

  it("validates the amount and reason, and 404s for an unknown user", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const post = (id: string, body: unknown) => api(admin.cookie, "POST", `/users/${id}/credits`, body);
    const bad = { status: 400, code: "VALIDATION_ERROR" };
    expect(await errorCode(await post(target.id, { amount: 0, reason: "x" }))).toEqual(bad);
    expect(await errorCode(await post(target.id, { amount: 1.5, reason: "x" }))).toEqual(bad);
    expect(await errorCode(await post(target.id, { amount: 100001, reason: "x" }))).toEqual(bad);
    expect(await errorCode(await post(target.id, { amount: -100001, reason: "x" }))).toEqual(bad);
    for (const amount of [2 ** 53, -(2 ** 53), 1e300, "5"])
      expect(await errorCode(await post(target.id, { amount, reason: "x" }))).toEqual(bad);
    expect(await errorCode(await post(target.id, { amount: 1, reason: "  " }))).toEqual(bad);
    expect(await errorCode(await post(target.id, { amount: 1, reason: "x".repeat(201) }))).toEqual(bad);
    expect(await errorCode(await post("no-such-user", { amount: 1, reason: "x" }))).toEqual({
      status: 404,
      code: "NOT_FOUND",
    });
    expect(await getBalance(db(), target.id)).toBe(5);
  });
});

describe("admin lists", () => {
  it("searches users by username, email or id prefix and pages them newest first", async () => {
    const admin = await newAdmin();
    const tag = `srch${Date.now().toString(36)}`;
    const a = await newUser({ email: `${tag}-a@example.com` });
    const b = await newAdmin({ email: `${tag}-b@example.com` });
    const c = await newUser({ email: `${tag}-c@example.org` });

    const all = await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: `${tag}` } }));
    expect(all.total).toBe(3);
    expect(all.users.map((u) => u.id)).toEqual([c.id, b.id, a.id]);
    expect(all.users[0]).toMatchObject({ email: c.email, username: `${tag}-c`, balance: 5, isAdmin: false });
    expect(all.users[1].isAdmin).toBe(true);
    expect(new Date(all.users[0].createdAt).toISOString()).toBe(all.users[0].createdAt);

    const page1 = await ok(
      clientFor(admin.cookie).admin.users.$get({ query: { q: `${tag.toUpperCase()}`, page: "1", pageSize: "2" } }),
    );
    const page2 = await ok(
      clientFor(admin.cookie).admin.users.$get({ query: { q: `${tag}`, page: "2", pageSize: "2" } }),
    );
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.users.map((u) => u.id)).toEqual([c.id, b.id]);
    expect(page2.users.map((u) => u.id)).toEqual([a.id]);

    expect(
      (await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: `${tag}-c@example.org` } }))).users.map(
        (u) => u.id,
      ),
    ).toEqual([c.id]);
    const byId = await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: `${a.id.slice(0, 12)}` } }));
    expect(byId.users.map((u) => u.id)).toContain(a.id);
    // An id matches only as a prefix; LIKE wildcards are literal.
    expect((await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: `${a.id.slice(2)}` } }))).total).toBe(0);
    expect((await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: "%" } }))).total).toBe(0);
    expect((await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: `${tag}_a` } }))).total).toBe(0);

    const unfiltered = await ok(clientFor(admin.cookie).admin.users.$get({ query: {} }));
    expect(unfiltered).toMatchObject({ page: 1, pageSize: 20 });
    expect(unfiltered.total).toBeGreaterThanOrEqual(5);
    expect(unfiltered.users[0].id).toBe(c.id);
    expect((await api(admin.cookie, "GET", "/users?pageSize=101")).status).toBe(400);
    expect((await api(admin.cookie, "GET", "/users?page=0")).status).toBe(400);
  });

  it("shows the last 100 ledger rows across users, newest first", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const t0 = Date.now();
    const [first, ...rest] = Array.from({ length: 105 }, (_, i) =>
      db()
        .insert(usageRecords)
        .values({
          id: `bulk-${target.id}-${i}`,
          userId: target.id,
          actionType: "generate_image",
          creditsUsed: 0,
          idempotencyKey: `bulk-${target.id}-${i}`,
          createdAt: new Date(t0 + i),
        }),
    );
    await db().batch([first, ...rest]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const latest = await spendCredits(db(), {
      userId: target.id,
      amount: 2,
      action: "transform_image",
      idempotencyKey: `latest-${target.id}`,
    });

    const { records } = await ok(clientFor(admin.cookie).admin.usage.$get({ query: {} }));
    expect(records).toHaveLength(100);
    expect(records[0]).toEqual({
      id: latest.record.id,
      createdAt: latest.record.createdAt.toISOString(),
      userId: target.id,
      username: target.email.split("@")[0],
      email: target.email,
      actionType: "transform_image",
      creditsUsed: 2,
      metadata: null,
    });
    const times = records.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(records[1].id).toBe(`bulk-${target.id}-104`);
  });

  it("ranks inviters by invites, leaving out users without any", async () => {
    const admin = await newAdmin();
    const users = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    const invites = [3, 7, 5, 0];
    for (const [i, u] of users.entries()) {
      const values = {
        userId: u.id,
        code: `T${i}${u.id.slice(0, 6).toUpperCase()}`,
        totalInvites: invites[i],
        totalRewards: invites[i] * 10,
      };
      await db()
        .insert(referralCodes)
        .values(values)
        .onConflictDoUpdate({
          target: referralCodes.userId,
          set: { totalInvites: values.totalInvites, totalRewards: values.totalRewards },
        });
    }
    const codes = new Map((await db().select().from(referralCodes).all()).map((r) => [r.userId, r.code]));

    const { ranking } = await ok(clientFor(admin.cookie).admin.referrals.$get({ query: {} }));
    expect(ranking.map((r: { userId: string }) => r.userId)).toEqual([users[1].id, users[2].id, users[0].id]);
    expect(ranking[0]).toEqual({
      rank: 1,
      userId: users[1].id,
      username: users[1].email.split("@")[0],
      code: codes.get(users[1].id),
      invites: 7,
      rewards: 70,
    });
    expect(ranking.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
  });
});

describe("admin styles", () => {
  const publicIds = async (cookie: string) => (await ok(clientFor(cookie).styles.$get())).styles.map((s) => s.id);

  it("lists every style with its prompt; creates, edits, disables and reorders them", async () => {
    const admin = await newAdmin();
    const user = await newUser();
    const initial = (await ok(clientFor(admin.cookie).admin.styles.$get())).styles;
    expect(initial.length).toBeGreaterThanOrEqual(21);
    expect(initial[0]).toMatchObject({ id: "mystical", groupId: "modern", icon: "🔮", enabled: true, sortOrder: 10 });
    expect(initial[0].prompt).toContain("mystical");
    expect(initial[0].name["en-US"]).toBe("Mystical");
    const maxOrder = Math.max(...initial.map((s: { sortOrder: number }) => s.sortOrder));

    const input = {
      id: "neon-noir",
      groupId: "modern",
      icon: "🌆",
      name: { "zh-CN": "霓虹黑色", "en-US": "Neon noir" },
      description: { "en-US": "Rainy neon nights" },
      prompt: "Redraw as neon noir.",
    };
    const created = await ok(clientFor(admin.cookie).admin.styles.$post({ json: input }), 201);
    expect(created.style).toEqual({ ...input, enabled: true, sortOrder: maxOrder + 10 });
    expect(await errorCode(await api(admin.cookie, "POST", "/styles", input))).toEqual({
      status: 409,
      code: "STYLE_EXISTS",
    });
    expect((await publicIds(user.cookie)).at(-1)).toBe("neon-noir");

    // Defaults: icon and description may be left out.
    const plain = await ok(
      clientFor(admin.cookie).admin.styles.$post({
        json: { id: "plain-1", groupId: "design", name: { "zh-CN": "朴素" }, prompt: "Keep it plain." },
      }),
      201,
    );
    expect(plain.style).toMatchObject({ icon: "🎨", description: {}, sortOrder: maxOrder + 20 });

    const bad = { status: 400, code: "VALIDATION_ERROR" };
    expect(await errorCode(await api(admin.cookie, "POST", "/styles", { ...input, id: "Bad_Id" }))).toEqual(bad);
    expect(await errorCode(await api(admin.cookie, "POST", "/styles", { ...input, id: "x".repeat(41) }))).toEqual(bad);
    expect(
      await errorCode(
        await api(admin.cookie, "POST", "/styles", { ...input, id: "no-zh", name: { "en-US": "No Chinese" } }),
      ),
    ).toEqual(bad);
    expect(
      await errorCode(await api(admin.cookie, "POST", "/styles", { ...input, id: "no-prompt", prompt: " " })),
    ).toEqual(bad);
    expect(
      await errorCode(
        await api(admin.cookie, "POST", "/styles", { ...input, id: "long-prompt", prompt: "x".repeat(2001) }),
      ),
    ).toEqual(bad);

    // Edit: a partial update keeps the rest.
    const edited = await ok(
      clientFor(admin.cookie).admin.styles[":id"].$put({
        param: { id: "neon-noir" },
        json: { prompt: "Redraw as rainy neon noir.", name: { "zh-CN": "霓虹夜" } },
      }),
    );
    expect(edited.style).toMatchObject({
      id: "neon-noir",
      icon: "🌆",
      prompt: "Redraw as rainy neon noir.",
      name: { "zh-CN": "霓虹夜" },
      enabled: true,
    });
    expect(await errorCode(await api(admin.cookie, "PUT", "/styles/no-such-style", { enabled: false }))).toEqual({
      status: 404,
      code: "STYLE_NOT_FOUND",
    });
    expect(await errorCode(await api(admin.cookie, "PUT", "/styles/neon-noir", { name: { "en-US": "x" } }))).toEqual(
      bad,
    );

    // Disable: gone from the public list (and from the studio), still in the admin list.
    const disabled = await ok(
      clientFor(admin.cookie).admin.styles[":id"].$put({ param: { id: "neon-noir" }, json: { enabled: false } }),
    );
    expect(disabled.style.enabled).toBe(false);
    expect(await publicIds(user.cookie)).not.toContain("neon-noir");
    const adminList = (await ok(clientFor(admin.cookie).admin.styles.$get())).styles;
    expect(adminList.find((s: { id: string }) => s.id === "neon-noir")?.enabled).toBe(false);

    // Reorder: every id, new order; the public list follows.
    const reversed = adminList.map((s: { id: string }) => s.id).reverse();
    const reordered = await ok(clientFor(admin.cookie).admin.styles.reorder.$post({ json: { ids: reversed } }));
    expect(reordered.styles.map((s: { id: string }) => s.id)).toEqual(reversed);
    expect(reordered.styles.map((s: { sortOrder: number }) => s.sortOrder)).toEqual(
      reversed.map((_: string, i: number) => (i + 1) * 10),
    );
    expect(await publicIds(user.cookie)).toEqual(reversed.filter((id: string) => id !== "neon-noir"));

    expect(await errorCode(await api(admin.cookie, "POST", "/styles/reorder", { ids: reversed.slice(1) }))).toEqual(
      bad,
    );
    expect(
      await errorCode(await api(admin.cookie, "POST", "/styles/reorder", { ids: [...reversed, "ghost"] })),
    ).toEqual(bad);
    expect(
      await errorCode(
        await api(admin.cookie, "POST", "/styles/reorder", { ids: [reversed[0], ...reversed.slice(0, -1)] }),
      ),
    ).toEqual(bad);

    // Enabling again brings it back, at its new place.
    await ok(clientFor(admin.cookie).admin.styles[":id"].$put({ param: { id: "neon-noir" }, json: { enabled: true } }));
    expect(await publicIds(user.cookie)).toEqual(reversed);
  });
});

describe("admin stats", () => {
  it("has totals and 30 zero-filled UTC days, oldest first, counting today's spend and sign-ups", async () => {
    const admin = await newAdmin();
    const before = await ok(clientFor(admin.cookie).admin.stats.$get());
    expect(before.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.daily.at(-1)!.date).toBe(today);
    for (let i = 1; i < 30; i++)
      expect(Date.parse(before.daily[i].date) - Date.parse(before.daily[i - 1].date)).toBe(86_400_000);
    // Everything in this test database happened today, so every earlier day is zero.
    for (const day of before.daily.slice(0, -1)) expect(day).toMatchObject({ creditsSpent: 0, signUps: 0 });

    const target = await newUser();
    await spendCredits(db(), {
      userId: target.id,
      amount: 3,
      action: "generate_image",
      idempotencyKey: `stats-a-${target.id}`,
    });
    const refunded = await spendCredits(db(), {
      userId: target.id,
      amount: 2,
      action: "generate_image",
      idempotencyKey: `stats-b-${target.id}`,
    });
    await refundCredits(db(), refunded.record, "provider failed");
    await grantCredits(db(), {
      userId: target.id,
      amount: 4,
      action: "referral_reward",
      idempotencyKey: `stats-c-${target.id}`,
    });

    const after = await ok(clientFor(admin.cookie).admin.stats.$get());
    expect(after.daily.at(-1)!.creditsSpent - before.daily.at(-1)!.creditsSpent).toBe(3);
    expect(after.daily.at(-1)!.signUps - before.daily.at(-1)!.signUps).toBe(1);
    expect(after.totals.users - before.totals.users).toBe(1);
    expect(after.totals.creditBalance - before.totals.creditBalance).toBe(5 - 3 + 4);

    const [{ users, balance }] = await db()
      .select({
        users: sql<number>`(select count(*) from user)`,
        balance: sql<number>`coalesce(sum(${userCredits.balance}), 0)`,
      })
      .from(userCredits)
      .all();
    expect(after.totals).toMatchObject({ users, creditBalance: balance });
    expect(typeof after.totals.referrals).toBe("number");
    expect(after.totals.rechargeYuan).toMatch(/^\d+\.\d{2}$/);
  });
});
