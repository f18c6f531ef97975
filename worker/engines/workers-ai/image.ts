// Pictures on Workers AI. Text to image goes to the image model: FLUX.1 [schnell] takes JSON
// { prompt (1–2048 chars), steps ≤ 8 } and nothing else, draws 1024×1024 and answers
// { image: base64 JPEG } (https://developers.cloudflare.com/workers-ai/models/flux-1-schnell/).
// Everything with input images, and pictures that are not square, goes to the edit model:
// FLUX.2 [klein] takes multipart form data (prompt, input_image_0…3, width/height 256–1920,
// guidance, seed; "All input images must be smaller than 512x512", so at most 511 a side) passed
// as { multipart: { body, contentType } } and answers { image: base64 }
// (https://developers.cloudflare.com/changelog/2026-01-15-flux-2-klein-4b-workers-ai/).
// Results are kept in the format they arrive in (mimeType), never re-encoded.
import { readImageHeader } from "../../platform/image/header";
import { decodeWorkingCopy } from "../../platform/image/decode";
import { fromBase64 } from "../provider-images";
import { EngineError, type AspectRatio, type EngineImage, type ImageSize, type ImageSizeOption } from "../types";
import type { AiCall } from "./client";
import { isMultipartImageModel, requireModel, type WorkersAiModels } from "./models";

/** FLUX.2 on Workers AI: "All input images must be smaller than 512x512", so 511 a side at most. */
export const MAX_INPUT_SIDE = 511;
export const MAX_INPUT_IMAGES = 4;
const MAX_PROMPT_CHARS = 2048;
const LONG_SIDE = 1024;
/** FLUX.2 draws up to 1920 px a side: its "2K". FLUX.1 [schnell] draws 1024×1024 only. */
export const MAX_SIDE = 1920;
export const FLUX2_SIZES: ImageSizeOption[] = [
  { id: "1K", longSide: LONG_SIDE },
  { id: "2K", longSide: MAX_SIDE },
];
export const longSideOf = (size: ImageSize | undefined) =>
  FLUX2_SIZES.find((option) => option.id === size)?.longSide ?? LONG_SIDE;

export type Size = { width: number; height: number };
export type InputImage = { bytes: Uint8Array; what: string };

const multipleOf16 = (n: number) => Math.min(MAX_SIDE, Math.max(256, Math.round(n / 16) * 16));

/** The output size for a ratio or an input's shape: long side 1024 (or `longSide`), multiples of 16, 256–1920. */
export function sizeFor(shape: AspectRatio | Size, longSide = LONG_SIDE): Size {
  const [w, h] = typeof shape === "string" ? shape.split(":").map(Number) : [shape.width, shape.height];
  const side = multipleOf16(longSide);
  return w >= h
    ? { width: side, height: multipleOf16((side * h) / w) }
    : { width: multipleOf16((side * w) / h), height: side };
}

/** The input's own shape (from its header), so an edit keeps the photo's proportions. */
export function sizeOfInput(bytes: Uint8Array, longSide = LONG_SIDE): Size {
  const header = readImageHeader(bytes);
  return sizeFor(header ? { width: header.width, height: header.height } : "1:1", longSide);
}

/** A photo redrawn keeps its own size, within FLUX.2's 1920 px and not below the usual 1024 px. */
export function keptSizeOf(bytes: Uint8Array): Size {
  const header = readImageHeader(bytes);
  const long = header ? Math.max(header.width, header.height) : LONG_SIDE;
  return sizeOfInput(bytes, Math.min(MAX_SIDE, Math.max(LONG_SIDE, long)));
}

/** Within 511×511 as PNG or JPEG; larger or WebP inputs are shrunk and sent as JPEG. */
export function toInputBlob({ bytes, what }: InputImage): Blob {
  const header = readImageHeader(bytes);
  if (!header) throw new EngineError("INVALID_IMAGE", `The ${what} is not a PNG, JPEG or WebP file.`);
  if (header.type !== "image/webp" && header.width <= MAX_INPUT_SIDE && header.height <= MAX_INPUT_SIDE) {
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: header.type });
  }
  const img = decodeWorkingCopy(bytes, what, MAX_INPUT_SIDE);
  try {
    return new Blob([img.get_bytes_jpeg(90) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" });
  } finally {
    img.free();
  }
}

/** `{ image: base64 }` (or raw bytes from models that stream them) as an EngineImage. */
export function imageOf(result: unknown): EngineImage {
  const data = result instanceof Uint8Array ? result : (result as { image?: unknown } | null)?.image;
  if (data === undefined || data === null || data === "")
    throw new EngineError("NO_IMAGE", "Workers AI returned no image.");
  const bytes = typeof data === "string" ? fromBase64(data) : data instanceof Uint8Array ? data : null;
  const header = bytes && readImageHeader(bytes);
  if (!bytes || !header) throw new EngineError("PROVIDER_ERROR", "Workers AI returned an unusable image.");
  return { bytes, width: header.width, height: header.height, mimeType: header.type };
}

const extension = (type: string) => (type === "image/jpeg" ? "jpg" : type.slice("image/".length));

export type Painter = {
  /** The model that made the last picture (the engine reports it in the work's metadata). */
  lastModel: string | null;
  /** Text to image in this shape, long side 1024 px unless `longSide` asks for more. */
  draw(prompt: string, shape: AspectRatio, longSide?: number): Promise<EngineImage>;
  /** Image to image: up to 4 input images, referred to in the prompt as image 0, 1, … */
  edit(prompt: string, images: InputImage[], size: Size): Promise<EngineImage>;
};

export function createPainter(call: AiCall, models: WorkersAiModels): Painter {
  const painter: Painter = {
    lastModel: null,
    draw,
    edit: (prompt, images, size) => multipart(requireModel(models, "edit"), prompt, images, size),
  };

  async function run(model: string, inputs: Record<string, unknown>) {
    const image = imageOf(await call(model, inputs));
    painter.lastModel = model;
    return image;
  }

  async function multipart(model: string, prompt: string, images: InputImage[], size: Size) {
    const form = new FormData();
    form.append("prompt", prompt.slice(0, MAX_PROMPT_CHARS));
    images.slice(0, MAX_INPUT_IMAGES).forEach((image, i) => {
      const blob = toInputBlob(image);
      form.append(`input_image_${i}`, blob, `input-${i}.${extension(blob.type)}`);
    });
    form.append("width", String(size.width));
    form.append("height", String(size.height));
    // FormData keeps its boundary to itself: a Response serialises it and names the boundary in
    // its Content-Type, as Cloudflare's example does.
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type") ?? "multipart/form-data";
    return run(model, { multipart: { body: encoded.body, contentType } });
  }

  async function draw(prompt: string, shape: AspectRatio, longSide = LONG_SIDE) {
    const model = requireModel(models, "image");
    if (isMultipartImageModel(model)) return multipart(model, prompt, [], sizeFor(shape, longSide));
    // A JSON text-to-image model draws 1024 px squares only: other shapes and sizes go to the edit model.
    if (shape !== "1:1" || longSide !== LONG_SIDE)
      return multipart(requireModel(models, "edit"), prompt, [], sizeFor(shape, longSide));
    return run(model, { prompt: prompt.slice(0, MAX_PROMPT_CHARS) });
  }

  return painter;
}
