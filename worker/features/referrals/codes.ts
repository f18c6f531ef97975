// Referral codes and who-invited-whom (spec §2, §5): making a user's 8-character code (unique),
// the code check, and recording the pending relationship when an invitee registers. What the rest
// of the Worker calls (making a new user's code, the sign-up hooks, paying the reward, the
// settings) is ./service.ts; the "my referrals" page is ./overview.ts.
import { and, eq } from "drizzle-orm";
import { REFERRAL_CODE_LENGTH as CODE_LENGTH } from "../../../shared/limits";
import type { Database } from "../../platform/db/client";
import { referralCodes } from "../../platform/db/schema";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** What a code may look like once trimmed and uppercased (older codes are 8 hex characters). */
const CODE_SHAPE = new RegExp(`^[A-Z0-9]{1,${CODE_LENGTH}}$`);

/** A fresh random code. Rejection sampling keeps every character equally likely. */
export function generateReferralCode(): string {
  let code = "";
  while (code.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CODE_LENGTH * 2))) {
      // 252 = 7 × 36: bytes above it would make the first letters more likely.
      if (byte < 252 && code.length < CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

/** The code as stored (trimmed, uppercased), or null when it cannot be a code at all. */
export function normalizeReferralCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toUpperCase();
  return CODE_SHAPE.test(code) ? code : null;
}

/** Whether a code (raw user input) belongs to someone and is active. */
export async function isActiveCode(db: Database, raw: unknown): Promise<boolean> {
  const code = normalizeReferralCode(raw);
  if (!code) return false;
  const row = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.isActive, true)))
    .get();
  return Boolean(row);
}

/**
 * Records "the code's owner invited this new user" as pending. One statement decides it all, so
 * nothing can change in between: the code must be active, never the invitee's own (nor that of
 * another alias of the invitee's mailbox: the profiles' identity hashes differ), and the
 * UNIQUE invitee_id keeps the first inviter (OR IGNORE). True when a relationship was made.
 */
export async function recordReferral(db: Database, inviteeId: string, rawCode: unknown): Promise<boolean> {
  const code = normalizeReferralCode(rawCode);
  if (!code) return false;
  const result = await db.$client
    .prepare(
      `INSERT OR IGNORE INTO referral_relationships (id, inviter_id, invitee_id, referral_code, status)
       SELECT ?1, c.user_id, ?2, c.code, 'pending' FROM referral_codes c LEFT JOIN profiles p ON p.id = c.user_id
       WHERE c.code = ?3 AND c.is_active = 1 AND c.user_id <> ?2
         AND coalesce(p.email_hash, '') <> coalesce((SELECT email_hash FROM profiles WHERE id = ?2), '-')`,
    )
    .bind(crypto.randomUUID(), inviteeId, code)
    .run();
  return result.meta.changes === 1;
}
