// Pictures for the tests (made with the same WASM library the engine uses) and the product-image
// generation most tests start from.
import { PhotonImage } from "../../../worker/platform/image/photon";
import { clientFor } from "./client";

/** A small solid-colour PNG. */
export function solidPng(w: number, h: number, rgb: [number, number, number]) {
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < px.length; i += 4) px.set([rgb[0], rgb[1], rgb[2], 255], i);
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

/** The bytes as an uploaded PNG file. */
export const pngBlob = (bytes: Uint8Array, name = "ref.png") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" });

/** The generation form as the SPA posts it, for tests that send it raw. */
export function generateForm(
  fields: { prompt?: string; temperature?: string; maxTokens?: string },
  images: Blob[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  images.forEach((img, i) => form.append("images", img, `ref-${i}.png`));
  return form;
}

/**
 * POST /api/images/generate through the typed client (201 with the work, or a refusal), with the
 * SPA's default temperature and length.
 */
export function generate(
  cookie: string,
  prompt = "a red perfume bottle",
  images: File[] = [],
  headers: Record<string, string> = {},
) {
  const form = { prompt, temperature: "0.7", maxTokens: "2048", ...(images.length ? { images } : {}) };
  return clientFor(cookie).images.generate.$post({ form, header: {} }, { headers });
}

/** A PNG that is only a signature and an IHDR chunk claiming width × height. */
export function pngHeader(width: number, height: number) {
  const b = new Uint8Array(33);
  const v = new DataView(b.buffer);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  v.setUint32(8, 13);
  b.set([0x49, 0x48, 0x44, 0x52], 12); // "IHDR"
  v.setUint32(16, width);
  v.setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA; the CRC is left zero: nobody gets that far
  return b;
}

/**
 * Temperature and length left out of a JSON body, so the server's defaults apply: the schema
 * preprocesses them, which makes the typed client ask for the keys, but `undefined` is not sent.
 */
export const serverDefaults = { temperature: undefined, maxTokens: undefined };
