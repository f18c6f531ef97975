// Image variants: every stored picture gets a display copy (≤ 1600 px) and a thumbnail (≤ 480 px)
// made by the Images binding (sharp under wrangler, Cloudflare Images deployed), or by photon
// without it; pages ask for them with ?v=, downloads keep the original.
import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { readImageHeader } from "../../worker/platform/image/header";
import { PhotonImage } from "../../worker/platform/image/photon";
import { consumeTasks } from "../../worker/features/tasks/consumer";
import { bookFileKey, variantKey, workImageKey } from "../../worker/platform/storage/keys";
import type { ImageVariant } from "../../worker/platform/image/variants";
import { storeVariants } from "../../worker/features/files/service";
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from "../../worker/features/files/orphan-sweep";
import { writeConfig } from "../../worker/platform/system-config";
import type { TaskMessage } from "../../worker/features/tasks/service";
import { BACKFILL_KEY, backfillVariants } from "../../worker/features/files/variant-backfill";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { generate } from "./support/images";
import { newUserWithInteriorTask, recordingQueue } from "./support/tasks";
import { me, signUp } from "./support/users";

const keyOf = (url: string) => url.replace("/api/files/", "");
const exists = async (key: string) => (await env.FILES.head(key)) !== null;
const dropVariants = (key: string) => env.FILES.delete([variantKey(key, "thumb"), variantKey(key, "display")]);
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** A photo-like picture (gradients and fine detail, so it does not compress to nothing). */
function photoPng(w: number, h: number) {
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const x = i % w;
    const y = (i / w) | 0;
    px.set([(x * 255) / w, (y * 255) / h, (x * y) & 255, 255], i * 4);
  }
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

