// "Once per person" (identity_claims): the sign-up bonus and a referral go to the first account
// of a mailbox that claims them, and the claim outlives the account. claimOnce gives the two
// halves of a D1 batch: the INSERT OR IGNORE that makes the claim if nobody has it, and the SQL
// condition "this user holds the claim" that guards what the claim pays for.
import type { IdentityClaim } from "../db/schema";

export function claimOnce(d1: D1Database, p: { hash: string; kind: IdentityClaim; userId: string }) {
  const claim = d1.prepare("INSERT OR IGNORE INTO identity_claims (hash, kind, user_id) VALUES (?, ?, ?)").bind(p.hash, p.kind, p.userId);
  const held = {
    sql: "EXISTS (SELECT 1 FROM identity_claims WHERE hash = ? AND kind = ? AND user_id = ?)",
    params: [p.hash, p.kind, p.userId] as const,
  };
  return [claim, held] as const;
}
