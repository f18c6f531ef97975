// What went wrong with a provider call, in the EngineError kinds the images service refunds
// and explains. Messages are ours, short and English: provider bodies can be long, localised
// or (through a misbehaving proxy) echo request headers, so they are never passed through.
// Failures only the operator can fix (a retired model, a refused region, an unverified OpenAI
// organization) carry an operatorFix; the main Worker logs what to change (operator-log.ts).
import { APIConnectionError, APIConnectionTimeoutError } from "openai";
import { EngineError } from "./types";

export type ProviderLabel = "Gemini" | "OpenAI";

/** The model a call used and the wrangler.toml [vars] entry that named it. */
export type CallContext = { model: string; setting: string };

const BAD_KEY_WORDING = /API key not valid|API_KEY_INVALID|API key expired|invalid_api_key|incorrect api key/i;
const QUOTA_WORDING = /insufficient_quota|billing_hard_limit|RESOURCE_EXHAUSTED|quota/i;
const NETWORK_WORDING = /fetch failed|network|connection|connect ECONN|socket|dns/i;
const SAFETY_WORDING = /moderation_blocked|content_policy_violation|safety system|safety|prohibited|blocked/i;
/** Gemini: 400 FAILED_PRECONDITION "User location is not supported for the API use."; OpenAI: 403 unsupported_country_region_territory. */
const REGION_WORDING =
  /location is not supported|unsupported_country_region_territory|country, region, or territory not supported/i;
/** OpenAI answers 400, 403 or 404 depending on the endpoint, always with this sentence. */
const ORG_WORDING = /organization must be verified/i;

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

/** Message plus the machine-readable fields OpenAI keeps outside it (code, type). */
function wordingOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { code, type } = err as { code?: unknown; type?: unknown };
  return [err.message, code, type].filter((part) => typeof part === "string").join(" ");
}

function isAbort(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === "AbortError" || name === "TimeoutError") return true;
  }
  return false;
}

const timeoutError = (provider: ProviderLabel, timeoutMs: number) =>
  new EngineError("TIMEOUT", `${provider} did not answer within ${Math.round(timeoutMs / 100) / 10} s.`);

const modelName = (context?: CallContext) => (context ? `"${context.model}"` : "the configured model");

const fixFor = (provider: ProviderLabel, context?: CallContext) => (context ? { provider, ...context } : undefined);

export function toEngineError(
  err: unknown,
  provider: ProviderLabel,
  timeoutMs: number,
  context?: CallContext,
): EngineError {
  if (err instanceof EngineError) return err;
  if (err instanceof APIConnectionTimeoutError || isAbort(err)) return timeoutError(provider, timeoutMs);
  const status = statusOf(err);
  const wording = wordingOf(err);
  if (status !== undefined && status < 500) {
    if (ORG_WORDING.test(wording)) {
      return new EngineError(
        "ORG_NOT_VERIFIED",
        `${provider} requires a verified organization for the model ${modelName(context)}.`,
        fixFor(provider, context),
      );
    }
    if (REGION_WORDING.test(wording)) {
      return new EngineError(
        "REGION_REFUSED",
        `${provider} refuses requests from the region this Worker ran in.`,
        fixFor(provider, context),
      );
    }
    if (status === 404) {
      const fix = context ? `; set ${context.setting} in wrangler.toml [vars] to a current model` : "";
      return new EngineError(
        "MODEL_UNAVAILABLE",
        `${provider} has no model ${modelName(context)} (unknown or retired)${fix}.`,
        fixFor(provider, context),
      );
    }
  }
  if (status === 401 || status === 403 || (status === 400 && BAD_KEY_WORDING.test(wording))) {
    return new EngineError("BAD_KEY", `The ${provider} API key was rejected; check the key and its permissions.`);
  }
  if (status === 429 || (status !== undefined && status < 500 && QUOTA_WORDING.test(wording))) {
    return new EngineError("QUOTA", `${provider} quota or rate limit reached; try again later.`);
  }
  if (status === 400 && SAFETY_WORDING.test(wording)) {
    return new EngineError("SAFETY", `${provider} refused the request under its safety policy.`);
  }
  if (status === 503 || status === 529) {
    return new EngineError(
      "OVERLOADED",
      `${provider} is overloaded right now (HTTP ${status}); try again in a minute.`,
    );
  }
  if (status === 408 || status === 504) {
    return new EngineError("TIMEOUT", `${provider} timed out (HTTP ${status}).`);
  }
  if (status !== undefined) return new EngineError("PROVIDER_ERROR", `${provider} request failed (HTTP ${status}).`);
  if (err instanceof SyntaxError) {
    return new EngineError("PROVIDER_ERROR", `${provider} sent a response that could not be read.`);
  }
  // Gemini's SDK lets fetch's own error through (workerd: "Network connection lost"); OpenAI wraps it.
  if (err instanceof APIConnectionError || (err instanceof Error && NETWORK_WORDING.test(err.message))) {
    return new EngineError("PROVIDER_ERROR", `Could not reach ${provider}.`);
  }
  return new EngineError("PROVIDER_ERROR", `${provider} request failed.`);
}

/**
 * Runs one provider call under a hard deadline. The SDKs' own timeouts only cover part of a
 * call (OpenAI stops timing once headers arrive), so a signal bounds the whole exchange,
 * body included; any failure after it fires is a timeout whatever the SDK calls it.
 */
export async function callProvider<T>(
  provider: ProviderLabel,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
  context?: CallContext,
): Promise<T> {
  if (context && !context.model) {
    throw new EngineError(
      "MODEL_UNAVAILABLE",
      `No ${provider} model is configured; set ${context.setting} in wrangler.toml [vars].`,
      fixFor(provider, context),
    );
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await call(signal);
  } catch (err) {
    if (signal.aborted && !(err instanceof EngineError)) throw timeoutError(provider, timeoutMs);
    throw toEngineError(err, provider, timeoutMs, context);
  }
}

/** Model text quoted in our messages: bounded, single line, and never containing the key. */
export function quoteModelText(text: string, apiKey: string): string {
  let quoted = text.replace(/\s+/g, " ").trim();
  if (apiKey) quoted = quoted.split(apiKey).join("[redacted]");
  return quoted.length > 200 ? `${quoted.slice(0, 197)}…` : quoted;
}
