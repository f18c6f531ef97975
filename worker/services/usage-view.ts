// What a user sees of their own ledger (GET /api/credits/usage): per action, only the metadata
// that describes what they did. The rest stays in the ledger for the back office: who adjusted
// their balance and why (an admin's id, reason or note), request keys and fingerprints.
import type { ActionType } from "../db/schema";
import type { UsageRecord } from "./credits";

const VISIBLE: Record<ActionType, readonly string[]> = {
  signup_bonus: [],
  generate_image: ["prompt"],
  generate_product_image: ["prompt"],
  optimize_image: ["workId", "instruction"],
  optimize_conversation: ["workId", "instruction"],
  transform_image: ["style", "fileName"],
  transcribe_audio: ["chars"],
  interior_design: ["taskId", "type"],
  generate_storybook: ["taskId", "type"],
  referral_reward: ["role"],
  admin_adjustment: [],
  recharge: ["orderId"],
};

/** A refund (of any action) says which charge it returns and why. */
const REFUND = ["refundOf", "reason"] as const;

function visibleMetadata(record: UsageRecord): Record<string, unknown> | null {
  const metadata = record.metadata;
  if (!metadata) return null;
  const fields = typeof metadata.refundOf === "string" ? REFUND : (VISIBLE[record.actionType] ?? []);
  const shown = Object.fromEntries(fields.filter((f) => metadata[f] !== undefined).map((f) => [f, metadata[f]]));
  return Object.keys(shown).length ? shown : null;
}

export function toUserUsage(record: UsageRecord) {
  return {
    id: record.id,
    actionType: record.actionType,
    creditsUsed: record.creditsUsed,
    metadata: visibleMetadata(record),
    createdAt: record.createdAt.toISOString(),
  };
}
