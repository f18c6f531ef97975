// The referral reward writes its ledger rows through the one guarded ledger insert (credits.ts):
// two attempts at once still pay each side exactly once under the keys rows already carry, and
// no reward row past MAX_REFERRAL_REWARD is ever written, whatever the settings table holds.
import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { referralCodes, referralRelationships, systemConfig } from "../../worker/platform/db/schema";
import { MAX_REFERRAL_REWARD } from "../../shared/credit-limits";
import { referralRewardKey } from "../../worker/platform/ledger-keys";
import { findByKey, ledgerInsert } from "../../worker/features/credits/service";
import { processReferralReward } from "../../worker/features/referrals/service";
import { REFERRAL_INVITEE_REWARD_KEY, REFERRAL_INVITER_REWARD_KEY } from "../../worker/features/referrals/settings";
import { recordReferral } from "../../worker/features/referrals/codes";
import { writeConfig } from "../../worker/platform/system-config";
import { db, newUser } from "./support/users";
import { expectBalance, ledgerRows } from "./support/ledger";

const SIGNUP_CREDITS = 5;

/** A new user (`newUser()`) with the referral code they invite with. */
async function userWithCode() {
  const { id } = await newUser();
  const code = (await db().select().from(referralCodes).where(eq(referralCodes.userId, id)).get())!.code;
  return { id, code };
}

/** An inviter and an invitee whose referral is recorded and waits for its reward. */
async function pendingReferral() {
  const [inviter, invitee] = await Promise.all([userWithCode(), userWithCode()]);
  expect(await recordReferral(db(), invitee.id, inviter.code)).toBe(true);
  const relationship = (await db()
    .select()
    .from(referralRelationships)
    .where(eq(referralRelationships.inviteeId, invitee.id))
    .get())!;
  return { inviter, invitee, relationshipId: relationship.id };
}

const rewardRows = (userId: string) => ledgerRows(userId, "referral_reward");

afterEach(async () => {
  await db()
    .delete(systemConfig)
    .where(inArray(systemConfig.key, [REFERRAL_INVITER_REWARD_KEY, REFERRAL_INVITEE_REWARD_KEY]));
});

describe("the referral reward through the guarded ledger insert", () => {
  it("two triggers at once pay each side exactly once, under the keys stored rows already have", async () => {
    const { inviter, invitee, relationshipId } = await pendingReferral();

    const results = await Promise.all([
      processReferralReward(db(), invitee.id),
      processReferralReward(db(), invitee.id),
    ]);
    expect(results.filter(Boolean)).toEqual([
      { relationshipId, inviterId: inviter.id, inviterReward: 10, inviteeReward: 5 },
    ]);
    await expectBalance(inviter.id, SIGNUP_CREDITS + 10);
    await expectBalance(invitee.id, SIGNUP_CREDITS + 5);
    // The same key format as rows written before the ledger keys had one home, so those dedupe too.
    expect(referralRewardKey("inviter", relationshipId)).toBe(`referral-inviter:${relationshipId}`);
    expect(await findByKey(db(), `referral-inviter:${relationshipId}`)).toMatchObject({
      userId: inviter.id,
      creditsUsed: -10,
    });
    expect(await findByKey(db(), `referral-invitee:${relationshipId}`)).toMatchObject({
      userId: invitee.id,
      creditsUsed: -5,
    });
    expect(await rewardRows(inviter.id)).toHaveLength(1);
    expect(await rewardRows(invitee.id)).toHaveLength(1);

    // A later trigger finds the referral completed: nothing more.
    expect(await processReferralReward(db(), invitee.id)).toBeNull();
    await expectBalance(inviter.id, SIGNUP_CREDITS + 10);
  });

  it("a reward stored past the cap pays the cap, never more", async () => {
    // Written past the settings screen's normalisation, as a hand edit of the table would.
    await writeConfig(db(), REFERRAL_INVITER_REWARD_KEY, { amount: MAX_REFERRAL_REWARD * 50 });
    const { inviter, invitee } = await pendingReferral();
    await Promise.all([processReferralReward(db(), invitee.id), processReferralReward(db(), invitee.id)]);
    await expectBalance(inviter.id, SIGNUP_CREDITS + MAX_REFERRAL_REWARD);
    expect(await rewardRows(inviter.id)).toHaveLength(1);
  });

  it("the guarded insert refuses a referral reward past the cap and writes nothing", async () => {
    const { inviter, relationshipId } = await pendingReferral();
    const reward = (credits: number) => ({
      userId: inviter.id,
      action: "referral_reward" as const,
      creditsUsed: -credits,
      idempotencyKey: referralRewardKey("inviter", relationshipId),
    });

    expect(() => ledgerInsert(db(), reward(MAX_REFERRAL_REWARD + 1))).toThrow(/at most 1000/);
    await expectBalance(inviter.id, SIGNUP_CREDITS);
    expect(await rewardRows(inviter.id)).toHaveLength(0);

    // The cap itself is allowed, once: the key refuses the second.
    await ledgerInsert(db(), reward(MAX_REFERRAL_REWARD));
    await expect(ledgerInsert(db(), reward(MAX_REFERRAL_REWARD))).rejects.toThrow();
    await expectBalance(inviter.id, SIGNUP_CREDITS + MAX_REFERRAL_REWARD);
  });

  it("a row waiting on a condition that does not hold is not written", async () => {
    const { inviter, relationshipId } = await pendingReferral();
    const entry = {
      userId: inviter.id,
      action: "referral_reward" as const,
      creditsUsed: -10,
      idempotencyKey: referralRewardKey("inviter", relationshipId),
    };
    // "The referral is completed": false while it waits, so the row waits too.
    const completed = sql`EXISTS (SELECT 1 FROM referral_relationships WHERE id = ${relationshipId} AND status = 'completed')`;
    expect(await ledgerInsert(db(), entry, undefined, completed)).toEqual([]);
    await expectBalance(inviter.id, SIGNUP_CREDITS);

    await db()
      .update(referralRelationships)
      .set({ status: "completed" })
      .where(eq(referralRelationships.id, relationshipId));
    expect(await ledgerInsert(db(), entry, undefined, completed)).toMatchObject([
      { userId: inviter.id, creditsUsed: -10, idempotencyKey: entry.idempotencyKey },
    ]);
    await expectBalance(inviter.id, SIGNUP_CREDITS + 10);
  });
});
