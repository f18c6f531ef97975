// Referrals end to end on real D1: codes at sign-up, the public check, invite-only sign-up, the
// pending relationship, and the reward paid exactly once once the invitee has confirmed their
// address and signed in (also under a race). test/worker/email-identity.test.ts covers the
// unconfirmed, alias and deleted-address cases.
import { afterEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { rawCall as call, clientFor, objectOf, ok, rawOk } from "./support/client";
import { me, newUser, uniqueEmail } from "./support/users";
import { createDb } from "../../worker/platform/db/client";
import { referralCodes, referralRelationships, systemConfig, user } from "../../worker/platform/db/schema";
import { setUpAccount } from "../../worker/features/account/service";
import { findByKey } from "../../worker/features/credits/service";
import {
  processReferralReward,
  readReferralSettings,
  writeReferralSettings,
} from "../../worker/features/referrals/service";
import {
  REFERRAL_INVITER_REWARD_KEY,
  REFERRAL_INVITEE_REWARD_KEY,
  REFERRAL_REQUIRED_KEY,
  toRewardAmount,
} from "../../worker/features/referrals/settings";
import { generateReferralCode, recordReferral } from "../../worker/features/referrals/codes";
import { expectBalance, ledgerRows } from "./support/ledger";

const db = () => createDb(env.DB);

const post = (path: string, body: unknown, cookie?: string) =>
  call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), cookie });

/** Sign-up straight against the API, as a script would, with whatever extra fields. */
const rawSignUp = (email: string, extra: Record<string, unknown> = {}) =>
  post("/api/auth/sign-up/email", { email, password: "secret123", name: email.split("@")[0], ...extra });

/**
 * `newUser()` (signed up and confirmed — the reward waits for a confirmed address) with their own
 * referral code; `referralCode` signs them up with someone else's.
 */
async function userWithCode(referralCode?: string) {
  const user = await newUser({
    email: uniqueEmail("ref"),
    signUpFields: referralCode === undefined ? undefined : { referralCode },
  });
  return { ...user, code: await codeOf(user.id) };
}

async function codeOf(userId: string) {
  const row = await db().select().from(referralCodes).where(eq(referralCodes.userId, userId)).get();
  return row!.code;
}

const relationshipOf = (inviteeId: string) =>
  db().select().from(referralRelationships).where(eq(referralRelationships.inviteeId, inviteeId)).get();

const codeRow = (userId: string) => db().select().from(referralCodes).where(eq(referralCodes.userId, userId)).get();

const rewardRows = (userId: string) => ledgerRows(userId, "referral_reward");

// Settings live in the shared system_config table: every test starts from the defaults.
afterEach(async () => {
  await db()
    .delete(systemConfig)
    .where(
      inArray(systemConfig.key, [REFERRAL_REQUIRED_KEY, REFERRAL_INVITER_REWARD_KEY, REFERRAL_INVITEE_REWARD_KEY]),
    );
});

