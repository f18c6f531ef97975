// What each tool does on the serving engine: the provider's own tool where the engine has one
// (cutOut, outpaint), the Worker's pixel operations otherwise (./pixels). Upscaling is always
// the Worker's Lanczos3 + sharpen: none of our providers has an upscaler that keeps the
// picture's pixels and proportions.
import { ASPECT_RATIOS, type AspectRatio } from "../../../../shared/choices";
import type { EngineImage, ImageEngine } from "../../../engines/types";
import {
  composite,
  cutOutBitmap,
  expandBitmap,
  keepOriginal,
  pngOf,
  resampled,
  rgbOf,
  toBitmap,
  upscaleBitmap,
  type Bitmap,
  type Placement,
} from "./pixels";

/** "Put on a new background": a colour, or a scene the engine draws. */
export type NewBackground = { color: string } | { scene: string };

/** The supported ratio closest to the bitmap's shape (a scene is drawn in it, then fitted). */
function nearestRatio(b: Bitmap): AspectRatio {
  const shape = Math.log(b.width / b.height);
  const error = (r: AspectRatio) => Math.abs(Math.log(Number(r.split(":")[0]) / Number(r.split(":")[1])) - shape);
  return ASPECT_RATIOS.reduce((best, r) => (error(r) < error(best) ? r : best));
}

/** The provider's cut-out at the work's own size, its key colour (if any) made transparent. */
async function providerCutOut(
  engine: Required<Pick<ImageEngine, "cutOut">>,
  bytes: Uint8Array,
  original: Bitmap,
): Promise<Bitmap> {
  const made = await engine.cutOut(bytes);
  const bitmap = toBitmap(made.bytes, "cut-out");
  const sized =
    bitmap.width === original.width && bitmap.height === original.height
      ? bitmap
      : resampled(bitmap, original.width, original.height);
  return made.keyColour ? cutOutBitmap(sized, made.keyColour) : sized;
}

/** The padded canvas and its mask for a provider's outpaint. */
function outpaintInputs(original: Bitmap, at: Placement) {
  const canvas = keepOriginal(
    { width: at.width, height: at.height, rgba: new Uint8Array(at.width * at.height * 4) },
    original,
    at,
  );
  const mask = new Uint8Array(canvas.rgba.length);
  for (let i = 3; i < mask.length; i += 4) mask[i] = canvas.rgba[i] === 0 ? 0 : 255;
  return {
    canvas: pngOf(canvas).bytes,
    mask: pngOf({ ...canvas, rgba: mask }).bytes,
    width: at.width,
    height: at.height,
  };
}

export function toolsOf(engine: ImageEngine) {
  return {
    async upscale(bytes: Uint8Array, factor: number): Promise<EngineImage> {
      return pngOf(upscaleBitmap(toBitmap(bytes), factor));
    },

    async removeBackground(bytes: Uint8Array, background?: NewBackground): Promise<EngineImage> {
      const original = toBitmap(bytes);
      const cut = engine.cutOut
        ? await providerCutOut({ cutOut: engine.cutOut.bind(engine) }, bytes, original)
        : cutOutBitmap(original);
      if (!background) return pngOf(cut);
      if ("color" in background) return pngOf(composite(cut, rgbOf(background.color)));
      const scene = await engine.generate({
        prompt: background.scene,
        aspectRatio: nearestRatio(cut),
        referenceImages: [],
        temperature: 0.7,
        maxTokens: 2048,
      });
      return pngOf(composite(cut, resampled(toBitmap(scene.bytes, "scene"), cut.width, cut.height)));
    },

    async expand(bytes: Uint8Array, at: Placement): Promise<EngineImage> {
      const original = toBitmap(bytes);
      if (!engine.outpaint) return pngOf(expandBitmap(original, at));
      const filled = toBitmap((await engine.outpaint(outpaintInputs(original, at))).bytes, "expanded picture");
      const sized =
        filled.width === at.width && filled.height === at.height ? filled : resampled(filled, at.width, at.height);
      return pngOf(keepOriginal(sized, original, at));
    },
  };
}
