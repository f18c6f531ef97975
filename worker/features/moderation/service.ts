// Moderation before the charge (issue 25, docs/decisions/0025-moderation.md): what other features
// call. checkText refuses a prompt, instruction or idea before any credit moves: first the admin's
// list of refused terms (everywhere, no AI needed), then Llama Guard where the AI binding exists.
// A provider's own safety refusal, which comes after the charge, becomes the same refusal (the
// caller refunds it once, as any failure). Every refusal is 422 CONTENT_REFUSED with its category
// and counted for the dashboard.
import type { Database } from "../../platform/db/client";
import { EngineError } from "../../engines/types";
import type { AiBinding } from "../../engines/workers-ai/client";
import { AppError } from "../../platform/errors";
import type { ModerationCategory } from "../../../shared/moderation";
import { askLlamaGuard } from "./llama-guard";
import { countRefusal, countUnchecked } from "./refusal-counts";
import { refusedTerms } from "./refused-terms";

export { refusalCounts } from "./refusal-counts";

export type ModerationCtx = { db: Database; env: Env };

function refused(category: ModerationCategory, details: Record<string, unknown> = {}) {
  return new AppError("CONTENT_REFUSED", `The request was refused by moderation (${category}).`, {
    category,
    ...details,
  });
}

/** Refuses (422 CONTENT_REFUSED, nothing charged) text the terms list or Llama Guard refuses. */
export async function checkText(ctx: ModerationCtx, ...texts: (string | null | undefined)[]): Promise<void> {
  const present = texts.filter((t): t is string => typeof t === "string" && t.trim() !== "");
  if (present.length === 0) return;
  const { match } = await refusedTerms(ctx.db);
  if (present.some((text) => match(text) !== undefined)) {
    await countRefusal(ctx.db, "terms");
    throw refused("terms", { charged: false });
  }
  const model = ctx.env.WORKERS_AI_MODERATION_MODEL?.trim();
  if (!ctx.env.AI || !model) return;
  const verdict = await askLlamaGuard(
    ctx.env.AI as unknown as AiBinding,
    model,
    present.join("\n\n"),
    ctx.env.AI_GATEWAY_ID?.trim() || undefined,
  );
  if ("unchecked" in verdict) {
    // Fail open (decision 0025): the terms list has passed and the provider's own filter still
    // applies after; the operator reads this line and the dashboard's "unchecked" count.
    console.error(`MODERATION UNCHECKED: Llama Guard (${model}) could not classify a request: ${verdict.unchecked}`);
    await countUnchecked(ctx.db);
    return;
  }
  if (!verdict.safe) {
    const [category] = verdict.categories;
    await countRefusal(ctx.db, category);
    throw refused(category, { categories: verdict.categories, charged: false });
  }
}

/** A provider's safety refusal (EngineError SAFETY), after the charge: the same refusal, saying whether it was refunded. */
export function providerRefusal(refunded: boolean, options: { ownKey?: boolean } = {}) {
  return refused("provider", options.ownKey ? { ownKey: true, charged: false } : { refunded });
}

export const isSafetyRefusal = (error: unknown) => error instanceof EngineError && error.kind === "SAFETY";

/** Counts a provider's safety refusal for the dashboard; other failures are not moderation's. */
export async function noteProviderRefusal(db: Database, error: unknown) {
  if (isSafetyRefusal(error)) await countRefusal(db, "provider");
}
