// Region edit on Workers AI: Stable Diffusion 1.5 inpainting (WORKERS_AI_INPAINT_MODEL) takes
// JSON { prompt, image, mask (the files' bytes as arrays of numbers), width, height, num_steps
// ≤ 20, strength } and answers PNG bytes; it repaints where the mask is white
// (https://developers.cloudflare.com/workers-ai/models/stable-diffusion-v1-5-inpainting/; its
// schema: width and height integers 256–2048, anything else is refused with 5006). The model works
// best at 512 px, so the picture and the mask go at the same size: long side 512, but the short
// side never under 256 (a wide work is sent wider than 512 instead) and the long side never over
// 2048 (a work past 8:1 is squeezed to fit), in multiples of 8. The Worker scales the answer back
// to the work's size and keeps it inside the mask only (docs/decisions/0027).
import { resize, SamplingFilter } from "../../platform/image/photon";
import { decodeImage } from "../../platform/image/decode";
import { maskPicture } from "../region/mask-png";
import type { EngineImage, RegionMask } from "../types";
import type { AiCall } from "./client";
import { imageOf } from "./image";

const SIDE = 512;
/** The schema's range for width and height. */
export const INPAINT_MIN_SIDE = 256;
export const INPAINT_MAX_SIDE = 2048;
const STEPS = 20;

const multipleOf8 = (n: number) => Math.min(INPAINT_MAX_SIDE, Math.max(INPAINT_MIN_SIDE, Math.round(n / 8) * 8));

/** The size a work of width × height is sent at: long side 512 unless the short side would fall under 256. */
export function inpaintSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.max(SIDE / Math.max(width, height), INPAINT_MIN_SIDE / Math.min(width, height));
  return { width: multipleOf8(width * scale), height: multipleOf8(height * scale) };
}

/** The mask at width × height, nearest pixel. */
function maskAt(mask: RegionMask, width: number, height: number): RegionMask {
  const painted = new Uint8Array(width * height);
  let area = 0;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(mask.height - 1, Math.floor(((y + 0.5) * mask.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(mask.width - 1, Math.floor(((x + 0.5) * mask.width) / width));
      if (mask.painted[sy * mask.width + sx]) {
        painted[y * width + x] = 255;
        area++;
      }
    }
  }
  return { width, height, painted, area };
}

export async function inpaint(
  call: AiCall,
  model: string,
  request: { image: Uint8Array; mask: RegionMask; prompt: string },
): Promise<EngineImage> {
  const { width, height } = inpaintSize(request.mask.width, request.mask.height);
  const full = decodeImage(request.image, "image to edit");
  const small = resize(full, width, height, SamplingFilter.Triangle);
  full.free();
  let picture: Uint8Array;
  try {
    picture = small.get_bytes();
  } finally {
    small.free();
  }
  const mask = await maskPicture(maskAt(request.mask, width, height));
  const inputs = {
    prompt: request.prompt,
    image: [...picture],
    mask: [...mask],
    width,
    height,
    num_steps: STEPS,
    strength: 1,
  };
  return imageOf(await call(model, inputs));
}
