// Llama Guard 3 on Workers AI (WORKERS_AI_MODERATION_MODEL, default @cf/meta/llama-guard-3-8b).
// Its published schema (https://developers.cloudflare.com/workers-ai/models/llama-guard-3-8b/,
// cloudflare/cloudflare-docs src/content/workers-ai-models/llama-guard-3-8b.json): input
// { messages: [{ role, content ≤ 131072 chars }] (required), max_tokens (default 256), temperature
// 0–5 (default 0.6), response_format { type: "json_object" } }; output { response, usage }, where
// `response` is the generated text ("safe", or "unsafe\nS1,S10" as Meta's model card shows) or, in
// JSON mode, { safe: boolean, categories: ["S1"…"S14"] }. We ask in JSON mode and read both forms.
// A call that fails or answers something unreadable is an Unchecked verdict: the caller decides
// what that means (fail open, decision 0025).
import { createAiCall, type AiBinding } from "../../engines/workers-ai/client";
import { isModerationCategory, type ModerationCategory } from "../../../shared/moderation";

export type GuardVerdict = { safe: true } | { safe: false; categories: ModerationCategory[] } | { unchecked: string };

/** Moderation runs before every paid creation: a slow classifier must not hold it long. */
const GUARD_TIMEOUT_MS = 8_000;

const CATEGORY = /\bS(1[0-4]|[1-9])\b/g;

function categoriesIn(values: unknown[]): ModerationCategory[] {
  const found = values.flatMap((v) => (typeof v === "string" ? (v.toUpperCase().match(CATEGORY) ?? []) : []));
  return [...new Set(found)].filter(isModerationCategory);
}

/** Reads either form of `response`; undefined when it says neither safe nor unsafe. */
export function readVerdict(response: unknown): GuardVerdict | undefined {
  if (response && typeof response === "object") {
    const { safe, categories } = response as { safe?: unknown; categories?: unknown };
    if (safe === true) return { safe: true };
    if (safe === false) return { safe: false, categories: categoriesIn(Array.isArray(categories) ? categories : []) };
    return undefined;
  }
  if (typeof response !== "string") return undefined;
  const [first, ...rest] = response.trim().split(/\s+/);
  if (first?.toLowerCase() === "safe") return { safe: true };
  if (first?.toLowerCase() === "unsafe") return { safe: false, categories: categoriesIn(rest) };
  return undefined;
}

/** Classifies one user's text (prompt classification: the text is the user turn). */
export async function askLlamaGuard(
  ai: AiBinding,
  model: string,
  text: string,
  gatewayId?: string,
): Promise<GuardVerdict> {
  const call = createAiCall(ai, {
    timeoutMs: GUARD_TIMEOUT_MS,
    gatewayId,
    settingOf: () => "WORKERS_AI_MODERATION_MODEL",
  });
  try {
    const result = (await call(model, {
      messages: [{ role: "user", content: text }],
      response_format: { type: "json_object" },
      temperature: 0,
    })) as { response?: unknown } | null;
    const verdict = readVerdict(result?.response);
    if (!verdict) return { unchecked: `unreadable answer ${JSON.stringify(result?.response ?? null).slice(0, 120)}` };
    // "unsafe" without a category we know still refuses.
    if ("safe" in verdict && !verdict.safe && verdict.categories.length === 0)
      return { safe: false, categories: ["other"] };
    return verdict;
  } catch (error) {
    return { unchecked: error instanceof Error ? error.message.slice(0, 200) : String(error) };
  }
}
