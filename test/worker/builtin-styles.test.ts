// The art studio's built-in styles, judged the way a user would: every style gives back a
// picture of the uploaded photo at its shape, any two styles look clearly different, and the
// styles with a signature (grey ink, flat poster colours) really have it. Also covers the
// aspect ratios of built-in generation.
import { PhotonImage } from "../../worker/platform/image/photon";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILTIN_STYLE_IDS, createBuiltinEngine } from "../../worker/demo-engine/engine";
import { solidPng } from "./support/images";
import { decode, difference, type Decoded } from "./support/pixels";

const engine = createBuiltinEngine();
const transform = (image: Uint8Array, id: string) =>
  engine.transform({ image, style: { id, prompt: `Redraw this photo in the ${id} style.` } });

function encode(px: Uint8Array, w: number, h: number): Uint8Array {
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

/** A photo-like scene: graded sky, sun, mountains, grass, lake ripples, a house, a tree, a person, sensor noise. */
function photo(w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  let seed = 12345;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = x / w,
        v = y / h;
      let rgb = [90 + 120 * v, 150 + 80 * v, 235 - 20 * v];
      if (Math.hypot(u - 0.78, (v - 0.18) * (h / w)) < 0.06) rgb = [255, 235, 150];
      const ridge = 0.42 + 0.08 * Math.sin(u * 7) + 0.04 * Math.sin(u * 23 + 1);
      if (v > ridge) rgb = [70 + 90 * (v - ridge), 85 + 60 * (v - ridge), 110 - 30 * (v - ridge)];
      if (v > 0.58 + 0.05 * Math.sin(u * 4 + 2)) rgb = [60 + 50 * v, 130 + 12 * Math.sin(u * 40), 50];
      if (v > 0.8) {
        const k = 0.5 + 0.5 * Math.sin(v * 120 + u * 8);
        rgb = [40 + 30 * k, 90 + 40 * k, 150 + 50 * k];
      }
      if (u > 0.15 && u < 0.33 && v > 0.52 && v < 0.72) rgb = [190, 60, 45];
      if (((u > 0.19 && u < 0.23) || (u > 0.26 && u < 0.3)) && v > 0.57 && v < 0.63) rgb = [250, 235, 170];
      if (v <= 0.52 && v > 0.4 && Math.abs(u - 0.24) < (v - 0.4) * 0.9) rgb = [70, 45, 40];
      if (Math.abs(u - 0.5) < 0.012 && v > 0.55 && v < 0.72) rgb = [90, 60, 35];
      if (Math.hypot(u - 0.5, (v - 0.5) * (h / w)) < 0.07)
        rgb = [40, 120 + 40 * Math.sin(x * 0.3) * Math.sin(y * 0.3), 45];
      if (Math.hypot(u - 0.66, (v - 0.5) * (h / w)) < 0.035) rgb = [230, 180, 150];
      if (Math.abs(u - 0.66) < 0.045 - (0.6 - v) * 0.05 && v > 0.545 && v < 0.78) rgb = [40, 70, 160];
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const noise = ((seed >>> 16) / 65536 - 0.5) * 14;
      px.set([...rgb.map((c) => Math.max(0, Math.min(255, c + noise))), 255], (y * w + x) * 4);
    }
  return encode(px, w, h);
}

/** Mean absolute difference per channel (0–255) between two same-sized pictures. */

/** How far from grey: mean (max − min channel) and the share of pixels within `tolerance` of grey. */
function greyness(d: Decoded, tolerance = 24) {
  let spread = 0,
    grey = 0;
  for (let i = 0; i < d.px.length; i += 4) {
    const s = Math.max(d.px[i], d.px[i + 1], d.px[i + 2]) - Math.min(d.px[i], d.px[i + 1], d.px[i + 2]);
    spread += s;
    if (s <= tolerance) grey++;
  }
  const n = d.px.length / 4;
  return { spread: spread / n, greyShare: grey / n };
}

/** Share of the picture covered by its `count` most common exact colours. */
function topColourShare(d: Decoded, count: number): number {
  const freq = new Map<number, number>();
  for (let i = 0; i < d.px.length; i += 4) {
    const key = (d.px[i] << 16) | (d.px[i + 1] << 8) | d.px[i + 2];
    freq.set(key, (freq.get(key) ?? 0) + 1);
  }
  const top = [...freq.values()].sort((a, b) => b - a).slice(0, count);
  return top.reduce((s, v) => s + v, 0) / (d.px.length / 4);
}

function meanLuma(d: Decoded): number {
  let sum = 0;
  for (let i = 0; i < d.px.length; i += 4) sum += 0.299 * d.px[i] + 0.587 * d.px[i + 1] + 0.114 * d.px[i + 2];
  return sum / (d.px.length / 4);
}