describe("image variants", () => {
  it("a generation stores its original and a WebP display copy and thumbnail, each served with ?v=", async () => {
    const { cookie } = await signUp();
    const { work } = await ok(generate(cookie, "a blue perfume bottle poster"), 201);
    const original = await call(work.imageUrl, { cookie });
    expect(original.headers.get("content-type")).toBe("image/png");
    const originalBytes = await bytesOf(original);
    const { width, height } = readImageHeader(originalBytes)!;

    for (const [variant, maxSide] of [
      ["thumb", 480],
      ["display", 1600],
    ] as const) {
      expect(await exists(variantKey(keyOf(work.imageUrl), variant)), `${variant} made with the work`).toBe(true);
      const res = await call(`${work.imageUrl}?v=${variant}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      const bytes = await bytesOf(res);
      const header = readImageHeader(bytes)!;
      expect(header.type).toBe("image/webp");
      expect(Math.max(header.width, header.height)).toBe(Math.min(maxSide, Math.max(width, height)));
      expect(header.width / header.height).toBeCloseTo(width / height, 1);
      expect(bytes.length).toBeLessThan(originalBytes.length / 4);
    }
    // The download is still the original, byte for byte.
    expect(await bytesOf(await call(work.imageUrl, { cookie }))).toEqual(originalBytes);
  });

  it("makes a missing variant on its first request, then serves the stored one with 304 on a matching ETag", async () => {
    const { cookie } = await signUp();
    const { work } = await ok(generate(cookie, "a green tea tin"), 201);
    const key = keyOf(work.imageUrl);
    await dropVariants(key);

    const first = await call(`${work.imageUrl}?v=thumb`, { cookie });
    expect(first.status).toBe(200);
    expect(readImageHeader(await bytesOf(first))?.type).toBe("image/webp");
    expect(await exists(variantKey(key, "thumb"))).toBe(true);
    expect(await exists(variantKey(key, "display"))).toBe(true);

    const etag = first.headers.get("etag")!;
    const again = await call(`${work.imageUrl}?v=thumb`, { cookie, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("another user's picture is a 404 with or without ?v=, and nothing is made for them", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { work } = await ok(generate(owner.cookie, "a silver watch"), 201);
    const key = keyOf(work.imageUrl);
    await dropVariants(key);
    for (const v of ["", "?v=thumb", "?v=display"])
      expect((await call(`${work.imageUrl}${v}`, { cookie: stranger.cookie })).status).toBe(404);
    expect(await exists(variantKey(key, "thumb"))).toBe(false);
    expect((await call(`${work.imageUrl}?v=thumb`)).status).toBe(401);
  });

  it("refuses an unknown variant and has none for a file that is not a picture", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const { work } = await ok(generate(cookie, "a red lamp"), 201);
    for (const name of ["huge", "toString", "__proto__", ""]) {
      const bad = await call(`${work.imageUrl}?v=${name}`, { cookie });
      expect(bad.status, name).toBe(400);
      expect((await refusal(bad)).code).toBe("VALIDATION_ERROR");
    }

    const audio = bookFileKey(user.id, crypto.randomUUID(), "page-1.wav");
    await env.FILES.put(audio, new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69]), {
      httpMetadata: { contentType: "audio/wav" },
    });
    expect((await call(`/api/files/${audio}?v=thumb`, { cookie })).status).toBe(404);
    expect((await call(`/api/files/${audio}`, { cookie })).status).toBe(200);

    // A variant has no variants: no copies of copies pile up in the owner's space.
    const thumb = `/api/files/${variantKey(keyOf(work.imageUrl), "thumb")}`;
    expect((await call(thumb, { cookie })).status).toBe(200);
    expect((await call(`${thumb}?v=thumb`, { cookie })).status).toBe(404);
    expect(await exists(variantKey(variantKey(keyOf(work.imageUrl), "thumb"), "thumb"))).toBe(false);
  });

  it("without the Images binding, or when it fails, photon makes JPEG variants of the right size", async () => {
    const png = photoPng(1200, 800);
    const failing = {
      input: () => {
        throw Object.assign(new Error("IMAGES_TRANSFORM_ERROR 9422: quota exceeded"), { code: 9422 });
      },
    } as unknown as ImagesBinding;
    for (const [name, images] of [
      ["none", undefined],
      ["failing", failing],
    ] as const) {
      const key = workImageKey("variants-user", `photon-${name}`);
      const made = await storeVariants({ FILES: env.FILES, IMAGES: images, DB: env.DB }, key, png);
      const sizes: Record<ImageVariant, [number, number]> = { thumb: [480, 320], display: [1200, 800] };
      for (const variant of ["thumb", "display"] as const) {
        expect(made![variant].contentType).toBe("image/jpeg");
        const stored = await env.FILES.get(variantKey(key, variant));
        expect(stored!.httpMetadata!.contentType).toBe("image/jpeg");
        const header = readImageHeader(new Uint8Array(await stored!.arrayBuffer()))!;
        expect([header.width, header.height], `${name} ${variant}`).toEqual(sizes[variant]);
      }
      expect(made!.display.bytes.length).toBeLessThan(png.length);
    }
  });

  it("deleting a work deletes its variants", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const { work } = await ok(generate(cookie, "a wooden chair"), 201);
    // The original, its two variants and its full-size copy with the visible AI label.
    expect((await env.FILES.list({ prefix: `u/${user.id}/` })).objects).toHaveLength(4);
    expect((await call(`/api/works/${work.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await env.FILES.list({ prefix: `u/${user.id}/` })).objects).toHaveLength(0);
  });

  it("a room design's uploaded photo and result get variants in the queue consumer", async () => {
    const { queue } = recordingQueue<TaskMessage>();
    const testEnv = { ...env, TASKS: queue } as Env;
    const { task, imageKey, cookie } = await newUserWithInteriorTask(testEnv, {
      roomType: "bedroom",
      designStyle: "japanese",
    });
    expect(await exists(variantKey(imageKey, "thumb"))).toBe(true);
    await consumeTasks(
      createMessageBatch<TaskMessage>("atelier-tasks", [
        { id: "m1", timestamp: new Date(), attempts: 1, body: { taskId: task.id } },
      ]),
      testEnv,
    );
    const row = await env.DB.prepare("SELECT generated_image_key AS k FROM interior_designs WHERE id = ?")
      .bind(task.id)
      .first<{ k: string }>();
    expect(await exists(variantKey(row!.k, "display"))).toBe(true);
    // The library names both pictures' variants by their hashes (decision 21).
    const { works } = await ok(clientFor(cookie).works.$get({ query: {} }));
    expect(works[0].variantUrls.display).toMatch(/\?v=display&h=[0-9a-f]{32}$/);
    expect(works[0].sourceVariantUrls?.thumb).toBe(
      `/api/files/${imageKey}?v=thumb&h=${(await env.FILES.head(variantKey(imageKey, "thumb")))!.customMetadata!.sha256.slice(0, 32)}`,
    );
  });

  it("the orphan sweep keeps a referenced picture's variants and deletes an orphan's", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const { work } = await ok(generate(cookie, "a glass vase"), 201);
    const kept = keyOf(work.imageUrl);
    const gone = workImageKey(user.id, crypto.randomUUID());
    await storeVariants(env, gone, photoPng(64, 64));
    await sweepOrphanFiles(env, { now: Date.now() + ORPHAN_MIN_AGE_MS + 60_000, maxPages: 100 });
    expect(await exists(variantKey(kept, "thumb"))).toBe(true);
    expect(await exists(variantKey(kept, "display"))).toBe(true);
    expect(await exists(variantKey(gone, "thumb"))).toBe(false);
    expect(await exists(variantKey(gone, "display"))).toBe(false);
  });

  it("the backfill gives stored pictures their variants a slice per run, skips other files, and stops when done", async () => {
    expect(await backfillVariants(env)).toBeNull(); // nobody asked
    const owner = `backfill-${crypto.randomUUID()}`;
    const pictures = [1, 2, 3].map((n) => workImageKey(owner, `old-${n}`));
    await Promise.all(
      pictures.map((key) => env.FILES.put(key, photoPng(96, 64), { httpMetadata: { contentType: "image/png" } })),
    );
    const audio = bookFileKey(owner, "book", "page-1.wav");
    await env.FILES.put(audio, new Uint8Array(16), { httpMetadata: { contentType: "audio/wav" } });
    await writeConfig(createDb(env.DB), BACKFILL_KEY, {
      requestedAt: Date.now(),
      after: null,
      made: 0,
      checked: 0,
      finishedAt: null,
    });

    let state = (await backfillVariants(env, { maxImages: 2, pageSize: 2 }))!;
    let runs = 1;
    for (; !state.finishedAt; runs++) {
      expect(state.made, "at most 2 pictures a run").toBeLessThanOrEqual(2 * runs);
      state = (await backfillVariants(env, { maxImages: 2, pageSize: 2 }))!;
    }
    expect(runs).toBeGreaterThanOrEqual(2);
    // Earlier tests' pictures were given variants when they were made; only these three needed them.
    expect(state.made).toBeGreaterThanOrEqual(3);
    for (const key of pictures)
      for (const v of ["thumb", "display"] as const) expect(await exists(variantKey(key, v)), key).toBe(true);
    expect(await exists(variantKey(audio, "thumb"))).toBe(false);
    expect(await backfillVariants(env)).toBeNull();
  });
});
