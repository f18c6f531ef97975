// The built-in engine: offline, deterministic, real image work in the Worker (photon WASM).
// Generation composes a product poster from the prompt and references; refinement applies the
// edits an instruction names (so does a region edit: the Worker keeps them inside the mask);
// transform redraws a photo in one of the art studio's styles.
import { EngineError, type ImageEngine } from "../engines/types";
import { composePoster } from "./compose";
import { decodeImage } from "../platform/image/decode";
import { parseInstruction, SUPPORTED_EDITS, type RefineOperation } from "./instructions";
import { applyOperations } from "./refine";
import { DEMO_MODEL } from "./protocol";
import { styleVerdict, transformPhoto } from "./styles";

export { BUILTIN_STYLE_IDS } from "./styles";

/** The model name stored with each work (protocol.ts, so the main Worker knows it without the engine). */
export const BUILTIN_MODEL = DEMO_MODEL;

/** Edits that reshape or move the whole picture: a painted area cannot hold them. */
const WHOLE_PICTURE: RefineOperation[] = ["square", "rotate"];

function operationsOf(instruction: string, region = false): RefineOperation[] {
  const operations = parseInstruction(instruction).filter((op) => !region || !WHOLE_PICTURE.includes(op));
  if (operations.length === 0) {
    const understood = region ? `${SUPPORTED_EDITS} (in a painted area: all but crop and rotate)` : SUPPORTED_EDITS;
    throw new EngineError("UNSUPPORTED_INSTRUCTION", `The built-in engine understands: ${understood}.`);
  }
  return operations;
}

function applyTo(image: Uint8Array, operations: RefineOperation[]) {
  const result = applyOperations(decodeImage(image, "the previous image"), operations);
  try {
    return { bytes: result.get_bytes(), width: result.get_width(), height: result.get_height() };
  } finally {
    result.free();
  }
}

export function createBuiltinEngine(): ImageEngine {
  return {
    name: "builtin",
    model: BUILTIN_MODEL,
    async generate(request) {
      return composePoster(
        request.prompt,
        request.referenceImages,
        request.aspectRatio,
        request.variant,
        request.productRoom,
      );
    },
    async refine(request) {
      return applyTo(request.image, operationsOf(request.instruction));
    },
    // The edits apply to the picture; the Worker keeps them inside the painted area only.
    async editRegion(request) {
      return applyTo(request.image, operationsOf(request.instruction, true));
    },
    async transform(request) {
      return transformPhoto(request.image, request.style);
    },
    canRenderStyle: styleVerdict,
    checkInstruction(instruction, region) {
      operationsOf(instruction, region);
    },
  };
}
