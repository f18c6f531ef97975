// One candidate key's test, asked of the placed provider Worker over the PROVIDERS binding
// (decisions 20 and 30): the same models, base URL or AI Gateway a creation would use, a short
// deadline, and an answer in four words: accepted, rejected, unreachable, or unbound (this
// deployment has no provider Worker to ask).
import { geminiOptions, openaiOptions } from "../../engines/provider-config";
import type { KeyCheck, ProviderCallsApi, ProviderName, ProviderSpec } from "../../provider-calls/protocol";

export type KeyTest = KeyCheck | { verdict: "unbound" };

/** The provider's own deadline: a metadata call answers in well under a second. */
export const KEY_TEST_TIMEOUT_MS = 15_000;
/** The hop to the placed Worker and a cold start, on top. */
const HOP_MARGIN_MS = 5_000;

export const providerLabel = (provider: ProviderName) => (provider === "gemini" ? "Gemini" : "OpenAI");

function specFor(env: Env, provider: ProviderName, apiKey: string): ProviderSpec {
  return provider === "gemini"
    ? { provider, options: { ...geminiOptions(env, apiKey), timeoutMs: KEY_TEST_TIMEOUT_MS } }
    : { provider, options: { ...openaiOptions(env, apiKey), timeoutMs: KEY_TEST_TIMEOUT_MS } };
}

export async function testProviderKey(env: Env, provider: ProviderName, apiKey: string): Promise<KeyTest> {
  const calls = env.PROVIDERS as unknown as ProviderCallsApi | undefined;
  if (!calls) return { verdict: "unbound" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), KEY_TEST_TIMEOUT_MS + HOP_MARGIN_MS);
  });
  try {
    return await Promise.race([calls.checkKey(specFor(env, provider, apiKey)), late]);
  } catch (error) {
    // The binding threw or never answered: the provider Worker is missing, down or failing.
    console.error(
      `PROVIDER WORKER UNREACHABLE: the ${providerLabel(provider)} key test through PROVIDERS failed`,
      error,
    );
    return { verdict: "unreachable", answer: "The provider Worker could not be reached." };
  } finally {
    clearTimeout(timer);
  }
}
