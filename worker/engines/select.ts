// Which engine serves a request: a user's own Gemini key (that request only, free), then keys
// an admin saved in system_config, then Worker secrets, then the built-in engine.
import type { Database } from "../db/client";
import { readProviderKey } from "../services/system-config";
import { createBuiltinEngine } from "./builtin/engine";
import { createGeminiEngine } from "./gemini";
import { createOpenAIEngine } from "./openai";
import { createBuiltinRoomDesigner } from "./builtin/interior";
import { createBuiltinStoryTeller } from "./builtin/story";
import type { ImageEngine, RoomDesigner, StoryTeller, Transcriber } from "./types";

export type EngineChoice = { engine: ImageEngine; /** false when the user pays the provider with their own key */ chargeable: boolean };

let builtin: ImageEngine | undefined;
export const builtinEngine = () => (builtin ??= createBuiltinEngine());

/** PROVIDER_TIMEOUT_SECONDS, or the engines' own default when unset. */
const timeoutMs = (env: Env) => (Number(env.PROVIDER_TIMEOUT_SECONDS) > 0 ? Number(env.PROVIDER_TIMEOUT_SECONDS) * 1000 : undefined);

const gemini = (env: Env, apiKey: string) =>
  createGeminiEngine({
    apiKey,
    model: env.GEMINI_IMAGE_MODEL || undefined,
    textModel: env.GEMINI_TEXT_MODEL || undefined,
    baseUrl: env.GEMINI_BASE_URL || undefined,
    timeoutMs: timeoutMs(env),
  });

const openai = (env: Env, apiKey: string) =>
  createOpenAIEngine({
    apiKey,
    model: env.OPENAI_IMAGE_MODEL || undefined,
    transcribeModel: env.OPENAI_TRANSCRIBE_MODEL || undefined,
    baseURL: env.OPENAI_BASE_URL || undefined,
    timeoutMs: timeoutMs(env),
  });

/** Provider keys in priority order: admin settings first, then Worker secrets. */
async function providerKeys(env: Env, db: Database) {
  const [adminGemini, adminOpenAI] = await Promise.all([readProviderKey(env, db, "GEMINI_API_KEY"), readProviderKey(env, db, "OPENAI_API_KEY")]);
  return { gemini: adminGemini ?? env.GEMINI_API_KEY ?? null, openai: adminOpenAI ?? env.OPENAI_API_KEY ?? null };
}

export async function chooseImageEngine(env: Env, db: Database, options: { userGeminiKey?: string } = {}): Promise<EngineChoice> {
  if (options.userGeminiKey) return { engine: gemini(env, options.userGeminiKey), chargeable: false };
  const keys = await providerKeys(env, db);
  if (keys.gemini) return { engine: gemini(env, keys.gemini), chargeable: true };
  if (keys.openai) return { engine: openai(env, keys.openai), chargeable: true };
  return { engine: builtinEngine(), chargeable: true };
}

/** OpenAI's transcription first (purpose-built), then Gemini; null when no provider is set up. */
export async function chooseTranscriber(env: Env, db: Database): Promise<Transcriber | null> {
  const keys = await providerKeys(env, db);
  if (keys.openai) return openai(env, keys.openai);
  if (keys.gemini) return gemini(env, keys.gemini);
  return null;
}

let builtinDesigner: RoomDesigner | undefined;
let builtinTeller: StoryTeller | undefined;

/** Background tasks use the same order as images: admin keys, secrets, then built-in. */
export async function chooseRoomDesigner(env: Env, db: Database): Promise<RoomDesigner> {
  const keys = await providerKeys(env, db);
  if (keys.gemini) return gemini(env, keys.gemini);
  if (keys.openai) return openai(env, keys.openai);
  return (builtinDesigner ??= createBuiltinRoomDesigner());
}

export async function chooseStoryTeller(env: Env, db: Database): Promise<StoryTeller> {
  const keys = await providerKeys(env, db);
  if (keys.gemini) return gemini(env, keys.gemini);
  if (keys.openai) return openai(env, keys.openai);
  return (builtinTeller ??= createBuiltinStoryTeller());
}
