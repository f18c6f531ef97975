// "Once per person" (identity_claims): the sign-up bonus and a referral go to the first account
// of a mailbox that claims them, and the claim outlives the account. claimOnce gives the two
// halves of a D1 batch: the INSERT … ON CONFLICT DO NOTHING that makes the claim if nobody has it, and the SQL
// condition "this user holds the claim" that guards what the claim pays for (the guarded ledger
// insert's `onlyIf`, credits.ts).
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { identityClaims, type IdentityClaim } from "../db/schema";
import { identityHash } from "./email-identity";
import { signupBonusKey } from "../ledger-keys";

export function claimOnce(db: Database, p: { hash: string; kind: IdentityClaim; userId: string }) {
  const claim = db
    .insert(identityClaims)
    .values({ hash: p.hash, kind: p.kind, userId: p.userId })
    .onConflictDoNothing();
  const held: SQL = sql`EXISTS (SELECT 1 FROM identity_claims WHERE hash = ${p.hash} AND kind = ${p.kind} AND user_id = ${p.userId})`;
  return [claim, held] as const;
}

/**
 * Gives an account made before identities were kept (profiles.email_hash NULL) its hash and the
 * claims it already used: the sign-up bonus it was paid, the referral it completed. Runs at sign-in
 * and on /api/me; does nothing once the hash is there.
 */
export async function recordIdentity(d1: D1Database, user: { id: string; email: string }, secret: string) {
  const hash = await identityHash(secret, user.email);
  await d1.batch([
    d1.prepare("UPDATE profiles SET email_hash = ? WHERE id = ? AND email_hash IS NULL").bind(hash, user.id),
    d1
      .prepare(
        `INSERT OR IGNORE INTO identity_claims (hash, kind, user_id) SELECT ?1, 'signup_bonus', ?2
         WHERE EXISTS (SELECT 1 FROM usage_records WHERE idempotency_key = ?3)`,
      )
      .bind(hash, user.id, signupBonusKey(user.id)),
    d1
      .prepare(
        `INSERT OR IGNORE INTO identity_claims (hash, kind, user_id) SELECT ?1, 'referral', ?2
         WHERE EXISTS (SELECT 1 FROM referral_relationships WHERE invitee_id = ?2 AND status = 'completed')`,
      )
      .bind(hash, user.id),
  ]);
}
