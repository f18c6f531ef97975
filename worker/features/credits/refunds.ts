// Refunds that must not be lost. A refund is one INSERT (refundCredits); when D1 refuses it — an
// outage at the worst moment, right after a charge — the refund goes onto the task queue, which
// retries it with backoff, and the key `refund:<charge id>` keeps it to exactly one however often
// it runs. Failed background tasks have a second net: the sweeper pays any refund still missing.
import { eq } from "drizzle-orm";
import { createDb, type Database } from "../../platform/db/client";
import { usageRecords } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { LEDGER_KEY_PREFIX } from "../../platform/ledger-keys";
import { refundCredits, type UsageRecord } from "./service";

/** `credits`: part of the charge (the failed variants of a generation); absent, all of it. */
export type RefundMessage = { refundOf: string; reason: string; credits?: number };

export const isRefundMessage = (body: unknown): body is RefundMessage =>
  typeof body === "object" && body !== null && typeof (body as RefundMessage).refundOf === "string";

/** Refunds now, or queues the refund when the database cannot take it. Throws only if both fail. */
export async function refundOrQueue(
  env: Env,
  db: Database,
  charge: UsageRecord,
  reason: string,
  credits?: number,
): Promise<"refunded" | "queued" | "nobody"> {
  try {
    await refundCredits(db, charge, reason, credits);
    return "refunded";
  } catch (error) {
    // Not a database failure but an answer (the account is gone): a retry would get the same one.
    if (error instanceof AppError) return "nobody";
    console.error(`refund of ${charge.id} failed; queued for retry`, error);
    await env.TASKS.send({
      refundOf: charge.id,
      reason,
      ...(credits === undefined ? {} : { credits }),
    } satisfies RefundMessage);
    return "queued";
  }
}

/** The queue's side: pays a queued refund (once, by its key). */
export async function payQueuedRefund(env: Env, message: RefundMessage) {
  const db = createDb(env.DB);
  const charge = await db.select().from(usageRecords).where(eq(usageRecords.id, message.refundOf)).get();
  // Gone with its account (or never existed): there is nobody to pay back.
  if (!charge?.userId || charge.creditsUsed <= 0) return;
  await refundCredits(db, charge, message.reason, message.credits);
}

/** Failed tasks of the last day whose charge has no refund yet (its refund failed too): pay them. */
export async function refundFailedTasks(env: Env, now = Date.now(), limit = 100) {
  const { results } = await env.DB.prepare(
    `SELECT u.id FROM generation_tasks t JOIN usage_records u ON u.id = t.usage_record_id
     WHERE t.status = 'failed' AND t.finished_at > ?2 AND u.credits_used > 0 AND u.user_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM usage_records r WHERE r.idempotency_key = ?3 || u.id)
     LIMIT ?1`,
  )
    .bind(limit, now - 24 * 60 * 60 * 1000, LEDGER_KEY_PREFIX.refund)
    .all<{ id: string }>();
  let paid = 0;
  for (const { id } of results) {
    try {
      await payQueuedRefund(env, { refundOf: id, reason: "The task failed; refund completed later." });
      paid++;
    } catch (error) {
      // One refund that keeps failing must not hold up the others; the next sweep tries again.
      console.error(`refund of failed task charge ${id} failed; next sweep retries`, error);
    }
  }
  return paid;
}
