// Open charges (issue 25, decision 28). A synchronous paid creation — a generation and its
// variants, a refinement, an art-studio transform, upscale, background removal, expand, region
// edit — opens its charge in the charge's own batch and closes it in its works' batch. A Worker
// that dies in between (memory, CPU limit, a deploy), or a refund neither D1 nor the queue would
// take, leaves the charge open, and the minute's cron refunds every charge open for 15 minutes.
// Exactly once, by the ledger's own guarantees: the refund's key is `refund:<charge id>` (UNIQUE),
// and its INSERT … SELECT writes only while the charge is still open, owing the same credits, with
// no refund yet — all read in that one statement. So a result that lands first wins (no refund),
// one that lands after the refund is kept and not charged again, and two sweeps pay once.
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { createDb, type Database } from "../../platform/db/client";
import { openCharges, usageRecords } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { refundKey } from "../../platform/ledger-keys";
import { findByKey, ledgerInsert, type Alongside, type UsageRecord } from "../credits/service";

/** A charge still open this long after it was made belongs to a request that will never finish. */
export const OPEN_CHARGE_DEADLINE_MS = 15 * 60 * 1000;
/** Charges refunded per run at most; the rest wait a minute. */
const SWEEP_LIMIT = 100;

const SWEPT_REASON = "The request did not finish; its credits were refunded.";

/** Opens a charge owing `credits` back, written with the charge (spendCredits' `alongside`). */
export const openCharge =
  (db: Database, credits: number): Alongside =>
  (chargeId) =>
    db.insert(openCharges).values({ chargeId, credits });

/**
 * Written with a charge's works: closes it when all it paid for is stored, or leaves open only
 * the failed images' share (`owed`), which the request refunds next unless it dies first.
 */
export function settleCharge(db: Database, chargeId: string, owed = 0) {
  const charge = eq(openCharges.chargeId, chargeId);
  return owed > 0 ? db.update(openCharges).set({ credits: owed }).where(charge) : db.delete(openCharges).where(charge);
}

/** The cron's job: refunds every charge open past the deadline, each exactly once. */
export async function refundOpenCharges(env: Env, now = Date.now()) {
  const db = createDb(env.DB);
  const due = await db
    .select({ credits: openCharges.credits, charge: usageRecords })
    .from(openCharges)
    .innerJoin(usageRecords, eq(usageRecords.id, openCharges.chargeId))
    .where(lt(openCharges.createdAt, new Date(now - OPEN_CHARGE_DEADLINE_MS)))
    .orderBy(asc(openCharges.createdAt))
    .limit(SWEEP_LIMIT)
    .all();
  let refunded = 0;
  for (const { charge, credits } of due) {
    try {
      if (await refundOpenCharge(db, charge, credits)) refunded++;
    } catch (error) {
      // One charge that keeps failing must not hold up the others; the next run tries again.
      console.error(`refund of open charge ${charge.id} failed; next sweep retries`, error);
    }
  }
  return refunded;
}

/**
 * Refunds `credits` of a charge seen open owing them, and closes it, in one batch; true if this
 * call paid. Nothing is paid when the charge was closed or settled meanwhile (its works landed),
 * or already refunded (the request's own refund: then it is only closed).
 */
export async function refundOpenCharge(db: Database, charge: UsageRecord, credits: number) {
  const stillOwing = and(eq(openCharges.chargeId, charge.id), eq(openCharges.credits, credits));
  // Its account was deleted: there is nobody left to pay back.
  if (!charge.userId) {
    await db.delete(openCharges).where(stillOwing);
    return false;
  }
  const key = refundKey(charge.id);
  const unpaid = sql`EXISTS (SELECT 1 FROM open_charges WHERE charge_id = ${charge.id} AND credits = ${credits})
    AND NOT EXISTS (SELECT 1 FROM usage_records AS paid WHERE paid.idempotency_key = ${key})`;
  const refund = {
    userId: charge.userId,
    action: charge.actionType,
    creditsUsed: -credits,
    idempotencyKey: key,
    metadata: { refundOf: charge.id, reason: SWEPT_REASON },
  };
  const [paid] = await db.batch([
    ledgerInsert(db, refund, undefined, unpaid),
    db.delete(openCharges).where(stillOwing),
  ]);
  return paid.length > 0;
}

/**
 * The answer to a retried Idempotency-Key whose request left no work: refunded (by its own
 * failure or by the sweep; send it again with a new key), or still running.
 */
export async function unfinishedRequest(db: Database, charge: UsageRecord) {
  if (await findByKey(db, refundKey(charge.id)))
    return new AppError(
      "REQUEST_REFUNDED",
      "This request did not finish and its credits were refunded; send it again with a new key.",
      { refunded: true },
    );
  return new AppError(
    "IDEMPOTENCY_CONFLICT",
    "A request with this key is still running; retry later or with a new key.",
  );
}
