// The product kept exact (issue 28, docs/decisions/0033-product-kept-exact.md): with
// keepProduct, the product is cut out of the reference photo and its own pixels are put back into
// whatever the engine painted. Checked on decoded pixels, with the demo engine and with provider
// engines through their local fakes: inside the product's mask the result equals the cut-out
// resampled to its place, within TOLERANCE. Also: variants and refinements keep it, the switch
// off is today's behaviour, a photo the matte cannot separate is refused before the charge,
// another user's work or cut-out is not found, and a failed put-back is refunded exactly once.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/platform/db/client";
import { PhotonImage } from "../../worker/platform/image/photon";
import { productCutOut, resampledProduct } from "../../worker/platform/image/kept-product";
import type { Rgba } from "../../worker/platform/image/cutout";
import {
  PRODUCT_BOTTOM_MARGIN,
  PRODUCT_MAX_HEIGHT,
  PRODUCT_MAX_WIDTH,
  productPlacement,
  type Box,
} from "../../worker/platform/image/product-placement";
import { productScenePrompt } from "../../worker/engines/product-scene";
import { createWork } from "../../worker/features/creations/paid-creation";
import { createWorks } from "../../worker/features/creations/batch";
import { generateProductImage } from "../../worker/features/creations/service";
import { withProductKept, withProductKeptInEach } from "../../worker/features/creations/kept-product";
import { ledgerBalance } from "../../worker/features/credits/service";
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from "../../worker/features/files/orphan-sweep";
import { activeLabel } from "../../worker/features/ai-labels/service";
import { drawLabelledCopy } from "../../worker/platform/image/label-drawing";
import { LABELLED_COPY, variantKey } from "../../worker/platform/storage/keys";
import { createFakeAi, MODELS } from "../fakes/workers-ai-binding";
import { clientFor, ok, rawCall, refusal } from "./support/client";
import { fakes, sent } from "./support/provider-fakes";
import { pngBlob, serverDefaults } from "./support/images";
import { newUser } from "./support/users";
import { embedXmp } from "../../worker/platform/ai-labels/embed-metadata";

/**
 * How far a product pixel in the result may be from the resampled cut-out, per channel (0–255):
 * the result is PNG (lossless), so only the premultiplied resampling's rounding is left (±1),
 * doubled for safety. Compared where the resampled cut-out is fully opaque (its inside, not the
 * soft edge, which blends with the scene by design).
 */
const TOLERANCE = 2;

const db = () => createDb(env.DB);

// The seller's photo: a bottle on a light studio backdrop. Its parts are solid colours so the
// independent checks below can name them: a dark cap, a red body, a blue label with a yellow logo.
const PHOTO = { width: 400, height: 500, backdrop: [246, 246, 244] as const };
const CAP = { x0: 170, y0: 60, x1: 230, y1: 100, rgb: [30, 30, 34] as const };
const BODY = { x0: 120, y0: 100, x1: 280, y1: 460, rgb: [200, 30, 40] as const };
const LABEL = { x0: 120, y0: 250, x1: 280, y1: 330, rgb: [20, 60, 200] as const };
const LOGO = { x0: 185, y0: 270, x1: 215, y1: 310, rgb: [250, 210, 20] as const };

function productPhoto(): Uint8Array {
  const { width, height } = PHOTO;
  const px = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = (r: { x0: number; y0: number; x1: number; y1: number }) =>
        x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1;
      const rgb = inside(LOGO)
        ? LOGO.rgb
        : inside(LABEL)
          ? LABEL.rgb
          : inside(BODY)
            ? BODY.rgb
            : inside(CAP)
              ? CAP.rgb
              : PHOTO.backdrop;
      px.set([...rgb, 255], (y * width + x) * 4);
    }
  return encode(px, width, height);
}

/** A photo the matte cannot separate: coloured noise to every edge. */
function busyPhoto(): Uint8Array {
  const px = new Uint8Array(300 * 300 * 4);
  let seed = 7;
  for (let i = 0; i < px.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      px[i + c] = seed & 255;
    }
    px[i + 3] = 255;
  }
  return encode(px, 300, 300);
}

function encode(px: Uint8Array, width: number, height: number) {
  const img = new PhotonImage(px, width, height);
  try {
    return img.get_bytes();
  } finally {
    img.free();
  }
}

function decode(bytes: Uint8Array): Rgba {
  const img = PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: img.get_width(), height: img.get_height(), rgba: img.get_raw_pixels() };
  } finally {
    img.free();
  }
}