describe("referral codes", () => {
  it("every new user gets a unique 8-character code, kept when set-up runs again", async () => {
    const users = await Promise.all([userWithCode(), userWithCode(), userWithCode()]);
    for (const u of users) expect(u.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(users.map((u) => u.code)).size).toBe(3);
    await setUpAccount(db(), { id: users[0].id, email: users[0].email }, env.BETTER_AUTH_SECRET);
    expect(await codeOf(users[0].id)).toBe(users[0].code);
  });

  it("generated codes use only A–Z and 0–9", () => {
    const codes = Array.from({ length: 500 }, generateReferralCode);
    for (const c of codes) expect(c).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(500);
  });

  it("the public check says valid/invalid and whether invite-only is on", async () => {
    const owner = await userWithCode();
    const check = async (query: string) =>
      rawOk(call(`/api/referrals/check${query}`), clientFor().referrals.check.$get);
    expect(await check(`?code=${owner.code}`)).toEqual({ valid: true, required: false, inviteeReward: 5 });
    expect(await check(`?code=${encodeURIComponent(` ${owner.code.toLowerCase()} `)}`)).toEqual({
      valid: true,
      required: false,
      inviteeReward: 5,
    });
    expect(await check("?code=ZZZZ0000")).toEqual({ valid: false, required: false, inviteeReward: 5 });
    expect(await check("?code=AB-CD")).toEqual({ valid: false, required: false, inviteeReward: 5 });
    expect(await check(`?code=${owner.code}X`)).toEqual({ valid: false, required: false, inviteeReward: 5 });
    expect(await check("")).toEqual({ valid: false, required: false, inviteeReward: 5 });

    await writeReferralSettings(db(), { required: true });
    expect(await check(`?code=${owner.code}`)).toEqual({ valid: true, required: true, inviteeReward: 5 });
    await db().update(referralCodes).set({ isActive: false }).where(eq(referralCodes.userId, owner.id));
    expect(await check(`?code=${owner.code}`)).toEqual({ valid: false, required: true, inviteeReward: 5 });
  });
});

describe("referral settings", () => {
  it("defaults, normalised amounts and a partial write", async () => {
    expect(await readReferralSettings(db())).toEqual({ required: false, inviterReward: 10, inviteeReward: 5 });
    expect([
      toRewardAmount("abc"),
      toRewardAmount(-3),
      toRewardAmount(2.7),
      toRewardAmount("12"),
      toRewardAmount(null),
    ]).toEqual([0, 0, 2, 12, 0]);
    expect(await writeReferralSettings(db(), { inviterReward: 20 })).toEqual({
      required: false,
      inviterReward: 20,
      inviteeReward: 5,
    });
    await db()
      .insert(systemConfig)
      .values({ key: REFERRAL_INVITEE_REWARD_KEY, value: { amount: "lots" } });
    expect((await readReferralSettings(db())).inviteeReward).toBe(0);
  });
});

