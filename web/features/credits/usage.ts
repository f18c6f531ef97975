// Usage records as the user reads them: a label per action, a signed change, short details.
import { m } from "@/paraglide/messages.js";
import { api, unwrap } from "@/lib/api";

export type UsageRecord = Awaited<ReturnType<typeof fetchUsage>>["records"][number];

export function fetchUsage(limit: number) {
  return unwrap(api.credits.usage.$get({ query: { limit: String(limit) } }));
}

const LABELS: Record<string, () => string> = {
  signup_bonus: m.action_signup_bonus,
  generate_image: m.action_generate_image,
  optimize_image: m.action_optimize_image,
  optimize_conversation: m.action_optimize_conversation,
  transform_image: m.action_transform_image,
  generate_product_image: m.action_generate_product_image,
  transcribe_audio: m.action_transcribe_audio,
};

export function actionLabel(record: Pick<UsageRecord, "actionType" | "metadata">) {
  const label = LABELS[record.actionType]?.() ?? record.actionType;
  return record.metadata && "refundOf" in record.metadata ? m.usage_refund_of({ action: label }) : label;
}

/** Credits taken show as −n, credits given back or granted as +n. */
export function creditChange(creditsUsed: number) {
  return creditsUsed > 0 ? `-${creditsUsed}` : `+${-creditsUsed}`;
}

export function usageDetails(record: Pick<UsageRecord, "metadata">, max = 50) {
  const meta = (record.metadata ?? {}) as Record<string, unknown>;
  const text = [meta.prompt, meta.instruction].find((v) => typeof v === "string" && v) as string | undefined;
  if (!text) return "-";
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
