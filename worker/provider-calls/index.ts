// The placed provider Worker ("atelier-providers", wrangler.providers.toml): the only place the
// Gemini and OpenAI SDKs run. Those providers refuse some regions, so this Worker is placed next
// to a cloud region both serve, while the main Worker (SPA, API, D1, R2, queues, the user's
// Durable Object, Workers AI) stays at the edge near the user. The main Worker reaches it through
// the PROVIDERS service binding; every method takes plain data (protocol.ts) and answers an
// Outcome. It holds no secrets and no bindings: the key travels with each call.
import { WorkerEntrypoint } from "cloudflare:workers";
import { createGeminiEngine } from "../engines/gemini";
import { checkProviderKey } from "../engines/key-check";
import { createOpenAIEngine } from "../engines/openai";
import {
  EngineError,
  type AltTextRequest,
  type GenerateRequest,
  type IllustrationRequest,
  type OutpaintRequest,
  type PromptHelpRequest,
  type RedesignRequest,
  type RefineRequest,
  type RegionEditRequest,
  type StoryRequest,
  type TranscribeRequest,
  type TransformRequest,
} from "../engines/types";
import type { Outcome, ProviderCallsApi, ProviderSpec } from "./protocol";

type ProviderEngine = ReturnType<typeof createGeminiEngine> | ReturnType<typeof createOpenAIEngine>;

const engineFor = (spec: ProviderSpec): ProviderEngine =>
  spec.provider === "gemini" ? createGeminiEngine(spec.options) : createOpenAIEngine(spec.options);

/** Runs one engine call; its EngineError becomes data, anything else a PROVIDER_ERROR (logged here). */
async function run<T>(spec: ProviderSpec, call: (engine: ProviderEngine) => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call(engineFor(spec)) };
  } catch (error) {
    if (error instanceof EngineError)
      return {
        ok: false,
        error: {
          kind: error.kind,
          message: error.message,
          ...(error.operatorFix ? { operatorFix: error.operatorFix } : {}),
        },
      };
    console.error(`provider Worker: ${spec.provider} call failed unexpectedly`, error);
    return {
      ok: false,
      error: {
        kind: "PROVIDER_ERROR",
        message: `The ${spec.provider === "gemini" ? "Gemini" : "OpenAI"} call failed in the provider Worker.`,
      },
    };
  }
}

/** An optional engine method both provider engines have; its absence would be a bug here. */
function offered<F>(method: F | undefined, what: string): F {
  if (!method) throw new EngineError("PROVIDER_ERROR", `This provider has no ${what}.`);
  return method;
}

// Methods on the prototype: RPC exposes those, not instance properties.
export class ProviderCalls extends WorkerEntrypoint<ProviderEnv> implements ProviderCallsApi {
  generate(spec: ProviderSpec, request: GenerateRequest) {
    return run(spec, (e) => e.generate(request));
  }
  generateVariants(spec: ProviderSpec, request: GenerateRequest, count: number) {
    return run(spec, async (e) =>
      e.generateVariants ? e.generateVariants(request, count) : [await e.generate(request)],
    );
  }
  refine(spec: ProviderSpec, request: RefineRequest) {
    return run(spec, (e) => e.refine(request));
  }
  transform(spec: ProviderSpec, request: TransformRequest) {
    return run(spec, (e) => e.transform(request));
  }
  editRegion(spec: ProviderSpec, request: RegionEditRequest) {
    return run(spec, (e) => e.editRegion(request));
  }
  cutOut(spec: ProviderSpec, image: Uint8Array) {
    return run(spec, (e) => offered(e.cutOut, "cut-out")(image));
  }
  outpaint(spec: ProviderSpec, request: OutpaintRequest) {
    return run(spec, (e) => offered(e.outpaint, "outpaint")(request));
  }
  redesignRoom(spec: ProviderSpec, request: RedesignRequest) {
    return run(spec, (e) => e.redesignRoom(request));
  }
  writeStory(spec: ProviderSpec, request: StoryRequest) {
    return run(spec, (e) => e.writeStory(request));
  }
  illustratePage(spec: ProviderSpec, request: IllustrationRequest) {
    return run(spec, (e) => e.illustratePage(request));
  }
  narrate(spec: ProviderSpec, request: { text: string; language: string }) {
    return run(spec, (e) => e.narrate(request));
  }
  transcribe(spec: ProviderSpec, request: TranscribeRequest) {
    return run(spec, (e) => e.transcribe(request));
  }
  enhancePrompt(spec: ProviderSpec, request: PromptHelpRequest) {
    return run(spec, (e) => e.enhancePrompt(request));
  }
  writeAltText(spec: ProviderSpec, request: AltTextRequest) {
    return run(spec, (e) => e.writeAltText(request));
  }
  /** An admin's candidate key, tested before it is saved (decision 30); never throws. */
  async checkKey(spec: ProviderSpec) {
    try {
      return await checkProviderKey(spec);
    } catch (error) {
      console.error(`provider Worker: the ${spec.provider} key check failed unexpectedly`, error);
      return { verdict: "unreachable" as const, answer: "The key check failed in the provider Worker." };
    }
  }
}

// Nothing is served over HTTP: the Worker is reached only through its RPC entrypoint.
export default {
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler<ProviderEnv>;
