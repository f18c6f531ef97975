// The back office's recharge orders: Stripe's (worker/features/payments/) listed beside the manual ones.
// Manual recharges recorded by admins: the completed order and its credit grant are written in
// one D1 batch (both or neither), and the grant's ledger key `recharge:<orderId>` pays an order
// at most once. A client Idempotency-Key makes a retried request return the first order: the
// key fixes the order id (so concurrent retries collide on the primary key) and is kept in the
// grant's metadata (so a retry on another day still finds it) with the request's fingerprint (so
// the same key with another user, amount, credits or note is refused, see ../idempotency).
import { and, desc, eq, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../../platform/db/client";
import { profiles, rechargeRecords, usageRecords, userCredits } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { rechargeKey } from "../../platform/ledger-keys";
import { ledgerInsert } from "../credits/service";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";
import { assertSameRequest, requestHash, withRequestHash } from "../../platform/idempotency";
import { orderIdFor } from "../../platform/order-id";
import { yuanFromCents } from "../../platform/format";
import { findUserId } from "./users";

export const RECHARGE_LIST_LIMIT = 200;

export type NewRecharge = {
  /** Who records it: the order's creator and its audit entry's admin. */
  admin: AuditAdmin;
  target: { userId?: string; email?: string };
  amountCents: number;
  credits: number;
  note?: string;
  requestKey?: string;
};

const recordColumns = {
  orderId: rechargeRecords.orderId,
  userId: rechargeRecords.userId,
  username: profiles.username,
  amountCents: rechargeRecords.amountCents,
  credits: rechargeRecords.credits,
  status: rechargeRecords.status,
  note: rechargeRecords.note,
  createdAt: rechargeRecords.createdAt,
  source: rechargeRecords.source,
  paymentMethod: rechargeRecords.paymentMethod,
  refundedCents: rechargeRecords.refundedCents,
  disputedCents: rechargeRecords.disputedCents,
  reversedCredits: rechargeRecords.reversedCredits,
  shortfallCredits: rechargeRecords.shortfallCredits,
  shortfallSettledAt: rechargeRecords.shortfallSettledAt,
};

const selectRecords = (db: Database) =>
  db.select(recordColumns).from(rechargeRecords).leftJoin(profiles, eq(profiles.id, rechargeRecords.userId));
type RecordRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectRecords>["get"]>>>;

function toRecord(r: RecordRow) {
  return {
    orderId: r.orderId,
    userId: r.userId ?? "", // "" once the user deleted their account
    username: r.username ?? "",
    amountYuan: yuanFromCents(r.amountCents),
    credits: r.credits,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    source: r.source,
    paymentMethod: r.paymentMethod,
    /** What went back to the buyer: Stripe refunds and lost disputes. */
    refundedYuan: yuanFromCents(r.refundedCents + r.disputedCents),
    /** Credits those took back, and the part the buyer had already spent (not taken). */
    reversedCredits: r.reversedCredits - r.shortfallCredits,
    shortfallCredits: r.shortfallCredits,
    shortfallSettledAt: r.shortfallSettledAt?.toISOString() ?? null,
  };
}

export async function listRecharges(db: Database, limit = RECHARGE_LIST_LIMIT) {
  const rows = await selectRecords(db)
    .orderBy(desc(rechargeRecords.createdAt), desc(rechargeRecords.orderId))
    .limit(limit)
    .all();
  return rows.map(toRecord);
}

/** The order an earlier request with this key created, if any, with its grant's metadata. */
async function orderForKey(db: Database, adminId: string, requestKey: string) {
  return db
    .select({ ...recordColumns, grantMetadata: usageRecords.metadata })
    .from(rechargeRecords)
    .leftJoin(profiles, eq(profiles.id, rechargeRecords.userId))
    .innerJoin(usageRecords, eq(usageRecords.id, rechargeRecords.usageRecordId))
    .where(
      and(
        eq(rechargeRecords.createdBy, adminId),
        sql`json_extract(${usageRecords.metadata}, '$.requestKey') = ${requestKey}`,
      ),
    )
    .get();
}

function replayOf(existing: RecordRow & { grantMetadata: Record<string, unknown> | null }, hash: string | undefined) {
  assertSameRequest(existing.grantMetadata, hash);
  return { record: toRecord(existing), replayed: true };
}

export async function createRecharge(db: Database, p: NewRecharge, now = new Date()) {
  const userId = await findUserId(db, p.target);
  const adminId = p.admin.id;
  const hash = p.requestKey
    ? await requestHash({
        route: "admin/recharges",
        fields: { userId, amountCents: p.amountCents, credits: p.credits, note: p.note },
      })
    : undefined;
  if (p.requestKey) {
    const earlier = await orderForKey(db, adminId, p.requestKey);
    if (earlier) return replayOf(earlier, hash);
  }
  for (let attempt = 0; ; attempt++) {
    const orderId = await orderIdFor(now, p.requestKey && `${adminId}:${p.requestKey}`);
    const usageId = crypto.randomUUID();
    try {
      await db.batch([
        // A user whose sign-up broke off before the account existed can still be paid.
        db.insert(userCredits).values({ userId, balance: 0 }).onConflictDoNothing(),
        db.insert(rechargeRecords).values({
          orderId,
          userId,
          amountCents: p.amountCents,
          credits: p.credits,
          status: "completed",
          note: p.note ?? null,
          createdBy: adminId,
          usageRecordId: usageId,
        }),
        ledgerInsert(
          db,
          {
            userId,
            action: "recharge",
            creditsUsed: -p.credits,
            idempotencyKey: rechargeKey(orderId),
            metadata: withRequestHash(
              { orderId, adminId, ...(p.requestKey ? { requestKey: p.requestKey } : {}) },
              hash,
            ),
          },
          usageId,
        ),
        auditEntry(db, p.admin, {
          action: "recharge.create",
          targetUserId: userId,
          reason: p.note ?? null,
          details: { orderId, amountCents: p.amountCents, credits: p.credits },
        }),
      ]);
      const created = await selectRecords(db).where(eq(rechargeRecords.orderId, orderId)).get();
      return { record: toRecord(created!), replayed: false };
    } catch (error) {
      if (constraintFailure(error) !== "unique") throw error;
      if (p.requestKey) {
        // A concurrent retry got there first (or, very rarely, another key mapped to this id).
        const earlier = await orderForKey(db, adminId, p.requestKey);
        if (earlier) return replayOf(earlier, hash);
        throw new AppError("IDEMPOTENCY_CONFLICT", "This request key cannot be used; please retry with a new one.");
      }
      if (attempt >= 2) throw error; // three random order ids taken the same day: give up
    }
  }
}

/**
 * An admin marks an order's shortfall settled (the buyer paid it back some other way): the
 * record stays, and a lost dispute's shortfall no longer stops the buyer from buying. The audit
 * entry is in the update's batch; pressed on an order with nothing to settle, it says so
 * (settled: false) and changes nothing.
 */
export async function settleShortfall(db: Database, admin: AuditAdmin, orderId: string, now = new Date()) {
  const before = await selectRecords(db).where(eq(rechargeRecords.orderId, orderId)).get();
  if (!before) throw new AppError("NOT_FOUND", "No such order.");
  const open = and(
    eq(rechargeRecords.orderId, orderId),
    sql`${rechargeRecords.shortfallCredits} > 0`,
    sql`${rechargeRecords.shortfallSettledAt} is null`,
  );
  const settlesNow = sql`exists (select 1 from ${rechargeRecords} where ${open})`;
  const note = (settled: boolean) => ({
    action: "recharge.settle" as const,
    targetUserId: before.userId,
    details: { orderId, settled },
  });
  // Both entries are read before the update in the same batch: exactly one of them is written.
  const [, , settled] = await db.batch([
    auditEntry(db, admin, note(true), settlesNow),
    auditEntry(db, admin, note(false), sql`not ${settlesNow}`),
    db
      .update(rechargeRecords)
      .set({ shortfallSettledAt: now })
      .where(open)
      .returning({ orderId: rechargeRecords.orderId }),
  ]);
  const record = await selectRecords(db).where(eq(rechargeRecords.orderId, orderId)).get();
  return { record: toRecord(record!), settled: settled.length > 0 };
}