describe("referral sign-up and reward", () => {
  it("sign-up with a code links the users and pays both exactly once; signing in again pays nothing", async () => {
    const inviter = await userWithCode();
    const invitee = await userWithCode(`  ${inviter.code.toLowerCase()} `);

    const rel = await relationshipOf(invitee.id);
    expect(rel).toMatchObject({
      inviterId: inviter.id,
      referralCode: inviter.code,
      status: "completed",
      inviterReward: 10,
      inviteeReward: 5,
    });
    expect(rel!.completedAt).toBeInstanceOf(Date);
    await expectBalance(inviter.id, 15);
    await expectBalance(invitee.id, 10);
    expect(await findByKey(db(), `referral-inviter:${rel!.id}`)).toMatchObject({
      userId: inviter.id,
      creditsUsed: -10,
      actionType: "referral_reward",
    });
    expect(await findByKey(db(), `referral-invitee:${rel!.id}`)).toMatchObject({ userId: invitee.id, creditsUsed: -5 });
    expect(await codeRow(inviter.id)).toMatchObject({ totalInvites: 1, totalRewards: 10 });

    const again = await post("/api/auth/sign-in/email", { email: invitee.email, password: "secret123" });
    expect(again.status).toBe(200);
    expect(await processReferralReward(db(), invitee.id)).toBeNull();
    await expectBalance(inviter.id, 15);
    await expectBalance(invitee.id, 10);
    expect(await codeRow(inviter.id)).toMatchObject({ totalInvites: 1, totalRewards: 10 });
  });

  it("an invalid code is refused when invite-only is off too, before any user exists; without it the sign-up goes through", async () => {
    for (const referralCode of ["NOSUCH00", "bad-code!", 42]) {
      const email = uniqueEmail("typo");
      const res = await rawSignUp(email, { referralCode });
      expect(res.status).toBe(400);
      expect(await objectOf(res)).toMatchObject({ code: "REFERRAL_CODE_INVALID" });
      expect(await db().select({ id: user.id }).from(user).where(eq(user.email, email)).get()).toBeUndefined();
    }
    for (const extra of [{}, { referralCode: "" }, { referralCode: "  " }])
      expect((await rawSignUp(uniqueEmail("no-code"), extra)).status).toBe(200);
  });

  it("a relationship is recorded pending, and simultaneous first sign-ins pay once", async () => {
    const [inviter, invitee] = await Promise.all([userWithCode(), userWithCode()]);
    expect(await recordReferral(db(), invitee.id, inviter.code)).toBe(true);
    expect(await relationshipOf(invitee.id)).toMatchObject({
      status: "pending",
      inviterReward: 0,
      inviteeReward: 0,
      completedAt: null,
    });

    const results = await Promise.all(Array.from({ length: 6 }, () => processReferralReward(db(), invitee.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    await expectBalance(inviter.id, 15);
    await expectBalance(invitee.id, 10);
    expect(await rewardRows(inviter.id)).toHaveLength(1);
    expect(await codeRow(inviter.id)).toMatchObject({ totalInvites: 1, totalRewards: 10 });
  });

  it("with zero rewards a race still counts the invite once and writes no ledger row", async () => {
    await writeReferralSettings(db(), { inviterReward: 0, inviteeReward: 0 });
    const [inviter, invitee] = await Promise.all([userWithCode(), userWithCode()]);
    await recordReferral(db(), invitee.id, inviter.code);
    const results = await Promise.all(Array.from({ length: 6 }, () => processReferralReward(db(), invitee.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await codeRow(inviter.id)).toMatchObject({ totalInvites: 1, totalRewards: 0 });
    expect(await rewardRows(inviter.id)).toHaveLength(0);
    expect(await rewardRows(invitee.id)).toHaveLength(0);
  });

  it("self-referral is refused and an invitee cannot be re-linked", async () => {
    const [a, b, c] = await Promise.all([userWithCode(), userWithCode(), userWithCode()]);
    expect(await recordReferral(db(), a.id, a.code)).toBe(false);
    expect(await relationshipOf(a.id)).toBeUndefined();

    expect(await recordReferral(db(), b.id, a.code)).toBe(true);
    expect(await recordReferral(db(), b.id, c.code)).toBe(false);
    expect((await relationshipOf(b.id))!.inviterId).toBe(a.id);
    // The UNIQUE invitee_id is what guarantees it, whatever the caller does.
    await expect(
      db()
        .insert(referralRelationships)
        .values({ id: crypto.randomUUID(), inviterId: c.id, inviteeId: b.id, referralCode: c.code }),
    ).rejects.toThrow();
  });

  it("the rewards paid are the ones set at that moment; a 0 reward writes no ledger row", async () => {
    const inviter = await userWithCode();
    await writeReferralSettings(db(), { inviterReward: 3, inviteeReward: 7 });
    const first = await userWithCode(inviter.code);
    await expectBalance(first.id, 12);
    await expectBalance(inviter.id, 8);

    await writeReferralSettings(db(), { inviterReward: 0, inviteeReward: 2 });
    const second = await userWithCode(inviter.code);
    const rel = await relationshipOf(second.id);
    expect(rel).toMatchObject({ status: "completed", inviterReward: 0, inviteeReward: 2 });
    expect(await findByKey(db(), `referral-inviter:${rel!.id}`)).toBeUndefined();
    await expectBalance(second.id, 7);
    await expectBalance(inviter.id, 8);
    expect(await codeRow(inviter.id)).toMatchObject({ totalInvites: 2, totalRewards: 3 });
  });

  it("a reward that fails is logged, sign-up still succeeds, and a later sign-in pays it", async () => {
    const inviter = await userWithCode();
    // Without the inviter's credit account the ledger trigger aborts the whole reward batch.
    await env.DB.prepare("DELETE FROM user_credits WHERE user_id = ?").bind(inviter.id).run();
    const invitee = await userWithCode(inviter.code);
    expect((await relationshipOf(invitee.id))!.status).toBe("pending");
    await expectBalance(invitee.id, 5);

    await env.DB.prepare("INSERT INTO user_credits (user_id, balance) VALUES (?, 5)").bind(inviter.id).run();
    const signIn = await post("/api/auth/sign-in/email", { email: invitee.email, password: "secret123" });
    expect(signIn.status).toBe(200);
    expect((await relationshipOf(invitee.id))!.status).toBe("completed");
    await expectBalance(inviter.id, 15);
    await expectBalance(invitee.id, 10);
  });
});

describe("invite-only sign-up", () => {
  const userRow = (email: string) => db().select({ id: user.id }).from(user).where(eq(user.email, email)).get();

  it("refuses a missing or wrong code before any user exists, and accepts a valid one", async () => {
    const inviter = await userWithCode();
    await writeReferralSettings(db(), { required: true });

    for (const extra of [{}, { referralCode: "   " }, { referralCode: 42 }]) {
      const email = uniqueEmail("closed");
      const res = await rawSignUp(email, extra);
      expect(res.status).toBe(400);
      expect(await objectOf(res)).toMatchObject({
        code: extra.referralCode === 42 ? "REFERRAL_CODE_INVALID" : "REFERRAL_CODE_REQUIRED",
      });
      expect(await userRow(email)).toBeUndefined();
    }

    for (const referralCode of ["NOSUCH00", "bad-code!"]) {
      const email = uniqueEmail("closed");
      const res = await rawSignUp(email, { referralCode });
      expect(res.status).toBe(400);
      expect(await objectOf(res)).toMatchObject({ code: "REFERRAL_CODE_INVALID" });
      expect(await userRow(email)).toBeUndefined();
    }

    const invitee = await userWithCode(inviter.code.toLowerCase());
    expect((await relationshipOf(invitee.id))!.inviterId).toBe(inviter.id);
    await expectBalance(invitee.id, 10);

    // A deactivated code no longer opens the door.
    await db().update(referralCodes).set({ isActive: false }).where(eq(referralCodes.userId, inviter.id));
    const email = uniqueEmail("closed");
    const res = await rawSignUp(email, { referralCode: inviter.code });
    expect(await objectOf(res)).toMatchObject({ code: "REFERRAL_CODE_INVALID" });
    expect(await userRow(email)).toBeUndefined();
  });

  it("the default newUser helper (no code) still works when invite-only is off", async () => {
    const { cookie } = await newUser();
    expect((await me(cookie)).credits).toBe(5);
  });
});

describe("GET /api/referrals/me", () => {
  it("shows the code, link, totals and invitations newest first", async () => {
    const inviter = await userWithCode();
    const done = await userWithCode(inviter.code);
    const waiting = await userWithCode();
    await recordReferral(db(), waiting.id, inviter.code);

    const body = await ok(clientFor(inviter.cookie).referrals.me.$get());
    expect(body).toMatchObject({
      code: inviter.code,
      link: `/auth?ref=${inviter.code}`,
      totalInvites: 1,
      totalRewards: 10,
    });
    expect(body.invitations).toEqual([
      { username: waiting.email.split("@")[0], createdAt: expect.any(String), status: "pending", reward: null },
      { username: done.email.split("@")[0], createdAt: expect.any(String), status: "completed", reward: 10 },
    ]);
    expect(new Date(body.invitations[0].createdAt).toISOString()).toBe(body.invitations[0].createdAt);

    const invitee = await ok(clientFor(done.cookie).referrals.me.$get());
    expect(invitee).toMatchObject({ code: done.code, totalInvites: 0, invitations: [] });
  });

  it("needs a session", async () => {
    expect((await call("/api/referrals/me")).status).toBe(401);
  });
});
