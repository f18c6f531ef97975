// The offline demo engine as seen from the main Worker: an engine with the same interfaces as
// the others (types.ts) whose every call goes to the demo engine's own Worker over the DEMO
// service binding (worker/demo-engine/, docs/decisions/0032-demo-engine-worker.md), so its
// pixel work runs outside the isolate that answers API requests and none of its code is in this
// bundle. What needs no drawing (name, model, that it draws every style) is answered here. A demo
// Worker that cannot be reached fails like a provider that cannot be: an EngineError, so the
// caller refunds exactly once (or, before the charge, charges nothing).
import { DEMO_MODEL, type DemoEngineApi, type Outcome } from "../demo-engine/protocol";
import type { TextReader } from "../lib/texts";
import { EngineError, type ImageEngine, type PromptWriter, type RoomDesigner, type StoryTeller } from "./types";

export type DemoProxyEngine = ImageEngine & RoomDesigner & StoryTeller & PromptWriter;

/** The answer's value, or its EngineError rebuilt. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new EngineError(outcome.error.kind, outcome.error.message);
}

async function call<T>(send: () => Promise<Outcome<T>>): Promise<T> {
  let outcome: Outcome<T>;
  try {
    outcome = await send();
  } catch (error) {
    // The binding threw: the demo Worker is missing, down or failed before answering.
    console.error("DEMO WORKER UNREACHABLE: a call through the DEMO binding failed", error);
    throw new EngineError("PROVIDER_ERROR", "Could not reach the demo engine's Worker.");
  }
  return unwrap(outcome);
}

/** `readText` reads the main Worker's text tables; the demo Worker calls it back for story templates and phrases. */
export function createDemoEngine(demo: DemoEngineApi, readText: TextReader): DemoProxyEngine {
  const texts = (path: string) => readText<unknown>(path);
  return {
    name: "builtin",
    model: DEMO_MODEL,
    // The demo draws every style: its own recipe, or the one its group or prompt points to.
    canRenderStyle: () => ({ renders: true, reason: "the demo engine draws every style (its recipe or its group's)" }),
    checkInstruction: async (instruction, region = false) => {
      await call(() => demo.checkInstruction(instruction, region));
    },
    generate: (request) => call(() => demo.generate(request)),
    refine: (request) => call(() => demo.refine(request)),
    editRegion: (request) => call(() => demo.editRegion(request)),
    transform: (request) => call(() => demo.transform(request)),
    redesignRoom: (request) => call(() => demo.redesignRoom(request)),
    writeStory: (request) => call(() => demo.writeStory(request, texts)),
    illustratePage: (request) => call(() => demo.illustratePage(request)),
    enhancePrompt: (request) => call(() => demo.enhancePrompt(request, texts)),
  };
}
