// Which engine serves a request, in the order DESIGN.md ("Engines") sets: a user's own Gemini key
// (that request only, free), keys an admin saved in system_config, Worker secrets, Workers AI
// (when the deployment has the AI binding and no admin switched it off), then the demo engine
// ("builtin", its own Worker behind the DEMO binding: demo-proxy.ts). With none of them, a
// creation is refused with 503 ENGINE_UNAVAILABLE before any charge, and the admin dashboard says
// why (features/operator/service.ts). engineJobs() reports the same choice per job for the SPA and
// the admin page.
// Admin keys come from this isolate's memory (at most a minute old: platform/settings-cache.ts);
// the Workers AI switch is read on each request that would call Workers AI.
import type { Database } from "../platform/db/client";
import { textReader } from "../platform/texts";
import { readAdminProviderKeys } from "../platform/system-config";
import { rememberedWorkersAiSwitch, workersAiSwitchedOn } from "./workers-ai/switch";
import type { DemoEngineApi } from "../demo-engine/protocol";
import { AppError } from "../platform/errors";
import { createDemoEngine, type DemoProxyEngine } from "./demo-proxy";
import { geminiOptions, openaiOptions } from "./provider-config";
import { createProviderEngine } from "./provider-proxy";
import type { ProviderCallsApi } from "../provider-calls/protocol";
import {
  imageSizesOf,
  type EngineName,
  type ImageEngine,
  type ImageSizeOption,
  type PromptWriter,
  type RoomDesigner,
  type StoryTeller,
  type Transcriber,
} from "./types";
import type { AiBinding } from "./workers-ai/client";
import { createWorkersAi, type WorkersAi } from "./workers-ai/engine";
import { workersAiModels } from "./workers-ai/models";

export type EngineChoice<E = ImageEngine> = {
  engine: E;
  /** false when the user pays the provider with their own key */ chargeable: boolean;
};

/** The demo engine, when this deployment has its Worker (the DEMO binding); null otherwise. */
const demo = (env: Env): DemoProxyEngine | null =>
  env.DEMO ? createDemoEngine(env.DEMO as unknown as DemoEngineApi, textReader(env.ASSETS)) : null;

/** Thrown by a choice that finds no engine at all: before any charge, as every choice is made. */
function noEngine(): never {
  throw new AppError(
    "ENGINE_UNAVAILABLE",
    "No engine serves creations in this deployment (no provider key, Workers AI off, no demo engine).",
  );
}

/** PROVIDER_TIMEOUT_SECONDS, or the engines' own default when unset. */
const timeoutMs = (env: Env) =>
  Number(env.PROVIDER_TIMEOUT_SECONDS) > 0 ? Number(env.PROVIDER_TIMEOUT_SECONDS) * 1000 : undefined;

// Gemini and OpenAI run in the placed provider Worker, reached through the PROVIDERS service
// binding (docs/decisions/0020-placed-provider-worker.md); models, voices, image size and timeout
// come from [vars], read in one place (provider-config.ts), and travel with each call.
const providerCalls = (env: Env) => env.PROVIDERS as unknown as ProviderCallsApi | undefined;
const gemini = (env: Env, apiKey: string) =>
  createProviderEngine(providerCalls(env), { provider: "gemini", options: geminiOptions(env, apiKey) });
const openai = (env: Env, apiKey: string) =>
  createProviderEngine(providerCalls(env), { provider: "openai", options: openaiOptions(env, apiKey) });

/**
 * The provider keys this deployment can use: none without the PROVIDERS binding (a deployment
 * without the provider Worker serves from Workers AI or the demo engine, and the admin dashboard
 * says why the keys sit unused: operator-alerts.ts).
 */
async function usableKeys(env: Env, db: Database) {
  return env.PROVIDERS ? providerKeys(env, db) : { gemini: null, openai: null };
}

/** Provider keys in priority order: admin settings first, then Worker secrets. */
async function providerKeys(env: Env, db: Database) {
  const admin = await readAdminProviderKeys(env, db);
  return { gemini: admin.gemini ?? env.GEMINI_API_KEY ?? null, openai: admin.openai ?? env.OPENAI_API_KEY ?? null };
}

/** The provider engine for images, rooms and stories: Gemini first, then OpenAI. */
const providerFor = (env: Env, keys: Awaited<ReturnType<typeof providerKeys>>) =>
  keys.gemini ? gemini(env, keys.gemini) : keys.openai ? openai(env, keys.openai) : null;

/**
 * Workers AI when this deployment has the binding and an admin has not switched it off: the switch
 * as stored for a request that will call it, as remembered for describing (engineJobs).
 */
