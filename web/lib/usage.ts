// Usage records as the user reads them: a label per action and a signed change (web/lib), short
// details named in the current UI language (the style, the room and style, the book's title).
import { queryOptions } from "@tanstack/react-query";
import { m } from "@/paraglide/messages.js";
import { api, unwrap } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { roomDesignName, storyStyleName, type ArtStyleName } from "@/lib/work-names";

export type UsageRecord = Awaited<ReturnType<typeof fetchUsage>>["records"][number];

export function fetchUsage(limit: number) {
  return unwrap(api.credits.usage.$get({ query: { limit: String(limit) } }));
}

/** The newest `limit` records; every change of balance invalidates them (invalidateUsage). */
export const usageQuery = (limit: number) =>
  queryOptions({ queryKey: ["usage", limit], queryFn: () => fetchUsage(limit) });

/** The credits page's history. */
export const CREDITS_USAGE = usageQuery(200);

export const invalidateUsage = () => queryClient.invalidateQueries({ queryKey: ["usage"] });

export { actionLabel, creditChange } from "@/lib/usage-labels";

const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/**
 * What the charge was for: ids become names. A refund's stored reason is the engine's own English
 * (for operators, "Gemini request failed."); a user reads, in their language, that it failed.
 */
function describe(record: Pick<UsageRecord, "actionType" | "metadata">, artStyle: ArtStyleName): string | undefined {
  const meta = (record.metadata ?? {}) as Record<string, unknown>;
  if (meta.refundOf) return m.usage_refund_reason();
  switch (record.actionType) {
    case "transform_image":
      return text(meta.style) && (artStyle(meta.style as string) ?? (meta.style as string));
    case "interior_design":
      return roomDesignName(meta.roomType, meta.designStyle);
    case "generate_storybook":
      return text(meta.title) ?? storyStyleName(meta.style);
    case "recharge":
    case "recharge_reversal":
      return text(meta.orderId);
    default:
      return text(meta.prompt) ?? text(meta.instruction) ?? text(meta.reason);
  }
}

export function usageDetails(
  record: Pick<UsageRecord, "actionType" | "metadata">,
  artStyle: ArtStyleName = () => undefined,
  max = 50,
) {
  const detail = describe(record, artStyle);
  if (!detail) return "-";
  return detail.length > max ? `${detail.slice(0, max)}…` : detail;
}
