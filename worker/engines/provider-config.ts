// The provider engines' settings, read from the Worker's [vars] (wrangler.toml, where each
// default model is chosen and justified): models are the operator's to change when a provider
// retires one, so the code names none of them.
import {
  GEMINI_IMAGE_SIZES,
  GEMINI_MODEL_SETTINGS,
  OPENAI_MODEL_SETTINGS,
  type GeminiEngineOptions,
  type GeminiImageSize,
  type OpenAIEngineOptions,
} from "./provider-settings";

/** PROVIDER_TIMEOUT_SECONDS, or the engines' own default when unset. */
export const providerTimeoutMs = (env: Env) =>
  Number(env.PROVIDER_TIMEOUT_SECONDS) > 0 ? Number(env.PROVIDER_TIMEOUT_SECONDS) * 1000 : undefined;

const setting = (value: string | undefined) => (value ?? "").trim();

/** Each role's model from the [vars] entry the engine's table names for it. */
function modelsFrom<Role extends string>(env: Env, settings: Record<Role, string>): Record<Role, string> {
  const vars = env as unknown as Record<string, string | undefined>;
  return Object.fromEntries(
    Object.entries<string>(settings).map(([role, name]) => [role, setting(vars[name])]),
  ) as Record<Role, string>;
}

/** The AI Gateway endpoint for a provider, when AI_GATEWAY_ID and AI_GATEWAY_ACCOUNT_ID are set. */
export function gatewayUrl(
  env: Pick<Env, "AI_GATEWAY_ID" | "AI_GATEWAY_ACCOUNT_ID">,
  provider: "google-ai-studio" | "openai",
) {
  const gateway = setting(env.AI_GATEWAY_ID);
  const account = setting(env.AI_GATEWAY_ACCOUNT_ID);
  if (!gateway || !account) return undefined;
  return `https://gateway.ai.cloudflare.com/v1/${encodeURIComponent(account)}/${encodeURIComponent(gateway)}/${provider}`;
}

function imageSize(value: string | undefined): GeminiImageSize | undefined {
  const size = setting(value).toUpperCase();
  if (!size) return undefined;
  if ((GEMINI_IMAGE_SIZES as readonly string[]).includes(size)) return size as GeminiImageSize;
  console.warn(
    `GEMINI_IMAGE_SIZE "${value}" is not one of ${GEMINI_IMAGE_SIZES.join(", ")}; the model's default size is used.`,
  );
  return undefined;
}

export function geminiOptions(env: Env, apiKey: string): GeminiEngineOptions {
  return {
    apiKey,
    models: modelsFrom(env, GEMINI_MODEL_SETTINGS),
    ttsVoice: setting(env.GEMINI_TTS_VOICE),
    imageSize: imageSize(env.GEMINI_IMAGE_SIZE),
    baseUrl: setting(env.GEMINI_BASE_URL) || gatewayUrl(env, "google-ai-studio"),
    timeoutMs: providerTimeoutMs(env),
  };
}

export function openaiOptions(env: Env, apiKey: string): OpenAIEngineOptions {
  return {
    apiKey,
    models: modelsFrom(env, OPENAI_MODEL_SETTINGS),
    ttsVoice: setting(env.OPENAI_TTS_VOICE),
    baseURL: setting(env.OPENAI_BASE_URL) || gatewayUrl(env, "openai"),
    timeoutMs: providerTimeoutMs(env),
  };
}
