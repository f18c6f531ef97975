// The art studio's built-in styles: the id → pipeline table and the entry point that decodes
// the upload, shrinks it to working size, runs the style and encodes the PNG.

import { EngineError, type EngineImage } from "../../types";
import { decodeImage } from "../decode";
import { cubism, surrealism } from "./avantgarde";
import { bauhaus } from "./bauhaus";
import { baroque, neoclassical, renaissance } from "./classical";
import { artNouveau, fauvism } from "./design";
import { chineseLandscape, gongbi, ukiyoE } from "./eastern";
import { expressionism, impressionism, postImpressionism } from "./expressive";
import { anime, cyberpunk, mystical, popArt } from "./modern";
import { oilPainting, sketch, watercolor } from "./painting";
import { type Raster, rasterFromImage, rasterToImage } from "./raster";

export const BUILTIN_STYLE_IDS = [
  "mystical", "anime", "cyberpunk", "pop-art",
  "oil-painting", "watercolor", "sketch",
  "renaissance", "baroque", "neoclassical", "impressionism", "post-impressionism", "expressionism", "cubism", "surrealism",
  "chinese-landscape", "ukiyo-e", "gongbi",
  "fauvism", "art-nouveau", "bauhaus",
] as const;

export type BuiltinStyleId = (typeof BUILTIN_STYLE_IDS)[number];

const STYLES: Record<BuiltinStyleId, (src: Raster) => Raster> = {
  mystical, anime, cyberpunk, "pop-art": popArt,
  "oil-painting": oilPainting, watercolor, sketch,
  renaissance, baroque, neoclassical, impressionism, "post-impressionism": postImpressionism, expressionism,
  cubism, surrealism,
  "chinese-landscape": chineseLandscape, "ukiyo-e": ukiyoE, gongbi,
  fauvism, "art-nouveau": artNouveau, bauhaus,
};

export const isBuiltinStyle = (id: string): id is BuiltinStyleId => (BUILTIN_STYLE_IDS as readonly string[]).includes(id);

/** The photo redrawn in the style; the style id is checked before any decoding work. */
export function transformPhoto(bytes: Uint8Array, styleId: string): EngineImage {
  if (!isBuiltinStyle(styleId)) throw new EngineError("PROVIDER_ERROR", `Unknown style "${styleId}" for the built-in engine.`);
  const img = decodeImage(bytes, "photo");
  let src: Raster;
  try {
    src = rasterFromImage(img);
  } finally {
    img.free();
  }
  return rasterToImage(STYLES[styleId](src));
}
