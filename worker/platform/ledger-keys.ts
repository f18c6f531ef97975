// The idempotency keys of credits ledger rows (usage_records.idempotency_key), made in one place.
// The key is what makes a spend, refund or grant happen at most once (UNIQUE, see
// worker/features/credits/service.ts), so these formats never change: rows already stored must keep
// deduping the next attempt. SQL that compares keys row by row binds a prefix from here.
import type { ActionType, TaskType } from "./db/schema";

/** Prefixes SQL needs to build a key from a column (`? || u.id`); bind them, never spell them. */
export const LEDGER_KEY_PREFIX = {
  refund: "refund:",
  /** A refunded or disputed Stripe order's take-back: `reversal:<orderId>:<credits owed back in total>`. */
  reversal: "reversal:",
  /** What a row's key becomes when its user deletes their account: no longer names them. */
  anonymised: "deleted:",
} as const;

/** The sign-up bonus, once per account (and once per person, see identity-claims.ts). */
export const signupBonusKey = (userId: string) => `signup-bonus:${userId}`;

/** The one refund of a charge, however often it is attempted. */
export const refundKey = (chargeId: string) => `${LEDGER_KEY_PREFIX.refund}${chargeId}`;

/** One side's reward for one completed referral. */
export const referralRewardKey = (role: "inviter" | "invitee", relationshipId: string) =>
  `referral-${role}:${relationshipId}`;

/** A recharge order's credits. */
export const rechargeKey = (orderId: string) => `recharge:${orderId}`;

/** A Stripe Checkout order's credits: the session id makes its webhooks grant once. */
export const checkoutKey = (checkoutSessionId: string) => `checkout:${checkoutSessionId}`;

/** An admin's credit adjustment; the admin's request key makes a retried request apply once. */
export const adminAdjustmentKey = (userId: string, requestKey: string) => `admin-adjustment:${userId}:${requestKey}`;

/**
 * A user's creation sent with an Idempotency-Key. One namespace for all creation routes, so a key
 * reused on another route finds the first charge (and is refused) instead of charging again.
 */
export const keyedCreationKey = (userId: string, clientKey: string) => `request:${userId}:${clientKey}`;

/** The charge of a background task sent without an Idempotency-Key. */
export const taskChargeKey = (type: TaskType, taskId: string) => `${type}:${taskId}`;

/** A row that needs no dedupe (a creation sent without a key, a free action): unique by itself. */
export const oneOffKey = (action: ActionType) => `${action}:${crypto.randomUUID()}`;
