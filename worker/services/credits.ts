// The credits ledger. Money moves only by inserting usage_records rows; the database trigger
// `usage_records_apply_to_balance` applies each row to user_credits.balance inside the same
// statement, the CHECK (balance >= 0) aborts an overdraft, and the UNIQUE idempotency key makes
// every spend, refund and grant happen at most once. D1 has no interactive transactions, so
// nothing here reads-then-writes: one INSERT is the whole decision.
import { desc, eq, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../db/client";
import { usageRecords, userCredits, type ActionType } from "../db/schema";
import { AppError } from "../errors";

export type UsageRecord = typeof usageRecords.$inferSelect;

export async function getBalance(db: Database, userId: string): Promise<number | null> {
  const row = await db.select({ balance: userCredits.balance }).from(userCredits).where(eq(userCredits.userId, userId)).get();
  return row?.balance ?? null;
}

export type LedgerEntry = {
  userId: string;
  action: ActionType;
  /** Positive takes credits, negative gives them. */
  creditsUsed: number;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
};

export type LedgerResult = { record: UsageRecord; balance: number; replayed: boolean };

/** The INSERT that records (and, through the trigger, applies) one ledger entry. */
export function ledgerInsert(db: Database, entry: LedgerEntry, id = crypto.randomUUID()) {
  return db
    .insert(usageRecords)
    .values({
      id,
      userId: entry.userId,
      actionType: entry.action,
      creditsUsed: entry.creditsUsed,
      metadata: entry.metadata ?? null,
      idempotencyKey: entry.idempotencyKey,
    })
    .returning();
}

/** Turns a failed ledger batch into the user's error: overdraft, or a key already used. */
export async function ledgerFailure(db: Database, entry: LedgerEntry, error: unknown): Promise<LedgerResult> {
  const failure = constraintFailure(error);
  if (failure === "unique") {
    const record = await findByKey(db, entry.idempotencyKey);
    if (!record || record.userId !== entry.userId) throw new AppError("IDEMPOTENCY_CONFLICT", "This request key was already used.");
    return { record, balance: (await getBalance(db, entry.userId)) ?? 0, replayed: true };
  }
  if (failure === "check") throw insufficientCredits(entry.creditsUsed);
  if (failure === "no_account") throw new AppError("INSUFFICIENT_CREDITS", "No credit account for this user.");
  throw error;
}

async function appendEntry(db: Database, entry: LedgerEntry): Promise<LedgerResult> {
  try {
    const [inserted, balanceRow] = await db.batch([
      ledgerInsert(db, entry),
      db.select({ balance: userCredits.balance }).from(userCredits).where(eq(userCredits.userId, entry.userId)),
    ]);
    return { record: inserted[0], balance: balanceRow[0]?.balance ?? 0, replayed: false };
  } catch (error) {
    return ledgerFailure(db, entry, error);
  }
}

export function insufficientCredits(required: number) {
  return new AppError("INSUFFICIENT_CREDITS", `This needs ${required} credit(s); please top up.`, { required });
}

export function findByKey(db: Database, idempotencyKey: string) {
  return db.select().from(usageRecords).where(eq(usageRecords.idempotencyKey, idempotencyKey)).get();
}

/** Takes `amount` credits or throws INSUFFICIENT_CREDITS; a replayed key returns the first spend. */
export function spendCredits(
  db: Database,
  p: { userId: string; amount: number; action: ActionType; idempotencyKey: string; metadata?: Record<string, unknown> },
): Promise<LedgerResult> {
  if (!Number.isInteger(p.amount) || p.amount <= 0) throw new Error("spend amount must be a positive integer");
  return appendEntry(db, { ...p, creditsUsed: p.amount });
}

/** Gives back a spend exactly once, however often it is called. */
export async function refundCredits(db: Database, spend: UsageRecord, reason: string): Promise<LedgerResult> {
  // An anonymised charge (its user deleted their account) has nobody left to pay back.
  if (!spend.userId) throw new AppError("NOT_FOUND", "The account of this charge no longer exists.");
  return appendEntry(db, {
    userId: spend.userId,
    action: spend.actionType,
    creditsUsed: -spend.creditsUsed,
    idempotencyKey: `refund:${spend.id}`,
    metadata: { refundOf: spend.id, reason },
  });
}

/** Gives credits (bonus, reward, manual recharge); the key makes it happen once. */
export function grantCredits(
  db: Database,
  p: { userId: string; amount: number; action: ActionType; idempotencyKey: string; metadata?: Record<string, unknown> },
): Promise<LedgerResult> {
  if (!Number.isInteger(p.amount) || p.amount <= 0) throw new Error("grant amount must be a positive integer");
  return appendEntry(db, { ...p, creditsUsed: -p.amount });
}

/** A free action that still appears in the usage history (0 credits). */
export function logFreeAction(db: Database, p: { userId: string; action: ActionType; metadata?: Record<string, unknown> }) {
  return appendEntry(db, { ...p, creditsUsed: 0, idempotencyKey: `${p.action}:${crypto.randomUUID()}` });
}

export function listUsage(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(usageRecords)
    .where(eq(usageRecords.userId, userId))
    .orderBy(desc(usageRecords.createdAt), desc(usageRecords.id))
    .limit(limit)
    .all();
}

/** Sum of the ledger for one user, in balance terms; equals user_credits.balance. */
export async function ledgerBalance(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(-sum(${usageRecords.creditsUsed}), 0)` })
    .from(usageRecords)
    .where(eq(usageRecords.userId, userId))
    .get();
  return row?.total ?? 0;
}
