// 50 of each at once on one account — spends, refunds (each attempted twice) and referral
// rewards (each invitee's first sign-in processed twice) — and then the books must balance:
// balance = sum of the ledger, never negative, every refund and reward paid exactly once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { getBalance, ledgerBalance, refundCredits, spendCredits } from "../../worker/features/credits/service";
import { processReferralReward } from "../../worker/features/referrals/service";
import { readReferralSettings } from "../../worker/features/referrals/service";
import { recordReferral } from "../../worker/features/referrals/codes";
import { confirmedPeople, newUser } from "./support/users";

const db = () => createDb(env.DB);
const N = 50;

const codeOf = async (userId: string) =>
  (await env.DB.prepare("SELECT code FROM referral_codes WHERE user_id = ?").bind(userId).first<{ code: string }>())!
    .code;

const rows = async (userId: string, where: string) =>
  (await env.DB.prepare(
    `SELECT COUNT(*) AS n, COALESCE(SUM(credits_used), 0) AS total FROM usage_records WHERE user_id = ? AND ${where}`,
  )
    .bind(userId)
    .first<{ n: number; total: number }>())!;

describe("one account under 50 simultaneous spends, refunds and referral rewards", () => {
  it("keeps balance = ledger, never negative, each refund and reward exactly once", async () => {
    const { inviterReward } = await readReferralSettings(db());
    const { id: owner } = await newUser({ extraCredits: N });
    // N earlier spends to refund, and N invitees waiting for their first sign-in.
    const earlier = [];
    for (let i = 0; i < N; i++)
      earlier.push(
        (
          await spendCredits(db(), {
            userId: owner,
            amount: 1,
            action: "generate_image",
            idempotencyKey: `old-${owner}-${i}`,
          })
        ).record,
      );
    const code = await codeOf(owner);
    const invitees = (await confirmedPeople(N)).map((p) => p.id);
    for (const invitee of invitees) expect(await recordReferral(db(), invitee, code)).toBe(true);
    const before = (await getBalance(db(), owner))!;
    expect(before).toBe(5);

    const spends = Array.from({ length: N }, (_, i) =>
      spendCredits(db(), { userId: owner, amount: 1, action: "generate_image", idempotencyKey: `new-${owner}-${i}` }),
    );
    const refunds = earlier.flatMap((record) => [
      refundCredits(db(), record, "race"),
      refundCredits(db(), record, "race"),
    ]);
    const rewards = invitees.flatMap((invitee) => [
      processReferralReward(db(), invitee),
      processReferralReward(db(), invitee),
    ]);
    const shuffled = [...spends, ...refunds, ...rewards].sort(() => Math.random() - 0.5);
    const outcomes = await Promise.allSettled(shuffled);

    // Only an overdraft may refuse a spend; refunds and rewards never fail.
    for (const o of outcomes)
      if (o.status === "rejected") expect(o.reason).toMatchObject({ code: "INSUFFICIENT_CREDITS" });
    const spent = (await Promise.allSettled(spends)).filter((o) => o.status === "fulfilled").length;

    const balance = (await getBalance(db(), owner))!;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(await ledgerBalance(db(), owner));
    expect(await rows(owner, "idempotency_key LIKE 'refund:%'")).toEqual({ n: N, total: -N });
    expect(await rows(owner, "action_type = 'referral_reward'")).toEqual({ n: N, total: -N * inviterReward });
    expect(await rows(owner, "idempotency_key LIKE 'new-%'")).toEqual({ n: spent, total: spent });
    expect(balance).toBe(before + N + N * inviterReward - spent);
    const invites = await env.DB.prepare("SELECT total_invites AS n FROM referral_codes WHERE user_id = ?")
      .bind(owner)
      .first<{ n: number }>();
    expect(invites?.n).toBe(N);
  });
});
