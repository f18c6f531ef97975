// Region edit on Workers AI: Stable Diffusion 1.5 inpainting (WORKERS_AI_INPAINT_MODEL) takes
// JSON { prompt, image, mask (the files' bytes as arrays of numbers), width, height, num_steps
// ≤ 20, strength } and answers PNG bytes; it repaints where the mask is white
// (https://developers.cloudflare.com/workers-ai/models/stable-diffusion-v1-5-inpainting/). The
// model works at 512 px, so the picture and the mask go at the same size within 512 × 512
// (multiples of 8); the Worker scales the answer back and keeps it inside the mask only.
import { resize, SamplingFilter } from "../../lib/photon";
import { decodeImage } from "../builtin/decode";
import { maskPicture } from "../region/mask-png";
import type { EngineImage, RegionMask } from "../types";
import type { AiCall } from "./client";
import { imageOf } from "./image";

const SIDE = 512;
const STEPS = 20;

const multipleOf8 = (n: number) => Math.max(64, Math.round(n / 8) * 8);

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

export async function inpaint(call: AiCall, model: string, request: { image: Uint8Array; mask: RegionMask; prompt: string }): Promise<EngineImage> {
  const scale = SIDE / Math.max(request.mask.width, request.mask.height);
  const width = multipleOf8(request.mask.width * scale);
  const height = multipleOf8(request.mask.height * scale);
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
  const inputs = { prompt: request.prompt, image: [...picture], mask: [...mask], width, height, num_steps: STEPS, strength: 1 };
  return imageOf(await call(model, inputs));
}
