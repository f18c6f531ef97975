// The ledger under concurrency: balance = sum of ledger, never negative, nothing twice.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/platform/db/client";
import {
  getBalance,
  grantCredits,
  ledgerBalance,
  refundCredits,
  spendCredits,
} from "../../worker/features/credits/service";
import { newUser } from "./support/users";

const db = () => createDb(env.DB);

describe("credits ledger", () => {
  it("50 simultaneous spends on 5 credits succeed exactly 5 times", async () => {
    const { id: userId } = await newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        spendCredits(db(), { userId, amount: 1, action: "generate_image", idempotencyKey: `spend-${userId}-${i}` }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(5);
    for (const r of results) if (r.status === "rejected") expect(r.reason.code).toBe("INSUFFICIENT_CREDITS");
    expect(await getBalance(db(), userId)).toBe(0);
    expect(await ledgerBalance(db(), userId)).toBe(0);
  });

  it("the same idempotency key charges once, even when sent concurrently", async () => {
    const { id: userId } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        spendCredits(db(), { userId, amount: 2, action: "generate_image", idempotencyKey: `same-${userId}` }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.record.id)).size).toBe(1);
    expect(await getBalance(db(), userId)).toBe(3);
  });

  it("a refund happens exactly once however often it is attempted", async () => {
    const { id: userId } = await newUser();
    const spend = await spendCredits(db(), {
      userId,
      amount: 1,
      action: "generate_image",
      idempotencyKey: `r-${userId}`,
    });
    const refunds = await Promise.all(Array.from({ length: 20 }, () => refundCredits(db(), spend.record, "test")));
    expect(refunds.filter((r) => !r.replayed)).toHaveLength(1);
    expect(refunds[0].record.creditsUsed).toBe(-1);
    expect(await getBalance(db(), userId)).toBe(5);
    expect(await ledgerBalance(db(), userId)).toBe(5);
  });

  it("mixed spends, refunds and grants keep balance = sum of ledger and never go negative", async () => {
    const { id: userId } = await newUser();
    const ops = Array.from({ length: 60 }, (_, i) => {
      if (i % 3 === 0)
        return grantCredits(db(), {
          userId,
          amount: 1,
          action: "signup_bonus",
          idempotencyKey: `g-${userId}-${i % 9}`,
        });
      return spendCredits(db(), {
        userId,
        amount: 1,
        action: "generate_image",
        idempotencyKey: `s-${userId}-${i}`,
      }).then((s) => (i % 2 ? refundCredits(db(), s.record, "test") : s));
    });
    await Promise.allSettled(ops);
    const balance = await getBalance(db(), userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(await ledgerBalance(db(), userId));
  });

  it("a user without a credit account cannot be charged", async () => {
    await expect(
      spendCredits(db(), { userId: "nobody", amount: 1, action: "generate_image", idempotencyKey: "nobody-1" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_CREDITS" });
  });
});
