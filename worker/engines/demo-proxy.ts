// The offline demo engine as seen from the main Worker: an engine with the same interfaces as
// the others (types.ts) whose every call goes to the demo engine's own Worker over the DEMO
// service binding (worker/demo-engine/, docs/decisions/0032-demo-engine-worker.md), so its
// pixel work runs outside the isolate that answers API requests and none of its code is in this
// bundle. What needs no drawing (name, model, that it draws every style) is answered here. A demo
// Worker that cannot be reached, or that does not answer within DEMO_CALL_TIMEOUT_MS, fails like a
// provider that cannot be reached or times out: an EngineError, so the caller refunds exactly
// once (or, before the charge, charges nothing); a late answer is dropped.
import { DEMO_MODEL, type DemoEngineApi, type Outcome } from "../demo-engine/protocol";
import type { TextReader } from "../platform/texts";
import { EngineError, type ImageEngine, type PromptWriter, type RoomDesigner, type StoryTeller } from "./types";

export type DemoProxyEngine = ImageEngine & RoomDesigner & StoryTeller & PromptWriter;

/**
 * How long one call through the DEMO binding may take before it fails as TIMEOUT. The heaviest
 * work the demo does is an 8-page storybook, drawn one call per page (writeStory, then
 * illustratePage eight times; a page's painterly finish, its slowest step, takes 0.3–0.4 s on an
 * idle core and 1–2 s on a loaded machine), and five such books queued at once took 52 s in all
 * on a loaded machine (docs/benchmarks.md): a whole book is about 10 s. A call that has not
 * answered in a minute, six whole books' time, is a hung Worker, not a slow page.
 */
export const DEMO_CALL_TIMEOUT_MS = 60_000;

let callTimeoutMs = DEMO_CALL_TIMEOUT_MS;

/** Tests wait milliseconds for a hung demo Worker, not a minute; `undefined` restores the constant. */
export function setDemoCallTimeout(ms: number | undefined) {
  callTimeoutMs = ms ?? DEMO_CALL_TIMEOUT_MS;
}

/** The answer's value, or its EngineError rebuilt. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new EngineError(outcome.error.kind, outcome.error.message);
}

async function call<T>(send: () => Promise<Outcome<T>>): Promise<T> {
  const limitMs = callTimeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), limitMs);
  });
  let outcome: Outcome<T> | "timed out";
  try {
    outcome = await Promise.race([send(), timedOut]);
  } catch (error) {
    // The binding threw: the demo Worker is missing, down or failed before answering.
    console.error("DEMO WORKER UNREACHABLE: a call through the DEMO binding failed", error);
    throw new EngineError("PROVIDER_ERROR", "Could not reach the demo engine's Worker.");
  } finally {
    clearTimeout(timer);
  }
  if (outcome === "timed out") {
    const seconds = Math.round(limitMs / 100) / 10;
    console.error(`DEMO WORKER TIMEOUT: no answer through the DEMO binding within ${seconds} s`);
    throw new EngineError("TIMEOUT", `The demo engine's Worker did not answer within ${seconds} s.`);
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
    illustratePage: ({ firstPage: _firstPage, ...request }) => call(() => demo.illustratePage(request)),
    enhancePrompt: (request) => call(() => demo.enhancePrompt(request, texts)),
  };
}
