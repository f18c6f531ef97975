// The art studio's built-in looks: the recipes keyed by style id (./recipes), the look a style
// without a recipe borrows (./fallback), and the entry point that decodes the upload, runs the
// recipe at working size and hands the picture back at the photo's own size (./raster).

import type { EngineImage, StyleVerdict } from "../../engines/types";
import { decodeImage } from "../../platform/image/decode";
import { lookFor, pipelineFor, type StyleRequest } from "./fallback";
import { type Raster, outputSize, rasterFromImage, rasterToImage } from "./raster";
import { RECIPES } from "./recipes";

export { RECIPE_IDS as BUILTIN_STYLE_IDS, hasRecipe, type RecipeId } from "./recipes";
export { lookFor, pipelineFor, type StyleRequest } from "./fallback";

/** Every style renders here: with its own recipe or a borrowed one, never by failing after the charge. */
export function styleVerdict(style: StyleRequest): StyleVerdict {
  const look = lookFor(style);
  return { renders: true, reason: `${look.source}: ${look.recipe}` };
}

/**
 * The photo redrawn in the style: its own recipe, or for a style an admin added the recipe its
 * prompt or its group points to. The result keeps the photo's size up to MAX_OUTPUT_SIDE.
 */
export function transformPhoto(bytes: Uint8Array, style: StyleRequest): EngineImage {
  const recipe = RECIPES[pipelineFor(style)];
  const img = decodeImage(bytes, "photo");
  let src: Raster;
  let size: { width: number; height: number };
  try {
    size = outputSize(img.get_width(), img.get_height());
    src = rasterFromImage(img);
  } finally {
    img.free();
  }
  return rasterToImage(recipe(src), size);
}
