// The image tools' tests: a product work seeded with exact pixels (a synthetic product on white),
// the tool calls through the typed client, and the state a charge or refund leaves.
import { env } from "cloudflare:workers";
import { PhotonImage } from "../../../worker/platform/image/photon";
import { clientFor } from "./client";
import { createDb } from "../../../worker/platform/db/client";
import { getBalance } from "../../../worker/features/credits/service";

/** width × height white, with a red product (a centred rectangle) holding a white label. */
export function productOnWhite(width: number, height: number) {
  const px = new Uint8Array(width * height * 4).fill(255);
  const [x0, x1, y0, y1] = [width * 0.3, width * 0.7, height * 0.25, height * 0.75].map(Math.round);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const label = Math.abs(x - width / 2) < width * 0.05 && Math.abs(y - height / 2) < height * 0.05;
      px.set(label ? [255, 255, 255, 255] : [200, 30, 40, 255], (y * width + x) * 4);
    }
  const img = new PhotonImage(px, width, height);
  try {
    return img.get_bytes();
  } finally {
    img.free();
  }
}

/** A product work of the user's whose stored image is `bytes` (as a generation leaves it). */
export async function seedWork(userId: string, bytes: Uint8Array, source = "nano") {
  const id = crypto.randomUUID();
  const key = `u/${userId}/works/${id}.png`;
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
  const metadata = JSON.stringify({ model: "m", engine: "builtin", action: "generate_image", aspectRatio: "4:3" });
  await env.DB.prepare(
    "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, metadata, root_id, version, source) VALUES (?, ?, 'a red perfume bottle', ?, 1, ?, ?, 0, ?)",
  )
    .bind(id, userId, key, metadata, id, source)
    .run();
  return id;
}

/** The stored bytes of a work the API returned. */
export async function bytesOfWork(imageUrl: string) {
  const object = await env.FILES.get(imageUrl.replace("/api/files/", ""));
  return new Uint8Array(await object!.arrayBuffer());
}

/** The Worker's database through drizzle, for calling a service directly. */
export const db = () => createDb(env.DB);

export const tools = (cookie: string) => clientFor(cookie).images;

/** The user's balance, works and stored files (originals and variants), as D1 and R2 hold them. */
export async function state(userId: string) {
  const works = await env.DB.prepare("SELECT COUNT(*) AS n FROM generated_artworks WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  const files = await env.FILES.list({ prefix: `u/${userId}/` });
  return { balance: await getBalance(db(), userId), works: works!.n, files: files.objects.length };
}
