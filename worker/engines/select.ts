// Which engine serves a request. This issue ships the built-in engine; provider engines
// (Gemini, OpenAI) slot in here when keys are configured.
import { createBuiltinEngine } from "./builtin/engine";
import type { ImageEngine } from "./types";

let builtin: ImageEngine | undefined;

export function selectImageEngine(_env: Env): ImageEngine {
  builtin ??= createBuiltinEngine();
  return builtin;
}