const photo = productPhoto();
const cut = productCutOut(photo)!;

/** Where the product stands in a picture of this size, and its resampled cut-out there. */
function expectedIn(frame: { width: number; height: number }) {
  const box = productPlacement(frame, cut);
  return { box, product: resampledProduct(cut, box.width, box.height) };
}

/** The largest per-channel difference over the opaque inside of the product, and how many pixels that is. */
function productDifference(result: Rgba) {
  const { box, product } = expectedIn(result);
  let worst = 0;
  let compared = 0;
  for (let y = 0; y < box.height; y++)
    for (let x = 0; x < box.width; x++) {
      const s = (y * box.width + x) * 4;
      if (product.rgba[s + 3] !== 255) continue;
      const d = ((box.top + y) * result.width + box.left + x) * 4;
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(result.rgba[d + c] - product.rgba[s + c]));
      compared++;
    }
  return { worst, compared, box };
}

/** The colour in the result at the point (x, y) of the seller's photo, found independently of the cut-out's code. */
function colourAt(result: Rgba, box: Box, x: number, y: number) {
  // The cut-out is the product's bounding box: cap top to body bottom, body left to right.
  const sx = box.width / (BODY.x1 - BODY.x0);
  const sy = box.height / (BODY.y1 - CAP.y0);
  const rx = Math.round(box.left + (x - BODY.x0 + 0.5) * sx - 0.5);
  const ry = Math.round(box.top + (y - CAP.y0 + 0.5) * sy - 0.5);
  const i = (ry * result.width + rx) * 4;
  return [result.rgba[i], result.rgba[i + 1], result.rgba[i + 2]];
}

function expectProductKept(result: Rgba) {
  const { worst, compared, box } = productDifference(result);
  // Most of the product is inside (only its outline is soft).
  expect(compared).toBeGreaterThan(box.width * box.height * 0.8);
  expect(worst).toBeLessThanOrEqual(TOLERANCE);
  // The photo's own parts where the photo has them: label, logo, cap, body.
  const near = (got: number[], want: readonly number[]) =>
    expect(Math.max(...got.map((v, c) => Math.abs(v - want[c])))).toBeLessThanOrEqual(6);
  near(colourAt(result, box, 200, 290), LOGO.rgb);
  near(colourAt(result, box, 140, 290), LABEL.rgb);
  near(colourAt(result, box, 200, 80), CAP.rgb);
  near(colourAt(result, box, 200, 400), BODY.rgb);
}

const form = (extra: Record<string, string> = {}, images = [pngBlob(photo, "bottle.png")]) => ({
  prompt: "一瓶香水放在大理石台面上，柔和的晨光",
  temperature: "0.7",
  maxTokens: "2048",
  images,
  ...extra,
});

