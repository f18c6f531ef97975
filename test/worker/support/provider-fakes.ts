// The workerd side of the provider fakes (test/fakes): engines pointed at them with the models
// wrangler.toml configures (read from the test env, never named here), one fresh API key per
// engine (its prefix picks the fake's scenario, and it filters the recording), and small
// helpers to read back what was sent. The engines are the main Worker's: every call crosses the
// PROVIDERS service binding to the provider Worker (built from wrangler.providers.toml and run
// beside the tests, vitest.config.ts), which calls the fakes, as a deployment calls Gemini/OpenAI.
import { env } from "cloudflare:workers";
import { PhotonImage } from "../../../worker/platform/image/photon";
import { inject } from "vitest";
import { geminiOptions, openaiOptions } from "../../../worker/engines/provider-config";
import { createProviderEngine } from "../../../worker/engines/provider-proxy";
import type {
  GeminiEngineOptions,
  GeminiModels,
  OpenAIEngineOptions,
  OpenAIModels,
} from "../../../worker/engines/provider-settings";
import type { ProviderCallsApi } from "../../../worker/provider-calls/protocol";
import { toBase64 } from "../../../worker/engines/provider-images";
import { EngineError, type EngineErrorKind } from "../../../worker/engines/types";
import type { RecordedFile, RecordedRequest } from "../../fakes/recorded";
import { solidPng } from "./images";

export const fakes = inject("providerFakes");
const providerCalls = env.PROVIDERS as unknown as ProviderCallsApi;
if (!fakes)
  throw new Error('No provider fakes: add "./test/fakes/global-setup.ts" to the worker project\'s globalSetup.');
export const TIMEOUT_MS = 1500;
let counter = 0;

export const keyFor = (scenario: string) => `${scenario}:k${counter++}-${Date.now().toString(36)}`;

type GeminiOverrides = Partial<Omit<GeminiEngineOptions, "apiKey" | "models">> & { models?: Partial<GeminiModels> };
type OpenAIOverrides = Partial<Omit<OpenAIEngineOptions, "apiKey" | "models">> & { models?: Partial<OpenAIModels> };

/** The models, voices and sizes a deployment gets from wrangler.toml [vars]. */
export const configured = { gemini: geminiOptions(env, ""), openai: openaiOptions(env, "") };

export const gemini = (scenario: string, overrides: GeminiOverrides = {}) => {
  const apiKey = keyFor(scenario);
  const base = geminiOptions(env, apiKey);
  const options = {
    ...base,
    baseUrl: fakes.gemini,
    timeoutMs: TIMEOUT_MS,
    ...overrides,
    models: { ...base.models, ...overrides.models },
  };
  return { apiKey, engine: createProviderEngine(providerCalls, { provider: "gemini", options }) };
};
export const openai = (scenario: string, overrides: OpenAIOverrides = {}) => {
  const apiKey = keyFor(scenario);
  const base = openaiOptions(env, apiKey);
  const options = {
    ...base,
    baseURL: `${fakes.openai}/v1`,
    timeoutMs: TIMEOUT_MS,
    ...overrides,
    models: { ...base.models, ...overrides.models },
  };
  return { apiKey, engine: createProviderEngine(providerCalls, { provider: "openai", options }) };
};

export async function sent(provider: "gemini" | "openai", apiKey: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${fakes[provider]}/__requests?key=${encodeURIComponent(apiKey)}`);
  return (await res.json()) as RecordedRequest[];
}

export async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof EngineError)) throw new Error(`expected an EngineError, got ${String(err)}`);
  return err;
}

export const b64 = toBase64;
export const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
export const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
export const isWebp = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP";
export const file = (value: string | RecordedFile | undefined) => value as RecordedFile;

/** A JPEG/WebP made in the Worker with the app's own image library. */
export function encoded(format: "jpeg" | "webp", w: number, h: number): Uint8Array {
  const img = PhotonImage.new_from_byteslice(solidPng(w, h, [30, 120, 200]));
  try {
    return format === "jpeg" ? img.get_bytes_jpeg(80) : img.get_bytes_webp();
  } finally {
    img.free();
  }
}

export const tuning = { temperature: 0.4, maxTokens: 3000 };

/** Scenario → the kind both engines must report; "hang" relies on TIMEOUT_MS. */
export const ERROR_CASES: [string, EngineErrorKind][] = [
  ["bad-key", "BAD_KEY"],
  ["quota", "QUOTA"],
  ["overloaded", "OVERLOADED"],
  ["location", "REGION_REFUSED"],
  ["safety", "SAFETY"],
  ["no-image", "NO_IMAGE"],
  ["server-error", "PROVIDER_ERROR"],
  ["malformed", "PROVIDER_ERROR"],
  ["hang", "TIMEOUT"],
];
