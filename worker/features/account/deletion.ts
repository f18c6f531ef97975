// "Delete my data": everything a user made or left goes — works, tasks, files, sessions, the
// sign-in account, profile, credits, roles, referral code and the user row. What stays is the
// ledger the back office sums (usage_records, recharge_records, completed referrals), detached
// from the person: no user id, no metadata but a refund's link to its charge (the spend chart
// nets refunds through it), idempotency keys that no longer name the user, no order notes.
//
// Order, so that an interrupted run can simply be run again by the same user:
//   1. refuse while a creation is pending or processing (its consumer would write files after us);
//   2. end every session and API token: no device or script can start new work from here on;
//   3. delete the user's R2 objects (all under u/<id>/), page by page;
//   4. one atomic D1 batch: anonymise the ledger, delete every row, the user row last;
//   5. sweep R2 once more for a file a request already in flight wrote after step 3.
// Until step 4 commits the account still exists and the password still signs in, so a run that
// stopped anywhere before is finished by signing in and deleting again; after it, nothing is left
// to find but step 5's stragglers, which a request in flight deletes itself when its insert fails.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { generationTasks } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { LEDGER_KEY_PREFIX } from "../../platform/ledger-keys";
import { userPrefix } from "../../platform/storage/keys";
import { deletePrefix } from "../files/service";

/** R2 deletes at most 1000 keys per call; a list page holds at most 1000. */
export const R2_PAGE = 1000;

export async function deleteAccount(
  db: Database,
  bucket: R2Bucket,
  userId: string,
  options: { pageSize?: number } = {},
) {
  const active = await db
    .select({ id: generationTasks.id })
    .from(generationTasks)
    .where(and(eq(generationTasks.userId, userId), inArray(generationTasks.status, ["pending", "processing"])))
    .get();
  if (active)
    throw new AppError(
      "TASKS_IN_PROGRESS",
      "A creation is still running; wait until it has finished, then delete your account.",
    );

  const d1 = db.$client;
  await d1.prepare("DELETE FROM session WHERE user_id = ?").bind(userId).run();
  // API tokens too: no script can start new work either (the user row's deletion would cascade later).
  await d1.prepare("DELETE FROM api_tokens WHERE user_id = ?").bind(userId).run();
  const files = await purgeFiles(bucket, userId, options.pageSize);
  await d1.batch(deletionStatements(d1, userId));
  return { files: files + (await purgeFiles(bucket, userId, options.pageSize)) };
}

/** Deletes every object under the user's prefix; returns how many. */
export const purgeFiles = (bucket: R2Bucket, userId: string, pageSize = R2_PAGE) =>
  deletePrefix(bucket, userPrefix(userId), pageSize);

function deletionStatements(d1: D1Database, userId: string) {
  const run = (sql: string, ...params: unknown[]) => d1.prepare(sql).bind(...params);
  return [
    run(
      `UPDATE usage_records SET
         user_id = NULL,
         metadata = CASE WHEN json_extract(metadata, '$.refundOf') IS NOT NULL
                         THEN json_object('refundOf', json_extract(metadata, '$.refundOf')) END,
         idempotency_key = ?2 || id
       WHERE user_id = ?1`,
      userId,
      LEDGER_KEY_PREFIX.anonymised,
    ),
    run("UPDATE recharge_records SET user_id = NULL, note = NULL WHERE user_id = ?", userId),
    // An admin's id also sits on what they did to others — also for an admin since demoted, so
    // this runs for everyone (both filters are narrow); the id goes, the records stay.
    run("UPDATE recharge_records SET created_by = NULL WHERE created_by = ?", userId),
    run(
      `UPDATE usage_records SET metadata = json_remove(metadata, '$.adminId')
       WHERE action_type IN ('admin_adjustment', 'recharge') AND json_extract(metadata, '$.adminId') = ?`,
      userId,
    ),
    // A pending invitation will never pay out; a completed one is counted and keeps its numbers
    // (the deleted side becomes NULL through ON DELETE SET NULL).
    run("DELETE FROM referral_relationships WHERE status = 'pending' AND (inviter_id = ?1 OR invitee_id = ?1)", userId),
    ...[
      // Boards first: their rows in board_works go with them (ON DELETE CASCADE).
      "boards",
      // Share links before the works and storybooks they point at (they would cascade anyway).
      "shares",
      "generated_artworks",
      "interior_designs",
      "storybooks",
      "generation_tasks",
      "referral_codes",
      "user_roles",
      "user_credits",
      "session",
      "account",
    ].map((table) => run(`DELETE FROM ${table} WHERE user_id = ?`, userId)),
    run("DELETE FROM profiles WHERE id = ?", userId),
    // The hashes of the user's pictures' variants, by key: everything under u/<id>/ ('0' follows '/').
    run(
      "DELETE FROM variant_hashes WHERE key >= ?1 AND key < ?2",
      userPrefix(userId),
      `${userPrefix(userId).slice(0, -1)}0`,
    ),
    // Password-reset and similar tokens are keyed by the user id.
    run("DELETE FROM verification WHERE value = ?", userId),
    run("DELETE FROM `user` WHERE id = ?", userId),
  ];
}
