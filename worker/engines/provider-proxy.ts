// Gemini and OpenAI as seen from the main Worker: engines with the same interfaces as the others
// (types.ts) whose every call goes to the placed provider Worker over the PROVIDERS service
// binding (worker/provider-calls/, docs/decisions/0020-placed-provider-worker.md). What needs no
// provider (name, model, sizes, whether a style can be drawn) is answered here. A provider
// Worker that cannot be reached fails like a provider that cannot be: an EngineError, so the
// caller refunds exactly once as for any provider failure.
import type { Narration, Outcome, ProviderCallsApi, ProviderSpec } from "../provider-calls/protocol";
import { tellOperator } from "./operator-log";
import { promptedStyleVerdict } from "./prompted-style";
import { GEMINI_SIZE_OPTIONS } from "./provider-settings";
import {
  EngineError,
  type GenerateRequest,
  type ImageEngine,
  type PromptWriter,
  type RoomDesigner,
  type StoryTeller,
  type Transcriber,
} from "./types";

export type ProviderEngine = ImageEngine & Transcriber & RoomDesigner & Required<StoryTeller> & Required<PromptWriter>;

/** The provider Worker answers within the call's own deadline; this much more covers the hop and a cold start. */
const HOP_MARGIN_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 90_000;

const label = (spec: ProviderSpec) => (spec.provider === "gemini" ? "Gemini" : "OpenAI");

/** The answer's value, or its EngineError rebuilt (and the operator told when it is theirs to fix). */
function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { kind, message, operatorFix } = outcome.error;
  const error = new EngineError(kind, message, operatorFix);
  tellOperator(error);
  throw error;
}

export function createProviderEngine(calls: ProviderCallsApi | undefined, spec: ProviderSpec): ProviderEngine {
  const provider = label(spec);
  const deadline = (spec.options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + HOP_MARGIN_MS;

  async function call<T>(send: (calls: ProviderCallsApi) => Promise<Outcome<T>>): Promise<T> {
    if (!calls)
      throw new EngineError(
        "PROVIDER_ERROR",
        `${provider} is called through the provider Worker, and this deployment has no PROVIDERS binding to it.`,
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new EngineError(
              "TIMEOUT",
              `${provider} did not answer through the provider Worker within ${Math.round(deadline / 1000)} s.`,
            ),
          ),
        deadline,
      );
    });
    let outcome: Outcome<T>;
    try {
      outcome = await Promise.race([send(calls), late]);
    } catch (error) {
      if (error instanceof EngineError) throw error;
      // The binding threw: the provider Worker is missing, down or failed before answering.
      console.error(`PROVIDER WORKER UNREACHABLE: the ${provider} call through PROVIDERS failed`, error);
      throw new EngineError("PROVIDER_ERROR", `Could not reach ${provider} through the provider Worker.`);
    } finally {
      clearTimeout(timer);
    }
    return unwrap(outcome);
  }

  return {
    name: spec.provider,
    model: spec.options.models.image,
    ...(spec.provider === "gemini" && spec.options.imageSize ? { imageSizes: GEMINI_SIZE_OPTIONS } : {}),
    canRenderStyle: promptedStyleVerdict,
    generate: (request) => call((c) => c.generate(spec, request)),
    // Only OpenAI draws several images in one call (`n`); Gemini's variants are one call each (variants.ts).
    ...(spec.provider === "openai"
      ? {
          generateVariants: (request: GenerateRequest, count: number) =>
            call((c) => c.generateVariants(spec, request, count)),
        }
      : {}),
    refine: (request) => call((c) => c.refine(spec, request)),
    transform: (request) => call((c) => c.transform(spec, request)),
    editRegion: (request) => call((c) => c.editRegion(spec, request)),
    cutOut: (image) => call((c) => c.cutOut(spec, image)),
    outpaint: (request) => call((c) => c.outpaint(spec, request)),
    redesignRoom: (request) => call((c) => c.redesignRoom(spec, request)),
    writeStory: (request) => call((c) => c.writeStory(spec, request)),
    illustratePage: (request) => call((c) => c.illustratePage(spec, request)),
    narrate: (request) => call<Narration>((c) => c.narrate(spec, request)),
    transcribe: (request) => call((c) => c.transcribe(spec, request)),
    enhancePrompt: (request) => call((c) => c.enhancePrompt(spec, request)),
    writeAltText: (request) => call((c) => c.writeAltText(spec, request)),
  };
}