describe("built-in transform (art studio styles)", () => {
  const W = 400;
  const H = 300;
  const source = photo(W, H);
  const results = new Map<string, Decoded>();

  beforeAll(async () => {
    for (const id of BUILTIN_STYLE_IDS) {
      const out = await transform(source, id);
      const decoded = decode(out.bytes);
      expect([out.width, out.height], id).toEqual([decoded.w, decoded.h]);
      results.set(id, decoded);
    }
    // 21 styles on one photo: seconds on a quiet machine, more on a shared CI core.
  }, 60_000);

  it("offers the 21 studio styles in order", () => {
    expect(BUILTIN_STYLE_IDS).toHaveLength(21);
    expect(new Set(BUILTIN_STYLE_IDS).size).toBe(21);
    expect(BUILTIN_STYLE_IDS.slice(0, 4)).toEqual(["mystical", "anime", "cyberpunk", "pop-art"]);
    expect(BUILTIN_STYLE_IDS.slice(-3)).toEqual(["fauvism", "art-nouveau", "bauhaus"]);
  });

  it("returns a PNG of the photo's size for every style, never the photo itself", () => {
    const original = decode(source);
    for (const id of BUILTIN_STYLE_IDS) {
      const d = results.get(id)!;
      expect([d.w, d.h], id).toEqual([W, H]);
      expect(difference(d, original), id).toBeGreaterThan(12);
    }
  });

  it("makes every pair of styles clearly different on the same photo", () => {
    const close: string[] = [];
    let smallest = Infinity;
    for (let a = 0; a < BUILTIN_STYLE_IDS.length; a++)
      for (let b = a + 1; b < BUILTIN_STYLE_IDS.length; b++) {
        const d = difference(results.get(BUILTIN_STYLE_IDS[a])!, results.get(BUILTIN_STYLE_IDS[b])!);
        smallest = Math.min(smallest, d);
        if (d <= 15) close.push(`${BUILTIN_STYLE_IDS[a]} ~ ${BUILTIN_STYLE_IDS[b]} (${d.toFixed(1)})`);
      }
    expect(close).toEqual([]);
    expect(smallest).toBeGreaterThan(15);
  });

  it("draws sketch and chinese-landscape in grey (ink and graphite), unlike the colour styles", () => {
    for (const id of ["sketch", "chinese-landscape"]) {
      const g = greyness(results.get(id)!);
      expect(g.spread, id).toBeLessThan(12);
      expect(g.greyShare, id).toBeGreaterThan(0.97);
    }
    for (const id of ["fauvism", "cyberpunk", "ukiyo-e", "pop-art"])
      expect(greyness(results.get(id)!).greyShare, id).toBeLessThan(0.6);
  });

  it("prints pop-art and bauhaus in a handful of flat colours", () => {
    for (const id of ["pop-art", "bauhaus"]) expect(topColourShare(results.get(id)!, 6), id).toBeGreaterThan(0.98);
    expect(topColourShare(decode(source), 6)).toBeLessThan(0.2);
    expect(topColourShare(results.get("oil-painting")!, 6)).toBeLessThan(0.2);
  });

  it("lights baroque in deep shadow and neoclassical in a pale key", () => {
    expect(meanLuma(results.get("baroque")!)).toBeLessThan(meanLuma(decode(source)) - 30);
    expect(meanLuma(results.get("neoclassical")!)).toBeGreaterThan(meanLuma(results.get("baroque")!) + 60);
  });

  it("gives a large photo back at its own size", async () => {
    const wide = await transform(photo(1600, 900), "bauhaus");
    expect([wide.width, wide.height]).toEqual([1600, 900]);
    expect([decode(wide.bytes).w, decode(wide.bytes).h]).toEqual([1600, 900]);
  });

  it("gives a photo over 2048 px back at 2048 on the long side, a small one at its size", async () => {
    const huge = await transform(photo(3000, 1200), "sketch");
    expect([huge.width, huge.height]).toEqual([2048, 819]);
    const tall = await transform(photo(240, 360), "sketch");
    expect([tall.width, tall.height]).toEqual([240, 360]);
    const d = decode(tall.bytes);
    expect([d.w, d.h]).toEqual([240, 360]);
  });

  it("refuses bytes that are not an image as INVALID_IMAGE", async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(7)]);
    await expect(transform(fake, "anime")).rejects.toMatchObject({ kind: "INVALID_IMAGE" });
    await expect(transform(new TextEncoder().encode("hello, not a photo"), "sketch")).rejects.toMatchObject({
      kind: "INVALID_IMAGE",
    });
  });
});

describe("built-in generate aspect ratios", () => {
  const tuning = { temperature: 0.7, maxTokens: 2048 };
  const cases = [
    ["16:9", 1024, 576],
    ["3:4", 768, 1024],
    ["9:16", 576, 1024],
    ["4:3", 1024, 768],
    ["1:1", 1024, 1024],
  ] as const;

  it.each(cases)("%s gives a %i×%i poster", async (aspectRatio, w, h) => {
    const out = await engine.generate({ prompt: "金色 香水瓶", aspectRatio, referenceImages: [], ...tuning });
    expect([out.width, out.height]).toEqual([w, h]);
    const d = decode(out.bytes);
    expect([d.w, d.h]).toEqual([w, h]);
  });

  it("places references on the podium in landscape and portrait too", async () => {
    const ref = solidPng(120, 160, [0, 200, 0]);
    for (const aspectRatio of ["16:9", "3:4"] as const) {
      const out = await engine.generate({ prompt: "green bottle", aspectRatio, referenceImages: [ref], ...tuning });
      const d = decode(out.bytes);
      // The reference (pure green) shows near the middle of the picture.
      const i = (Math.round(d.h * 0.6) * d.w + Math.round(d.w / 2)) * 4;
      expect(d.px[i + 1] - d.px[i], aspectRatio).toBeGreaterThan(100);
    }
  });
});
