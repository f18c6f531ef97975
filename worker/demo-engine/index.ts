// The demo engine's own Worker ("atelier-demo", wrangler.demo.toml): the offline engine that
// draws posters, art-studio styles, rooms and storybooks in pixels, with no model and no key.
// Its pixel work takes seconds of CPU per book, so it runs here and not in the isolate that
// answers API requests; the main Worker reaches it through the DEMO service binding
// (engines/demo-proxy.ts) only when no provider, key or Workers AI serves a job, and a
// deployment without the binding ships none of this code (docs/decisions/0032-demo-engine-worker.md).
// Every method takes plain data (protocol.ts) and answers an Outcome. It has no bindings.
import { WorkerEntrypoint } from "cloudflare:workers";
import type { TextReader } from "../platform/texts";
import {
  EngineError,
  type GenerateRequest,
  type PromptHelpRequest,
  type RedesignRequest,
  type RefineRequest,
  type RegionEditRequest,
  type StoryRequest,
  type TransformRequest,
} from "../engines/types";
import { createBuiltinEngine } from "./engine";
import { createBuiltinRoomDesigner } from "./interior";
import { createDemoPromptWriter } from "./prompt-help";
import type { DemoEngineApi, DemoIllustrationRequest, Outcome, TextCallback } from "./protocol";
import { illustratePage } from "./story/illustrate";
import { writeStory } from "./story/write";

const images = createBuiltinEngine();
const rooms = createBuiltinRoomDesigner();

/** The main Worker's text tables, read back over the binding for the call that passed the callback. */
const reader =
  (readText: TextCallback): TextReader =>
  <T>(path: string) =>
    readText(path) as Promise<T>;

/** Runs one engine call; its EngineError becomes data, anything else a PROVIDER_ERROR (logged here). */
async function run<T>(call: () => Promise<T> | T): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof EngineError) return { ok: false, error: { kind: error.kind, message: error.message } };
    console.error("demo engine Worker: a call failed unexpectedly", error);
    return { ok: false, error: { kind: "PROVIDER_ERROR", message: "The demo engine failed." } };
  }
}

// Methods on the prototype: RPC exposes those, not instance properties.
export class DemoEngine extends WorkerEntrypoint<DemoEnv> implements DemoEngineApi {
  generate(request: GenerateRequest) {
    return run(() => images.generate(request));
  }
  refine(request: RefineRequest) {
    return run(() => images.refine(request));
  }
  editRegion(request: RegionEditRequest) {
    return run(() => images.editRegion(request));
  }
  transform(request: TransformRequest) {
    return run(() => images.transform(request));
  }
  checkInstruction(instruction: string, region: boolean) {
    return run(() => {
      images.checkInstruction?.(instruction, region);
      return null;
    });
  }
  redesignRoom(request: RedesignRequest) {
    return run(() => rooms.redesignRoom(request));
  }
  writeStory(request: StoryRequest, readText: TextCallback) {
    return run(() => writeStory(reader(readText), request));
  }
  illustratePage(request: DemoIllustrationRequest) {
    return run(() => illustratePage(request));
  }
  enhancePrompt(request: PromptHelpRequest, readText: TextCallback) {
    return run(() => createDemoPromptWriter(reader(readText)).enhancePrompt(request));
  }
}

// Nothing is served over HTTP: the Worker is reached only through its RPC entrypoint.
export default {
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler<DemoEnv>;
