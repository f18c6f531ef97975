// The test a candidate Gemini or OpenAI key passes before an admin's save puts it in front of
// every user (docs/decisions/0030-ai-key-test-before-saving.md). Runs in the placed provider
// Worker, through the same SDKs, base URL and API version as a creation. One free metadata call
// about the configured image model: Gemini `models.get` (GET /v1beta/models/{model}), OpenAI
// `models.retrieve` (GET /v1/models/{model}). Both authenticate the key, and both answer 404 for
// a model the key cannot use, so a key without access to that model fails too. No tokens, no
// image, nothing billed.
import { GoogleGenAI } from "@google/genai";
import OpenAI from "openai";
import { GEMINI_API_VERSION } from "./gemini";
import type { KeyCheck, ProviderSpec } from "../provider-calls/protocol";
import { GEMINI_MODEL_SETTINGS, OPENAI_MODEL_SETTINGS } from "./provider-settings";
import { quoteModelText, toEngineError, type CallContext } from "./provider-errors";

/** Kinds that say the key (or its access to the model) is wrong: saving it would fail every creation. */
const KEY_FAULTS = new Set(["BAD_KEY", "MODEL_UNAVAILABLE", "ORG_NOT_VERIFIED"]);
/** Client errors that are not about the key: a refused region, a rate limit, a timeout. */
const NOT_THE_KEY = new Set([408, 429]);

const statusOf = (err: unknown) => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
};

/**
 * The provider's own short answer: status, code and message from its error body. Gemini's SDK
 * puts the whole JSON body in the message; OpenAI's keeps the body's `error` object.
 */
export function providerAnswer(err: unknown): string | null {
  const status = statusOf(err);
  if (status === undefined || !(err instanceof Error)) return null;
  const openaiBody = (err as { error?: { message?: unknown; code?: unknown } }).error;
  if (openaiBody && typeof openaiBody.message === "string") {
    return (
      [status, typeof openaiBody.code === "string" ? openaiBody.code : null].filter(Boolean).join(" ") +
      `: ${openaiBody.message}`
    );
  }
  try {
    const body = JSON.parse(err.message) as {
      error?: { message?: string; status?: string; details?: { reason?: string }[] };
    };
    const reason = body.error?.details?.find((d) => typeof d?.reason === "string")?.reason;
    return `${status} ${body.error?.status ?? ""}${reason ? ` (${reason})` : ""}: ${body.error?.message ?? ""}`.replace(
      /\s+:/,
      ":",
    );
  } catch {
    return `${status}: ${err.message}`;
  }
}

/** The verdict on one failed call: the key's fault, or no verdict at all (try again, or save untested). */
function verdictOn(err: unknown, kind: string, apiKey: string, fallback: string): KeyCheck {
  const status = statusOf(err);
  const answer = quoteModelText(providerAnswer(err) ?? fallback, apiKey);
  const keysFault =
    KEY_FAULTS.has(kind) ||
    (kind === "PROVIDER_ERROR" && status !== undefined && status < 500 && !NOT_THE_KEY.has(status));
  return keysFault ? { verdict: "rejected", answer } : { verdict: "unreachable", answer };
}

export async function checkProviderKey(spec: ProviderSpec): Promise<KeyCheck> {
  const provider = spec.provider === "gemini" ? "Gemini" : "OpenAI";
  const { apiKey, models } = spec.options;
  const timeoutMs = spec.options.timeoutMs ?? 15_000;
  const context: CallContext = {
    model: models.image,
    setting: spec.provider === "gemini" ? GEMINI_MODEL_SETTINGS.image : OPENAI_MODEL_SETTINGS.image,
  };
  if (!context.model)
    return {
      verdict: "unreachable",
      answer: `No ${provider} image model is configured; set ${context.setting} in wrangler.toml [vars].`,
    };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    if (spec.provider === "gemini") {
      const { baseUrl } = spec.options;
      const ai = new GoogleGenAI({
        apiKey,
        apiVersion: GEMINI_API_VERSION,
        httpOptions: { timeout: timeoutMs, ...(baseUrl ? { baseUrl } : {}) },
      });
      await ai.models.get({ model: context.model, config: { abortSignal: signal } });
    } else {
      const client = new OpenAI({
        apiKey,
        baseURL: spec.options.baseURL,
        timeout: timeoutMs,
        maxRetries: 0,
        fetch: (input, init) => globalThis.fetch(input, init),
      });
      await client.models.retrieve(context.model, { signal });
    }
    return { verdict: "accepted" };
  } catch (err) {
    const kind = signal.aborted ? "TIMEOUT" : toEngineError(err, provider, timeoutMs, context).kind;
    const fallback = signal.aborted
      ? `${provider} did not answer within ${Math.round(timeoutMs / 1000)} s.`
      : `Could not reach ${provider}.`;
    return verdictOn(err, kind, apiKey, fallback);
  }
}
