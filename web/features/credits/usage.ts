// Usage records as the user reads them: a label per action and a signed change (web/lib), short details.
import { api, unwrap } from "@/lib/api";

export type UsageRecord = Awaited<ReturnType<typeof fetchUsage>>["records"][number];

export function fetchUsage(limit: number) {
  return unwrap(api.credits.usage.$get({ query: { limit: String(limit) } }));
}

export { actionLabel, creditChange } from "@/lib/usage-labels";

export function usageDetails(record: Pick<UsageRecord, "metadata">, max = 50) {
  const meta = (record.metadata ?? {}) as Record<string, unknown>;
  const text = [meta.prompt, meta.instruction, meta.reason].find((v) => typeof v === "string" && v) as string | undefined;
  if (!text) return "-";
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
