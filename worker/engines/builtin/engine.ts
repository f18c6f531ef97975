// The built-in engine: offline, deterministic, real image work in the Worker (photon WASM).
// Generation composes a product poster from the prompt and references; refinement applies the
// edits an instruction names; transform redraws a photo in one of the art studio's styles.
import { EngineError, type ImageEngine } from "../types";
import { composePoster } from "./compose";
import { decodeImage } from "./decode";
import { parseInstruction, SUPPORTED_EDITS, type RefineOperation } from "./instructions";
import { applyOperations } from "./refine";
import { styleVerdict, transformPhoto } from "./styles";

export { BUILTIN_STYLE_IDS } from "./styles";

export const BUILTIN_MODEL = "atelier-builtin-1";

function operationsOf(instruction: string): RefineOperation[] {
  const operations = parseInstruction(instruction);
  if (operations.length === 0)
    throw new EngineError("UNSUPPORTED_INSTRUCTION", `The built-in engine understands: ${SUPPORTED_EDITS}.`);
  return operations;
}

export function createBuiltinEngine(): ImageEngine {
  return {
    name: "builtin",
    model: BUILTIN_MODEL,
    async generate(request) {
      return composePoster(request.prompt, request.referenceImages, request.aspectRatio, request.variant);
    },
    async refine(request) {
      const operations = operationsOf(request.instruction);
      const result = applyOperations(decodeImage(request.image, "the previous image"), operations);
      try {
        return { bytes: result.get_bytes(), width: result.get_width(), height: result.get_height() };
      } finally {
        result.free();
      }
    },
    async transform(request) {
      return transformPhoto(request.image, request.style);
    },
    canRenderStyle: styleVerdict,
    checkInstruction(instruction) {
      operationsOf(instruction);
    },
  };
}
