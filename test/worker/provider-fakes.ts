// The workerd side of the provider fakes (test/fakes): engines pointed at them, one fresh API
// key per engine (its prefix picks the fake's scenario, and it filters the recording), and
// small helpers to read back what was sent.
import { PhotonImage } from "../../worker/lib/photon";
import { inject } from "vitest";
import { createGeminiEngine } from "../../worker/engines/gemini";
import { createOpenAIEngine } from "../../worker/engines/openai";
import { EngineError, type EngineErrorKind } from "../../worker/engines/types";
import type { RecordedFile, RecordedRequest } from "../fakes/recorded";
import { solidPng } from "./helpers";

export const fakes = inject("providerFakes");
if (!fakes) throw new Error('No provider fakes: add "./test/fakes/global-setup.ts" to the worker project\'s globalSetup.');
export const TIMEOUT_MS = 1500;
let counter = 0;

const keyFor = (scenario: string) => `${scenario}:k${counter++}-${Date.now().toString(36)}`;
export const gemini = (scenario: string, options: { model?: string; textModel?: string } = {}) => {
  const apiKey = keyFor(scenario);
  return { apiKey, engine: createGeminiEngine({ apiKey, baseUrl: fakes.gemini, timeoutMs: TIMEOUT_MS, ...options }) };
};
export const openai = (scenario: string, options: { model?: string; transcribeModel?: string } = {}) => {
  const apiKey = keyFor(scenario);
  return { apiKey, engine: createOpenAIEngine({ apiKey, baseURL: `${fakes.openai}/v1`, timeoutMs: TIMEOUT_MS, ...options }) };
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

export const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
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
  ["safety", "SAFETY"],
  ["no-image", "NO_IMAGE"],
  ["server-error", "PROVIDER_ERROR"],
  ["malformed", "PROVIDER_ERROR"],
  ["hang", "TIMEOUT"],
];
