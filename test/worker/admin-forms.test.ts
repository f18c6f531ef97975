// What the back office's forms send and what the admin reads back: reward amounts are whole
// numbers from 0 to 1000 (a negative or a fraction is refused, never saved as something else),
// a recharge amount has at most two decimals, a deduction larger than the balance is refused in
// the admin's terms, and the dashboard's "spent" counts what users spent, not admin corrections.
import { describe, expect, it } from "vitest";
import { grantCredits, refundCredits, spendCredits } from "../../worker/features/credits/service";
import { readReferralSettings } from "../../worker/features/referrals/service";
import { ok, rawJson, refusal } from "./support/client";
import { db, newAdmin, newUser } from "./support/users";

describe("referral reward settings", () => {
  it("refuses a negative, a fraction, a non-number or more than 1000, naming the field, and keeps the saved value", async () => {
    const { api, cookie } = await newAdmin();
    await ok(api.admin.settings.$put({ json: { inviterReward: 10, inviteeReward: 5 } }));
    for (const [field, value] of [
      ["inviterReward", -5],
      ["inviterReward", "-5"],
      ["inviteeReward", 12.8],
      ["inviteeReward", "lots"],
      ["inviteeReward", ""],
      ["inviterReward", 1001],
    ] as const) {
      const res = await refusal(rawJson(cookie, "PUT", "/api/admin/settings", { [field]: value }));
      expect(res, `${field}=${value}`).toMatchObject({ status: 400, code: "VALIDATION_ERROR", details: { field } });
    }
    expect(await readReferralSettings(db())).toMatchObject({ inviterReward: 10, inviteeReward: 5 });
  });

  it("takes 0, the maximum, and numbers sent as text", async () => {
    const { api } = await newAdmin();
    expect(await ok(api.admin.settings.$put({ json: { inviterReward: 0, inviteeReward: "12" } }))).toMatchObject({
      inviterReward: 0,
      inviteeReward: 12,
    });
    expect(await ok(api.admin.settings.$put({ json: { inviterReward: 1000 } }))).toMatchObject({
      inviterReward: 1000,
      inviteeReward: 12,
    });
    await ok(api.admin.settings.$put({ json: { inviterReward: 10, inviteeReward: 5 } }));
  });
});

describe("recharge amounts", () => {
  it("refuses more than two decimals (12.345 is not rounded to 12.35) and records 12.34 exactly", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    for (const amountYuan of [12.345, "12.345", "12.3456"]) {
      const res = await refusal(
        admin.api.admin.recharges.$post({ header: {}, json: { email: target.email, amountYuan, credits: 10 } }),
      );
      expect(res, String(amountYuan)).toMatchObject({
        status: 400,
        code: "VALIDATION_ERROR",
        details: { field: "amountYuan" },
      });
    }
    const { record } = await ok(
      admin.api.admin.recharges.$post({ header: {}, json: { email: target.email, amountYuan: "12.34", credits: 10 } }),
      201,
    );
    expect(record).toMatchObject({ amountYuan: "12.34", credits: 10 });
  });
});

describe("credit deductions beyond the balance", () => {
  it("are refused with the user's balance, for the admin to read, and change nothing", async () => {
    const admin = await newAdmin();
    const target = await newUser();
    const res = await refusal(
      admin.api.admin.users[":id"].credits.$post({
        param: { id: target.id },
        header: {},
        json: { amount: -8, reason: "chargeback" },
      }),
    );
    expect(res).toEqual({
      status: 402,
      code: "INSUFFICIENT_CREDITS",
      details: { overdraft: true, balance: 5, deduct: 8 },
    });
    expect(
      await ok(
        admin.api.admin.users[":id"].credits.$post({
          param: { id: target.id },
          header: {},
          json: { amount: -5, reason: "chargeback" },
        }),
      ),
    ).toEqual({ balance: 0 });
  });
});

describe("the dashboard's spend", () => {
  it("counts users' charges less refunds, and leaves out an admin's deduction", async () => {
    const admin = await newAdmin();
    const before = await ok(admin.api.admin.stats.$get());
    const target = await newUser();
    await spendCredits(db(), {
      userId: target.id,
      amount: 2,
      action: "transform_image",
      idempotencyKey: `spend-a-${target.id}`,
    });
    const refunded = await spendCredits(db(), {
      userId: target.id,
      amount: 1,
      action: "generate_image",
      idempotencyKey: `spend-b-${target.id}`,
    });
    await refundCredits(db(), refunded.record, "provider failed");
    await grantCredits(db(), {
      userId: target.id,
      amount: 20,
      action: "recharge",
      idempotencyKey: `spend-c-${target.id}`,
    });
    await ok(
      admin.api.admin.users[":id"].credits.$post({
        param: { id: target.id },
        header: {},
        json: { amount: -7, reason: "duplicate recharge" },
      }),
    );
    const after = await ok(admin.api.admin.stats.$get());
    expect(after.daily.at(-1)!.creditsSpent - before.daily.at(-1)!.creditsSpent).toBe(2);
  });
});
