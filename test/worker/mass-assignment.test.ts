// Mass assignment: fields a client has no say over, sent anyway. Sign-up and better-auth's
// update-user with role/credits/verified/inviter/id fields; the creation routes with owner,
// cost and lineage fields; the admin routes with ids and bookkeeping fields. Each extra is
// ignored: nobody becomes an admin, balances follow the prices, rows belong to the caller.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { rawCall as call, clientFor, cookieOf, ok, rawOk } from "./support/client";
import { generate, generateForm, pngBlob, solidPng } from "./support/images";
import { me, signUp, uniqueEmail } from "./support/users";

const postJson = (path: string, body: unknown, cookie?: string, method = "POST") =>
  call(path, { method, cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const row = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .first<Record<string, unknown>>();
const count = async (sql: string, ...params: unknown[]) => Number((await row(sql, ...params))!.n);

async function user(verify = true) {
  const { cookie, email } = await signUp(undefined, undefined, { verify });
  return { cookie, email, id: (await me(cookie)).user.id };
}

/** What sign-up and update-user must never take from the body. */
const privileged = (inviterId: string) => ({
  role: "admin",
  roles: ["admin"],
  isAdmin: true,
  admin: true,
  credits: 9999,
  balance: 9999,
  emailVerified: true,
  referrerId: inviterId,
  inviterId,
  referredBy: inviterId,
  id: "chosen-by-client",
  userId: inviterId,
  createdAt: "2000-01-01T00:00:00.000Z",
});

describe("sign-up and the account endpoints", () => {
  let inviter: Awaited<ReturnType<typeof user>>;
  beforeAll(async () => {
    inviter = await user();
  });

  async function expectPlainUser(id: string, cookie: string) {
    expect(await me(cookie)).toMatchObject({ credits: 5, isAdmin: false });
    const account = await row("SELECT email_verified AS verified, created_at AS createdAt FROM user WHERE id = ?", id);
    expect(account!.verified).toBe(0);
    expect(Number(account!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await count("SELECT COUNT(*) AS n FROM user_roles WHERE user_id = ?", id)).toBe(0);
    expect(
      await count("SELECT COUNT(*) AS n FROM referral_relationships WHERE invitee_id = ? OR inviter_id = ?", id, id),
    ).toBe(0);
    expect(
      await count("SELECT COUNT(*) AS n FROM usage_records WHERE user_id = ? AND action_type <> 'signup_bonus'", id),
    ).toBe(0);
  }

  it("sign-up ignores role, credits, verification, inviter and id fields", async () => {
    const email = uniqueEmail("mass");
    const res = await postJson("/api/auth/sign-up/email", {
      email,
      password: "secret123",
      name: "m",
      ...privileged(inviter.id),
    });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    const { user: created } = await me(cookie);
    expect(created.id).not.toBe("chosen-by-client");
    expect(created.email).toBe(email);
    await expectPlainUser(created.id, cookie);
    expect(await count("SELECT COUNT(*) AS n FROM user WHERE id = 'chosen-by-client'")).toBe(0);
    expect((await me(inviter.cookie)).credits).toBe(5);
  });

  it("a raw user id (or an object) in place of a referral code is refused as an invalid code and links nobody", async () => {
    for (const referralCode of [inviter.id, { code: inviter.id }, [inviter.id]]) {
      const email = uniqueEmail("mass");
      const res = await postJson("/api/auth/sign-up/email", { email, password: "secret123", name: "m", referralCode });
      expect(res.status).toBe(400);
      expect((await res.json<{ code: string }>()).code).toBe("REFERRAL_CODE_INVALID");
      expect(await count("SELECT COUNT(*) AS n FROM user WHERE email = ?", email)).toBe(0);
    }
    expect(await count("SELECT COUNT(*) AS n FROM referral_relationships WHERE inviter_id = ?", inviter.id)).toBe(0);
    expect((await me(inviter.cookie)).credits).toBe(5);
  });

  it("update-user changes the name and nothing else", async () => {
    const alice = await user(false);
    const res = await postJson(
      "/api/auth/update-user",
      { name: "Alice Renamed", ...privileged(inviter.id) },
      alice.cookie,
    );
    expect(res.status).toBe(200);
    expect(await row("SELECT id, email, name FROM user WHERE id = ?", alice.id)).toEqual({
      id: alice.id,
      email: alice.email,
      name: "Alice Renamed",
    });
    await expectPlainUser(alice.id, alice.cookie);
    expect(await row("SELECT name FROM user WHERE id = ?", inviter.id)).toEqual({ name: inviter.email.split("@")[0] });
  });

  it("update-user refuses an email change, only extras, and a caller without a session", async () => {
    const alice = await user(false);
    expect((await postJson("/api/auth/update-user", { email: inviter.email }, alice.cookie)).status).toBe(400);
    expect((await postJson("/api/auth/update-user", { role: "admin", credits: 9999 }, alice.cookie)).status).toBe(400);
    expect((await postJson("/api/auth/update-user", { name: "x", role: "admin" })).status).toBe(401);
    expect(await row("SELECT email FROM user WHERE id = ?", alice.id)).toEqual({ email: alice.email });
    await expectPlainUser(alice.id, alice.cookie);
  });
});

describe("creation routes", () => {
  let alice: Awaited<ReturnType<typeof user>>;
  let bob: Awaited<ReturnType<typeof user>>;
  let bobWorkId = "";
  beforeAll(async () => {
    [alice, bob] = await Promise.all([user(), user()]);
    bobWorkId = (await ok(generate(bob.cookie, "bob's work"), 201)).work.id;
  });

  const owner = (workId: string) =>
    row(
      "SELECT user_id AS u, credits_used AS c, source, parent_id AS p, version AS v FROM generated_artworks WHERE id = ?",
      workId,
    );

  it("generate: owner, cost, source and lineage come from the server", async () => {
    const form = generateForm({ prompt: "a vase" });
    for (const [k, v] of Object.entries({
      userId: bob.id,
      cost: "0",
      creditsUsed: "0",
      source: "storybook",
      parentId: bobWorkId,
      rootId: bobWorkId,
      version: "99",
    }))
      form.set(k, v);
    const res = call("/api/images/generate", { method: "POST", cookie: alice.cookie, body: form });
    const { work } = await rawOk(res, clientFor().images.generate.$post, 201);
    expect(await owner(work.id)).toEqual({ u: alice.id, c: 1, source: "nano", p: null, v: 0 });
    expect((await me(alice.cookie)).credits).toBe(4);
  });

  it("refine: the parent is the work named by workId, the payer is the caller", async () => {
    const mine = (await ok(generate(alice.cookie, "alice's cup"), 201)).work.id;
    const before = (await me(alice.cookie)).credits;
    const extras = { userId: bob.id, creditsUsed: 0, cost: 0, parentId: bobWorkId, rootId: bobWorkId, version: 99 };
    const res = postJson("/api/images/refine", { workId: mine, instruction: "brighter", ...extras }, alice.cookie);
    const { work } = await rawOk(res, clientFor().images.refine.$post, 201);
    expect(work.rootId).toBe(mine);
    expect(await owner(work.id)).toEqual({ u: alice.id, c: 1, source: "nano", p: mine, v: 1 });
    expect((await me(alice.cookie)).credits).toBe(before - 1);
    expect((await me(bob.cookie)).credits).toBe(4);
  });

  it("tasks: the price, status and owner are the server's", async () => {
    const form = new FormData();
    const fields = {
      type: "interior_design",
      roomType: "bedroom",
      designStyle: "modern",
      cost: "0",
      creditsCost: "0",
      userId: bob.id,
      status: "completed",
      resultWorkId: bobWorkId,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("image", pngBlob(solidPng(32, 32, [10, 20, 30])), "room.png");
    const before = (await me(alice.cookie)).credits;
    const res = call("/api/tasks", { method: "POST", cookie: alice.cookie, body: form });
    const { task } = await rawOk(res, clientFor().tasks.$post, 201);
    expect(task).toMatchObject({ creditsCost: 2, status: "pending", resultWorkId: null });
    expect(await row("SELECT user_id AS u FROM generation_tasks WHERE id = ?", task.id)).toEqual({ u: alice.id });
    expect((await me(alice.cookie)).credits).toBe(before - 2);
    expect(await count("SELECT COUNT(*) AS n FROM generation_tasks WHERE user_id = ?", bob.id)).toBe(0);
  });
});

describe("admin routes", () => {
  let admin: Awaited<ReturnType<typeof user>>;
  let target: Awaited<ReturnType<typeof user>>;
  let bystander: Awaited<ReturnType<typeof user>>;
  beforeAll(async () => {
    [admin, target, bystander] = await Promise.all([user(), user(), user()]);
    await grantAdmin(createDb(env.DB), admin.id);
  });

  it("adjusting credits moves the path's user only", async () => {
    const res = await postJson(
      `/api/admin/users/${target.id}/credits`,
      { amount: 7, reason: "gift", userId: bystander.id, adminId: bystander.id },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect((await me(target.cookie)).credits).toBe(12);
    expect((await me(bystander.cookie)).credits).toBe(5);
  });

  it("a recharge's order id, status and author are the server's", async () => {
    const body = {
      userId: target.id,
      amountYuan: 1,
      credits: 3,
      orderId: "CHOSEN",
      status: "pending",
      createdBy: bystander.id,
    };
    const res = postJson("/api/admin/recharges", body, admin.cookie);
    const { record } = await rawOk(res, clientFor().admin.recharges.$post, 201);
    expect(record.orderId).not.toBe("CHOSEN");
    expect(
      await row("SELECT status, created_by AS by FROM recharge_records WHERE order_id = ?", record.orderId),
    ).toEqual({ status: "completed", by: admin.id });
  });

  it("a style update cannot rename the style or reorder it", async () => {
    const before = await row("SELECT sort_order AS o FROM style_presets WHERE id = 'anime'");
    const res = await postJson(
      "/api/admin/styles/anime",
      { enabled: true, id: "hijacked", sortOrder: -5, createdAt: 0 },
      admin.cookie,
      "PUT",
    );
    expect(res.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM style_presets WHERE id = 'hijacked'")).toBe(0);
    expect(await row("SELECT sort_order AS o FROM style_presets WHERE id = 'anime'")).toEqual(before);
  });
});