const bytesOf = async (key: string) => new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer());
const workImage = async (imageUrl: string) => bytesOf(imageUrl.replace(/^\/api\/files\//, ""));
const ledger = async (userId: string) =>
  (
    await env.DB.prepare(
      "SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = 'generate_image' ORDER BY credits_used",
    )
      .bind(userId)
      .all<{ credits_used: number }>()
  ).results.map((r) => r.credits_used);

describe("placement (a plain function)", () => {
  it("centres the product, fits it to the box's width or height, and stands it above the bottom margin", () => {
    const tall = productPlacement({ width: 1000, height: 1000 }, { width: 100, height: 400 });
    expect(tall).toEqual({ left: 425, top: 300, width: 150, height: 600 });
    expect(tall.top + tall.height).toBe(1000 * (1 - PRODUCT_BOTTOM_MARGIN));
    const wide = productPlacement({ width: 1000, height: 1000 }, { width: 800, height: 100 });
    expect(wide).toEqual({ left: 220, top: 830, width: 560, height: 70 });
    expect(wide.width).toBe(1000 * PRODUCT_MAX_WIDTH);
    // Landscape and portrait frames: still centred, still inside.
    for (const frame of [
      { width: 1024, height: 576 },
      { width: 576, height: 1024 },
    ]) {
      const box = productPlacement(frame, { width: 300, height: 300 });
      expect(box.left * 2 + box.width).toBeCloseTo(frame.width, -1);
      expect(box.height).toBeLessThanOrEqual(Math.ceil(frame.height * PRODUCT_MAX_HEIGHT));
      expect(box.width).toBeLessThanOrEqual(Math.ceil(frame.width * PRODUCT_MAX_WIDTH));
      expect(box.top).toBeGreaterThanOrEqual(0);
    }
    // A one-pixel product is one pixel at least, never zero.
    expect(productPlacement({ width: 10, height: 6 }, { width: 400, height: 1 }).height).toBe(1);
  });

  it("the prompt names the placement, with a reference and without", () => {
    const room = { left: 0.3, top: 0.3, width: 0.4, height: 0.6 };
    expect(productScenePrompt("茶壶", room, true)).toMatch(
      /^茶壶\n\nReference image 1 shows the product .*40% of the picture's width and 60% of its height, its base 10% .*Paint only the scene around it/,
    );
    expect(productScenePrompt("teapot", room, false)).toMatch(/empty space for the product: centred horizontally/);
  });

  it("the matte finds the bottle (and only it) in the seller's photo", () => {
    expect({ width: cut.width, height: cut.height }).toEqual({
      width: BODY.x1 - BODY.x0,
      height: BODY.y1 - CAP.y0,
    });
    expect(productCutOut(busyPhoto())).toBeNull();
  });
});

describe("the demo engine", () => {
  it("keeps the product exact; variants are new scenes with the same product; a refinement keeps it", async () => {
    const user = await newUser();
    const api = clientFor(user.cookie);
    const body = await ok(
      api.images.generate.$post({ form: form({ keepProduct: "true", count: "2" }), header: {} }),
      201,
    );
    expect(body.works).toHaveLength(2);
    expect(body.credits).toBe(3);
    const [a, b] = await Promise.all(body.works.map((w) => workImage(w.imageUrl)));
    const [first, second] = [decode(a), decode(b)];
    expectProductKept(first);
    expectProductKept(second);
    // Two scenes: the pictures differ outside the product.
    expect(first.rgba.slice(0, 4096)).not.toEqual(second.rgba.slice(0, 4096));
    const kept = body.works[0].metadata.keptProduct as { key: string };
    expect(kept.key).toMatch(new RegExp(`^u/${user.id}/uploads/`));
    expect(body.works[1].metadata.keptProduct).toEqual(kept);

    // The refinement (the whole picture darker) keeps the product's own pixels.
    const refined = await ok(
      api.images.refine.$post({
        json: { workId: body.works[0].id, instruction: "darker", ...serverDefaults },
        header: {},
      }),
      201,
    );
    expect(refined.work.metadata.keptProduct).toEqual(kept);
    const darker = decode(await workImage(refined.work.imageUrl));
    expectProductKept(darker);
    // ... while the scene around it did get darker.
    const corner = (r: Rgba) => r.rgba[0] + r.rgba[1] + r.rgba[2];
    expect(corner(darker)).toBeLessThan(corner(first));

    // The visible label keeps off the product: its box is kept with the picture, and the labelled
    // copy's product pixels are the original's.
    const key = body.works[0].imageUrl.replace(/^\/api\/files\//, "");
    const keepOut = JSON.parse((await env.FILES.head(key))!.customMetadata!.keepOut) as unknown[];
    expect(keepOut).toHaveLength(1);
    expectProductKept(decode(await bytesOf(variantKey(key, LABELLED_COPY))));

    // The orphan sweep counts the cut-out as its works' file: a day later it is still there.
    await sweepOrphanFiles(env, { now: Date.now() + ORPHAN_MIN_AGE_MS + 60_000, maxPages: 100 });
    expect(await env.FILES.head(kept.key)).not.toBeNull();

    // Another user: not the work to refine, not the cut-out.
    const other = await newUser();
    expect(
      await refusal(
        clientFor(other.cookie).images.refine.$post({
          json: { workId: body.works[0].id, instruction: "darker", ...serverDefaults },
          header: {},
        }),
      ),
    ).toMatchObject({ status: 404, code: "WORK_NOT_FOUND" });
    expect((await rawCall(`/api/files/${kept.key}`, { cookie: other.cookie })).status).toBe(404);
    expect((await rawCall(`/api/files/${kept.key}`, { cookie: user.cookie })).status).toBe(200);
  });

  it("the switch off is today's generation: the same picture as without it, and no kept product", async () => {
    const user = await newUser();
    const api = clientFor(user.cookie);
    const off = await ok(api.images.generate.$post({ form: form({ keepProduct: "false" }), header: {} }), 201);
    const plain = await ok(api.images.generate.$post({ form: form(), header: {} }), 201);
    expect(off.work.metadata.keptProduct).toBeUndefined();
    const unlabelled = (bytes: Uint8Array) => embedXmp(bytes, "<x/>");
    const [x, y] = await Promise.all([off, plain].map(async (r) => unlabelled(await workImage(r.work.imageUrl))));
    expect(x).toEqual(y);
    // Today's demo draws the product its own way (on its podium, with its grain): not the kept pixels.
    expect(productDifference(decode(x)).worst).toBeGreaterThan(TOLERANCE);
  });

  it("a photo the matte cannot separate is refused before the charge, in a code the SPA translates", async () => {
    const user = await newUser();
    const answer = await refusal(
      clientFor(user.cookie).images.generate.$post({
        form: form({ keepProduct: "true" }, [pngBlob(busyPhoto(), "busy.png")]),
        header: {},
      }),
    );
    expect(answer).toMatchObject({ status: 422, code: "PRODUCT_NOT_SEPARABLE" });
    expect(await ledger(user.id)).toEqual([]);
    expect((await env.FILES.list({ prefix: `u/${user.id}/` })).objects).toEqual([]);
  });
});

describe("provider engines, through their fakes", () => {
  it("Workers AI (text to image): the scene is painted from the prompt alone, the product put back exact", async () => {
    const fake = createFakeAi();
    const user = await newUser();
    const testEnv = { ...env, AI: fake.ai, PROVIDER_TIMEOUT_SECONDS: "1" } as Env;
    const app = createApp();
    const api = clientFor(user.cookie, (request) => app.fetch(request, testEnv));
    const body = await ok(api.images.generate.$post({ form: form({ keepProduct: "true" }), header: {} }), 201);
    expect(body).toMatchObject({ engine: "workers-ai", credits: 4 });
    // The flux fake answers a 1024² JPEG of its own; the stored result is a PNG with the bottle in it.
    expect(fake.callsTo(MODELS.image)).toHaveLength(1);
    // The seller's Chinese prompt goes to English with the room's instruction in it.
    expect(JSON.stringify(fake.callsTo(MODELS.text).map((c) => c.inputs))).toMatch(/empty space for the product/);
    expect(fake.callsTo(MODELS.edit)).toHaveLength(0);
    const result = decode(await workImage(body.work.imageUrl));
    expect({ width: result.width, height: result.height }).toEqual({ width: 1024, height: 1024 });
    expectProductKept(result);
  });

  it("Gemini sees the product standing in its place and is told to paint around it; the answer keeps it", async () => {
    const user = await newUser();
    const key = `ok:kept-${crypto.randomUUID()}`;
    const testEnv = { ...env, GEMINI_API_KEY: key, GEMINI_BASE_URL: fakes.gemini } as Env;
    const result = await generateProductImage(
      { db: db(), env: testEnv, userId: user.id },
      {
        prompt: "a perfume bottle on marble",
        referenceImages: [photo],
        temperature: 0.7,
        maxTokens: 2048,
        aspectRatio: "1:1",
        keepProduct: true,
      },
    );
    expect(result.engine).toBe("gemini");
    const [request] = await sent("gemini", key);
    const parts = (request.json as { contents: { parts: { text?: string; inlineData?: { data: string } }[] }[] })
      .contents[0].parts;
    expect(parts[0].text).toMatch(/Reference image 1 shows the product already standing where it must stay/);
    const reference = decode(
      Uint8Array.from(atob(parts.find((p) => p.inlineData)!.inlineData!.data), (c) => c.charCodeAt(0)),
    );
    // The reference is the product already in its place on a plain 1024² frame.
    expect({ width: reference.width, height: reference.height }).toEqual({ width: 1024, height: 1024 });
    expectProductKept(reference);
    // The fake answers a 10×6 picture: the product is put back into it, at that picture's scale.
    const stored = decode(await workImage(result.work.imageUrl));
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 10, height: 6 });
    expect(productDifference(stored).worst).toBeLessThanOrEqual(TOLERANCE);
  });

  it("4K with the product kept is refused before the charge (its pixels would not fit the Worker's memory)", async () => {
    const user = await newUser();
    const key = `ok:kept-${crypto.randomUUID()}`;
    const testEnv = { ...env, GEMINI_API_KEY: key, GEMINI_BASE_URL: fakes.gemini } as Env;
    const ask = { prompt: "a perfume bottle", referenceImages: [photo], temperature: 0.7, maxTokens: 2048 };
    await expect(
      generateProductImage(
        { db: db(), env: testEnv, userId: user.id },
        { ...ask, aspectRatio: "1:1", imageSize: "4K", keepProduct: true },
      ),
    ).rejects.toMatchObject({ code: "IMAGE_SIZE_UNSUPPORTED", details: { sizes: ["1K", "2K"] } });
    expect(await sent("gemini", key)).toHaveLength(0);
    expect(await ledger(user.id)).toEqual([]);
  });

  it("OpenAI variants (one call, n = 2): each answer gets the same product", async () => {
    const user = await newUser();
    const key = `ok:kept-${crypto.randomUUID()}`;
    const testEnv = {
      ...env,
      GEMINI_API_KEY: undefined,
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: `${fakes.openai}/v1`,
    } as Env;
    const result = await generateProductImage(
      { db: db(), env: testEnv, userId: user.id },
      {
        prompt: "a perfume bottle on marble",
        referenceImages: [photo],
        temperature: 0.7,
        maxTokens: 2048,
        aspectRatio: "1:1",
        keepProduct: true,
        count: 2,
      },
    );
    expect(result.works).toHaveLength(2);
    const [request] = await sent("openai", key);
    expect(String(request.fields?.prompt?.[0])).toMatch(/Keep the product exactly there/);
    expect(request.fields?.n).toEqual(["2"]);
    for (const work of result.works) {
      expect(work.metadata.keptProduct).toEqual(result.works[0].metadata.keptProduct);
      expect(productDifference(decode(await workImage(work.imageUrl))).worst).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});

describe("charging", () => {
  const engine = { name: "workers-ai", model: "m" } as never;
  const kept = { key: "unused", cut };

  it("a put-back that fails (the engine's picture unreadable) refunds the charge exactly once", async () => {
    const user = await newUser();
    const ctx = { db: db(), env, userId: user.id };
    const broken = { bytes: new TextEncoder().encode("not a picture"), width: 1, height: 1 };
    await expect(
      createWork(ctx, {
        choice: { engine, chargeable: true } as never,
        action: "generate_image",
        source: "nano",
        cost: 1,
        chargeMetadata: {},
        run: async () => withProductKept(broken, kept),
        row: () => ({ prompt: "p", style: null, parentId: null, rootId: null, version: 0, metadata: {} }),
      }),
    ).rejects.toMatchObject({ code: "ENGINE_FAILED", details: { kind: "NO_IMAGE", refunded: true } });
    expect(await ledger(user.id)).toEqual([-1, 1]);
    expect(await ledgerBalance(db(), user.id)).toBe(5);
  });

  it("among variants, only the one whose put-back failed is refunded, once", async () => {
    const user = await newUser();
    const ctx = { db: db(), env, userId: user.id };
    const good = { bytes: encode(new Uint8Array(64 * 64 * 4).fill(200), 64, 64), width: 64, height: 64 };
    const broken = { bytes: new TextEncoder().encode("not a picture"), width: 1, height: 1 };
    const result = await createWorks(ctx, {
      choice: { engine, chargeable: true } as never,
      action: "generate_image",
      source: "nano",
      count: 2,
      unitCost: 1,
      chargeMetadata: {},
      run: async () =>
        withProductKeptInEach(
          [
            { ok: true, image: good },
            { ok: true, image: broken },
          ],
          kept,
        ),
      row: () => ({ prompt: "p", style: null, parentId: null, rootId: null, version: 0, metadata: {} }),
    });
    expect(result).toMatchObject({ failed: 1 });
    expect(result.works).toHaveLength(1);
    expect(await ledger(user.id)).toEqual([-1, 2]);
    expect(await ledgerBalance(db(), user.id)).toBe(4);
  });
});

describe("the visible label", () => {
  it("keeps off the boxes it is given: a product filling the bottom-right corner is left untouched", async () => {
    const label = await activeLabel(db());
    const px = new Uint8Array(400 * 400 * 4).fill(128);
    const picture = encode(px, 400, 400);
    const keepOut = [{ left: 0.5, top: 0.5, width: 0.5, height: 0.5 }];
    const drawn = decode(drawLabelledCopy(picture, label.mask, keepOut)!.bytes);
    const plain = decode(drawLabelledCopy(picture, label.mask)!.bytes);
    const changed = (r: Rgba, x0: number, y0: number) => {
      let n = 0;
      for (let y = y0; y < y0 + 200; y++)
        for (let x = x0; x < x0 + 200; x++) if (r.rgba[(y * 400 + x) * 4] !== 128) n++;
      return n;
    };
    expect(changed(plain, 200, 200)).toBeGreaterThan(0);
    expect(changed(drawn, 200, 200)).toBe(0);
    expect(changed(drawn, 0, 200)).toBeGreaterThan(0);
  });
});
