// Workers AI failures as EngineError kinds, so the refund-once path and the translated messages
// work as for the other providers. The binding throws `InferenceUpstreamError` (name from the
// service, e.g. "AiError") whose message is "<internal code>: <description>" (workerd
// src/cloudflare/internal/ai-api.ts). The codes are Cloudflare's table:
// https://developers.cloudflare.com/workers-ai/platform/errors/ ; 5006 is schema validation
// ("5006: Error: required properties at '/' are 'audio'").
import { EngineError } from "../types";

const LABEL = "Workers AI";

/** Internal code → what happened. Unknown codes are provider errors. */
const BY_CODE: Record<number, "OVERLOADED" | "QUOTA" | "TIMEOUT" | "MODEL" | "MODEL_ACCESS" | "INVALID" | "ACCOUNT"> = {
  3040: "OVERLOADED", // Out of capacity (also `rejectIfBusy`), HTTP 429
  3036: "QUOTA", // Daily free allocation of 10,000 neurons used up, HTTP 429
  3007: "TIMEOUT", // Request timeout, HTTP 408
  3008: "TIMEOUT", // Request was aborted, HTTP 408
  5007: "MODEL", // No such model or task, HTTP 400
  3042: "MODEL", // Invalid model ID, HTTP 404
  5016: "MODEL_ACCESS", // Model terms not agreed, HTTP 403
  5018: "MODEL_ACCESS", // Account not allowed for private model, HTTP 403
  3041: "MODEL_ACCESS",
  5035: "MODEL_ACCESS", // Model needs the Workers Paid plan, HTTP 403
  3023: "ACCOUNT", // Service unavailable for account, HTTP 403
  5006: "INVALID", // Input does not match the model's schema
  5004: "INVALID", // Invalid data type for base64 input
  3003: "INVALID", // Request is missing headers or body
  3006: "INVALID", // Request is too large, HTTP 413
};

const isAbort = (err: unknown) => {
  const name = (err as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "TimeoutError";
};

export const timeoutError = (timeoutMs: number) =>
  new EngineError("TIMEOUT", `${LABEL} did not answer within ${Math.round(timeoutMs / 100) / 10} s.`);

/** `setting` is the [vars] entry that named `model`. */
export function toEngineError(err: unknown, model: string, timeoutMs: number, setting = "WORKERS_AI_*"): EngineError {
  if (err instanceof EngineError) return err;
  if (isAbort(err)) return timeoutError(timeoutMs);
  const message = err instanceof Error ? err.message : String(err);
  const code = Number(/^(\d{4}):/.exec(message)?.[1]);
  const kind = BY_CODE[code];
  if (kind === "OVERLOADED")
    return new EngineError("OVERLOADED", `${LABEL} is out of capacity right now; try again in a moment.`);
  if (kind === "QUOTA")
    return new EngineError("QUOTA", `${LABEL}'s daily allocation is used up; try again after 00:00 UTC.`);
  if (kind === "TIMEOUT") return new EngineError("TIMEOUT", `${LABEL} timed out (${code}).`);
  if (kind === "MODEL" || kind === "MODEL_ACCESS") {
    console.error(
      `Workers AI cannot run "${model}" (${message.slice(0, 200)}): check ${setting} in wrangler.toml and the account's plan`,
    );
    return new EngineError("MODEL_UNAVAILABLE", `${LABEL} model ${model} is unavailable (${code}).`, {
      provider: LABEL,
      model,
      setting,
    });
  }
  if (kind === "INVALID") {
    // Our request did not match the model's published schema, or the input was too large.
    console.error(`Workers AI refused the input for "${model}": ${message.slice(0, 300)}`);
    return new EngineError("PROVIDER_ERROR", `${LABEL} refused the request as invalid (${code}).`);
  }
  if (kind === "ACCOUNT")
    return new EngineError("PROVIDER_ERROR", `${LABEL} is unavailable for this account (${code}).`);
  if (/nsfw|unsafe content|safety/i.test(message))
    return new EngineError("SAFETY", `${LABEL} refused the request under its safety policy.`);
  return new EngineError("PROVIDER_ERROR", `${LABEL} request failed${code ? ` (${code})` : ""}.`);
}
