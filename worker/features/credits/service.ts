// The credits ledger. Money moves only by inserting usage_records rows; the database trigger
// `usage_records_apply_to_balance` applies each row to user_credits.balance inside the same
// statement, the CHECK (balance >= 0) aborts an overdraft, and the UNIQUE idempotency key makes
// every spend, refund and grant happen at most once. D1 has no interactive transactions, so
// nothing here reads-then-writes: one INSERT is the whole decision, and every ledger row in the
// Worker is written by that one INSERT (ledgerInsert). Its keys come from platform/ledger-keys.ts.
// A refund that D1 refuses goes onto the task queue (refundOrQueue) and is paid from there.
import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { constraintFailure, createDb, type Database } from "../../platform/db/client";
import { rowWhen } from "../../platform/db/row-when";
import { usageRecords, userCredits, type ActionType } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { MAX_REFERRAL_REWARD } from "../../../shared/credit-limits";
import { oneOffKey, refundKey } from "../../platform/ledger-keys";

export type UsageRecord = typeof usageRecords.$inferSelect;

export async function getBalance(db: Database, userId: string): Promise<number | null> {
  const row = await db
    .select({ balance: userCredits.balance })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
    .get();
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

/** The most one row of these kinds may give; a larger one is a bug, never a payment. */
const MAX_GRANT: Partial<Record<ActionType, number>> = { referral_reward: MAX_REFERRAL_REWARD };

/**
 * The guarded ledger insert: the one INSERT that records (and, through the trigger, applies) a
 * ledger entry, alone or inside a caller's batch. The guards are the database's — the trigger
 * (no credit account: NO_CREDIT_ACCOUNT), CHECK (balance >= 0) and the UNIQUE key; ledgerFailure
 * maps each — plus the amount's: whole credits, and no grant past its cap. `onlyIf` makes the
 * row wait on a condition read in the same statement (INSERT … SELECT … WHERE), e.g. "this
 * attempt completed the referral": false writes nothing and is no error.
 */
export function ledgerInsert(db: Database, entry: LedgerEntry, id = crypto.randomUUID(), onlyIf?: SQL) {
  if (!Number.isInteger(entry.creditsUsed)) throw new Error("a ledger entry moves whole credits");
  const cap = MAX_GRANT[entry.action];
  if (cap !== undefined && -entry.creditsUsed > cap) throw new Error(`a ${entry.action} gives at most ${cap} credits`);
  const row: typeof usageRecords.$inferInsert = {
    id,
    userId: entry.userId,
    actionType: entry.action,
    creditsUsed: entry.creditsUsed,
    metadata: entry.metadata ?? null,
    idempotencyKey: entry.idempotencyKey,
  };
  const insert = db.insert(usageRecords);
  return (onlyIf ? insert.select(rowWhen(usageRecords, row, onlyIf)) : insert.values(row)).returning();
}

/** Turns a failed ledger batch into the user's error: overdraft, or a key already used. */
export async function ledgerFailure(db: Database, entry: LedgerEntry, error: unknown): Promise<LedgerResult> {
  const failure = constraintFailure(error);
  if (failure === "unique") {
    const record = await findByKey(db, entry.idempotencyKey);
    if (!record || record.userId !== entry.userId)
      throw new AppError("IDEMPOTENCY_CONFLICT", "This request key was already used.");
    return { record, balance: (await getBalance(db, entry.userId)) ?? 0, replayed: true };
  }
  if (failure === "check") throw insufficientCredits(entry.creditsUsed);
  if (failure === "no_account") throw new AppError("INSUFFICIENT_CREDITS", "No credit account for this user.");
  throw error;
}

/** A statement written in the same batch as a ledger row (all or nothing), given the row's id. */
export type Alongside = (entryId: string) => BatchItem<"sqlite">;

async function appendEntry(db: Database, entry: LedgerEntry, alongside?: Alongside): Promise<LedgerResult> {
  const id = crypto.randomUUID();
  const balanceOf = db
    .select({ balance: userCredits.balance })
    .from(userCredits)
    .where(eq(userCredits.userId, entry.userId));
  try {
    const [inserted, balanceRow] = alongside
      ? await db
          .batch([ledgerInsert(db, entry, id), alongside(id), balanceOf])
          .then(([row, , balance]) => [row, balance] as const)
      : await db.batch([ledgerInsert(db, entry, id), balanceOf]);
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

/**
 * Takes `amount` credits or throws INSUFFICIENT_CREDITS; a replayed key returns the first spend.
 * `alongside` is written with the charge or not at all (a creation's open charge).
 */
export function spendCredits(
  db: Database,
  p: { userId: string; amount: number; action: ActionType; idempotencyKey: string; metadata?: Record<string, unknown> },
  alongside?: Alongside,
): Promise<LedgerResult> {
  if (!Number.isInteger(p.amount) || p.amount <= 0) throw new Error("spend amount must be a positive integer");
  return appendEntry(db, { ...p, creditsUsed: p.amount }, alongside);
}

/**
 * Gives back a spend exactly once, however often it is called: all of it, or `credits` of it (a
 * generation whose variants partly failed pays back the failed ones, still in one entry).
 */
export async function refundCredits(
  db: Database,
  spend: UsageRecord,
  reason: string,
  credits = spend.creditsUsed,
): Promise<LedgerResult> {
  // An anonymised charge (its user deleted their account) has nobody left to pay back.
  if (!spend.userId) throw new AppError("NOT_FOUND", "The account of this charge no longer exists.");
  if (!Number.isInteger(credits) || credits <= 0 || credits > spend.creditsUsed)
    throw new Error("a refund gives back part or all of its spend");
  return appendEntry(db, {
    userId: spend.userId,
    action: spend.actionType,
    creditsUsed: -credits,
    idempotencyKey: refundKey(spend.id),
    metadata: { refundOf: spend.id, reason },
  });
}

/**
 * Gives credits (bonus, reward, manual recharge); the key makes it happen once. `alongside` is
 * written with the grant or not at all (an admin's adjustment and its audit entry).
 */
export function grantCredits(
  db: Database,
  p: { userId: string; amount: number; action: ActionType; idempotencyKey: string; metadata?: Record<string, unknown> },
  alongside?: Alongside,
): Promise<LedgerResult> {
  if (!Number.isInteger(p.amount) || p.amount <= 0) throw new Error("grant amount must be a positive integer");
  return appendEntry(db, { ...p, creditsUsed: -p.amount }, alongside);
}

/** A free action that still appears in the usage history (0 credits). */
export function logFreeAction(
  db: Database,
  p: { userId: string; action: ActionType; metadata?: Record<string, unknown> },
) {
  return appendEntry(db, { ...p, creditsUsed: 0, idempotencyKey: oneOffKey(p.action) });
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

/** `credits`: part of the charge (the failed variants of a generation); absent, all of it. */
export type RefundMessage = { refundOf: string; reason: string; credits?: number };

export const isRefundMessage = (body: unknown): body is RefundMessage =>
  typeof body === "object" && body !== null && typeof (body as RefundMessage).refundOf === "string";

/**
 * Refunds that must not be lost: refunds now, or — when D1 refuses the INSERT, an outage at the
 * worst moment, right after a charge — queues the refund on the task queue, which retries it with
 * backoff; the key `refund:<charge id>` keeps it to exactly one however often it runs. Throws only
 * if both fail. (Failed background tasks have a second net: the sweeper pays any refund still
 * missing.)
 */
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

/** The queue's side (and the sweeper's): pays a queued refund (once, by its key). */
export async function payQueuedRefund(env: Env, message: RefundMessage) {
  const db = createDb(env.DB);
  const charge = await db.select().from(usageRecords).where(eq(usageRecords.id, message.refundOf)).get();
  // Gone with its account (or never existed): there is nobody to pay back.
  if (!charge?.userId || charge.creditsUsed <= 0) return;
  await refundCredits(db, charge, message.reason, message.credits);
}