async function workersAi(env: Env, db: Database, switchedOn = workersAiSwitchedOn): Promise<WorkersAi | null> {
  if (!env.AI || !(await switchedOn(db))) return null;
  return createWorkersAi({
    ai: env.AI as unknown as AiBinding,
    models: workersAiModels(env),
    gatewayId: env.AI_GATEWAY_ID?.trim() || undefined,
    timeoutMs: timeoutMs(env),
  });
}

export async function chooseImageEngine(
  env: Env,
  db: Database,
  options: { userGeminiKey?: string } = {},
): Promise<EngineChoice> {
  if (options.userGeminiKey) return { engine: gemini(env, options.userGeminiKey), chargeable: false };
  const provider = providerFor(env, await usableKeys(env, db));
  const engine = provider ?? (await workersAi(env, db))?.imageEngine ?? demo(env) ?? noEngine();
  return { engine, chargeable: true };
}

/** OpenAI's transcription first (purpose-built), then Gemini, then Workers AI; null when none. */
export async function chooseTranscriber(env: Env, db: Database): Promise<Transcriber | null> {
  const keys = await usableKeys(env, db);
  if (keys.openai) return openai(env, keys.openai);
  if (keys.gemini) return gemini(env, keys.gemini);
  return (await workersAi(env, db))?.transcriber ?? null;
}

export async function chooseRoomDesigner(env: Env, db: Database): Promise<RoomDesigner> {
  const provider = providerFor(env, await usableKeys(env, db));
  return provider ?? (await workersAi(env, db))?.roomDesigner ?? demo(env) ?? noEngine();
}

/** `language` is the book's: Workers AI narrates only the languages its speech model speaks. */
export async function chooseStoryTeller(env: Env, db: Database, language?: string): Promise<StoryTeller> {
  const provider = providerFor(env, await usableKeys(env, db));
  return provider ?? (await workersAi(env, db))?.storyTeller(language) ?? demo(env) ?? noEngine();
}

/** Prompt help, in the same order as images: the user's own Gemini key, providers, Workers AI, the demo engine. */
export async function choosePromptWriter(
  env: Env,
  db: Database,
  options: { userGeminiKey?: string } = {},
): Promise<EngineChoice<PromptWriter>> {
  if (options.userGeminiKey) return { engine: gemini(env, options.userGeminiKey), chargeable: false };
  const provider = providerFor(env, await usableKeys(env, db));
  const writer = provider ?? (await workersAi(env, db))?.promptWriter ?? demo(env) ?? noEngine();
  return { engine: writer, chargeable: true };
}

/** model is null where the engine does not say (a provider's speech or transcription model). */
export type JobEngine = { engine: EngineName; model: string | null };
/**
 * null narration: the browser reads aloud; null transcription: voice input is unavailable; null
 * image, interior and storybook: no engine at all (creations answer 503 ENGINE_UNAVAILABLE).
 */
export type EngineJobs = {
  image: (JobEngine & { sizes: readonly ImageSizeOption[] }) | null;
  interior: JobEngine | null;
  storybook: JobEngine | null;
  narration: JobEngine | null;
  transcription: JobEngine | null;
};

const served = (e: { name: EngineName; model: string }): JobEngine => ({ engine: e.name, model: e.model });
const servedBy = (e: { name: EngineName; model: string } | null | undefined) => (e ? served(e) : null);
const imageJob = (e: ImageEngine | null | undefined) => (e ? { ...served(e), sizes: imageSizesOf(e) } : null);

/** Whether any engine serves creations now (the admin dashboard's NO_ENGINE alert when none does). */
export async function anEngineServes(env: Env, db: Database): Promise<boolean> {
  return (await engineJobs(env, db)).image !== null;
}

/** Who serves each job right now (without a user's own key), by the same rules as above. */
export async function engineJobs(env: Env, db: Database): Promise<EngineJobs> {
  const keys = await usableKeys(env, db);
  const provider = providerFor(env, keys);
  // Any provider key serves every job (voice input included), so Workers AI is asked only without one.
  const ai = provider ? null : await workersAi(env, db, rememberedWorkersAiSwitch);
  const listener = keys.openai ? "openai" : keys.gemini ? "gemini" : ai ? "workers-ai" : null;
  return {
    image: imageJob(provider ?? ai?.imageEngine ?? demo(env)),
    interior: servedBy(provider ?? ai?.roomDesigner ?? demo(env)),
    storybook: servedBy(provider ?? ai?.storyTeller() ?? demo(env)),
    narration: provider
      ? { engine: provider.name, model: null }
      : ai
        ? { engine: "workers-ai", model: ai.speechModel }
        : null,
    transcription:
      listener === "workers-ai" && ai ? served(ai.transcriber) : listener ? { engine: listener, model: null } : null,
  };
}
