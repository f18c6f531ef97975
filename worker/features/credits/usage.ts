// What a user sees of their own ledger (GET /api/credits/usage): per action, only the metadata
// that describes what they did. The rest stays in the ledger for the back office: who adjusted
// their balance and why (an admin's id, reason or note), request keys and fingerprints.
// A background task's charge is made before the task runs, so what it was for (the room and
// style, the book's style and, once written, its title) is read from the task and the book.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { generationTasks, storybooks, usageRecords, type ActionType } from "../../platform/db/schema";
import type { UsageRecord } from "./service";

const VISIBLE: Record<ActionType, readonly string[]> = {
  signup_bonus: [],
  generate_image: ["prompt"],
  generate_product_image: ["prompt"],
  optimize_image: ["workId", "instruction"],
  optimize_conversation: ["workId", "instruction"],
  transform_image: ["style", "fileName"],
  transcribe_audio: ["chars"],
  interior_design: ["taskId", "type", "roomType", "designStyle"],
  generate_storybook: ["taskId", "type", "style", "title"],
  upscale_image: ["workId", "factor"],
  remove_background: ["workId", "background"],
  edit_region: ["workId", "instruction"],
  expand_image: ["workId", "aspectRatio"],
  referral_reward: ["role"],
  admin_adjustment: [],
  recharge: ["orderId"],
  recharge_reversal: ["orderId", "reason"],
};

/** A refund (of any action) says which charge it returns and why. */
const REFUND = ["refundOf", "reason"] as const;

function visibleMetadata(record: UsageRecord, task?: TaskDetails): Record<string, unknown> | null {
  const metadata = record.metadata && task ? { ...record.metadata, ...task } : record.metadata;
  if (!metadata) return null;
  const fields = typeof metadata.refundOf === "string" ? REFUND : (VISIBLE[record.actionType] ?? []);
  const shown = Object.fromEntries(fields.filter((f) => metadata[f] !== undefined).map((f) => [f, metadata[f]]));
  return Object.keys(shown).length ? shown : null;
}

export function toUserUsage(record: UsageRecord, task?: TaskDetails) {
  return {
    id: record.id,
    actionType: record.actionType,
    creditsUsed: record.creditsUsed,
    metadata: visibleMetadata(record, task),
    createdAt: record.createdAt.toISOString(),
  };
}

/** What a task's charge was for: ids the SPA names in the reader's language, the book's own title. */
type TaskDetails = { roomType?: unknown; designStyle?: unknown; style?: unknown; title?: string };

/** D1 takes at most 100 bound parameters a statement. */
const CHUNK = 90;

/** The user's usage records for the SPA, task charges described by their task. */
export async function userUsage(db: Database, userId: string, records: UsageRecord[]) {
  const taskIds = [
    ...new Set(
      records.flatMap((r) =>
        typeof r.metadata?.taskId === "string" && !r.metadata.refundOf ? [r.metadata.taskId] : [],
      ),
    ),
  ];
  const details = new Map<string, TaskDetails>();
  for (let i = 0; i < taskIds.length; i += CHUNK) {
    const rows = await db
      .select({ id: generationTasks.id, input: generationTasks.inputData, title: storybooks.title })
      .from(generationTasks)
      .leftJoin(storybooks, and(eq(storybooks.id, generationTasks.id), eq(storybooks.userId, userId)))
      .where(and(eq(generationTasks.userId, userId), inArray(generationTasks.id, taskIds.slice(i, i + CHUNK))))
      .all();
    for (const { id, input, title } of rows)
      details.set(id, {
        roomType: input.roomType,
        designStyle: input.designStyle,
        style: input.style,
        ...(title ? { title } : {}),
      });
  }
  return records.map((r) =>
    toUserUsage(r, typeof r.metadata?.taskId === "string" ? details.get(r.metadata.taskId) : undefined),
  );
}

/** The user's newest ledger rows, newest first. */
export function listUsage(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(usageRecords)
    .where(eq(usageRecords.userId, userId))
    .orderBy(desc(usageRecords.createdAt), desc(usageRecords.id))
    .limit(limit)
    .all();
}
