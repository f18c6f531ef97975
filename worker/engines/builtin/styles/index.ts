// The art studio's built-in styles: the id → pipeline table, the pipeline an admin-created
// style borrows (./fallback), and the entry point that decodes the upload, runs the style at
// working size and hands the picture back at the photo's own size (./raster).

import type { EngineImage } from "../../types";
import { decodeImage } from "../decode";
import { cubism, surrealism } from "./avantgarde";
import { bauhaus } from "./bauhaus";
import { baroque, neoclassical, renaissance } from "./classical";
import { artNouveau, fauvism } from "./design";
import { chineseLandscape, gongbi, ukiyoE } from "./eastern";
import { expressionism, impressionism, postImpressionism } from "./expressive";
import { pipelineFor, type StyleRequest } from "./fallback";
import type { BuiltinStyleId } from "./ids";
import { anime, cyberpunk, mystical, popArt } from "./modern";
import { oilPainting, sketch, watercolor } from "./painting";
import { type Raster, outputSize, rasterFromImage, rasterToImage } from "./raster";

export { BUILTIN_STYLE_IDS, isBuiltinStyle, type BuiltinStyleId } from "./ids";
export { pipelineFor, type StyleRequest } from "./fallback";

const STYLES: Record<BuiltinStyleId, (src: Raster) => Raster> = {
  mystical, anime, cyberpunk, "pop-art": popArt,
  "oil-painting": oilPainting, watercolor, sketch,
  renaissance, baroque, neoclassical, impressionism, "post-impressionism": postImpressionism, expressionism,
  cubism, surrealism,
  "chinese-landscape": chineseLandscape, "ukiyo-e": ukiyoE, gongbi,
  fauvism, "art-nouveau": artNouveau, bauhaus,
};

/**
 * The photo redrawn in the style: its own pipeline, or for a style an admin added the pipeline
 * its prompt or its group points to. The result keeps the photo's size up to MAX_OUTPUT_SIDE.
 */
export function transformPhoto(bytes: Uint8Array, style: StyleRequest): EngineImage {
  const pipeline = STYLES[pipelineFor(style)];
  const img = decodeImage(bytes, "photo");
  let src: Raster;
  let size: { width: number; height: number };
  try {
    size = outputSize(img.get_width(), img.get_height());
    src = rasterFromImage(img);
  } finally {
    img.free();
  }
  return rasterToImage(pipeline(src), size);
}
