// The built-in interior designer, judged the way a user comparing looks would: the eight
// design styles give clearly different pictures of the same room, each with its signature
// (dark industrial, bright Scandinavian, red Chinese lacquer, pink French), the photo keeps
// its shape, the room type only nudges the result, and a broken upload is refused.
import { PhotonImage } from "../../worker/lib/photon";
import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinRoomDesigner } from "../../worker/engines/builtin/interior";
import { type EngineImage, INTERIOR_STYLES, type InteriorStyle, type RoomType } from "../../worker/engines/types";
import { decode, difference, type Decoded } from "./pixels";

const designer = createBuiltinRoomDesigner();
const redesign = (image: Uint8Array, designStyle: InteriorStyle, roomType: RoomType = "living_room") =>
  designer.redesignRoom({ image, designStyle, roomType, prompt: `Redesign this ${roomType} in ${designStyle} style.` });

/** A photo-like living room: warm wall, daylight window, plank floor, blue sofa, rug, plant, lamp, sensor noise. */
function roomPhoto(w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  let seed = 987;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = x / w, v = y / h;
      let rgb = [205 - 30 * v, 198 - 30 * v, 185 - 25 * v];
      if (v > 0.66) { const plank = Math.floor(u * 9); rgb = [150 - (plank % 2) * 14 + 20 * Math.sin(u * 80 + plank), 105 - (plank % 2) * 10, 65]; }
      if (u > 0.08 && u < 0.3 && v > 0.12 && v < 0.52) rgb = [225 + 25 * v, 238, 250];
      if (u > 0.38 && u < 0.82 && v > 0.5 && v < 0.72) rgb = [60 + 20 * v, 95, 130];
      if (u > 0.45 && u < 0.52 && v > 0.47 && v < 0.56) rgb = [215, 180, 60];
      if (u > 0.2 && u < 0.9 && v > 0.75 && v < 0.88) rgb = [170, 70, 60];
      if (u > 0.5 && u < 0.68 && v > 0.18 && v < 0.36) rgb = [40 + 100 * u, 120, 170 - 80 * v];
      if (Math.hypot(u - 0.9, ((v - 0.45) * h) / w) < 0.06) rgb = [50, 130 + 30 * Math.sin(x * 0.4) * Math.sin(y * 0.3), 55];
      if (Math.hypot(u - 0.34, ((v - 0.35) * h) / w) < 0.03) rgb = [255, 240, 200];
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const noise = ((seed >>> 16) / 65536 - 0.5) * 12;
      px.set([...rgb.map((c) => Math.max(0, Math.min(255, c + noise))), 255], (y * w + x) * 4);
    }
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

/** Mean absolute difference per channel (0–255). */

/** Mean R, G, B and luminance. */
function means(d: Decoded) {
  let r = 0, g = 0, b = 0;
  for (let i = 0; i < d.px.length; i += 4) { r += d.px[i]; g += d.px[i + 1]; b += d.px[i + 2]; }
  const n = d.px.length / 4;
  return { r: r / n, g: g / n, b: b / n, luma: (0.299 * r + 0.587 * g + 0.114 * b) / n };
}

describe("built-in interior designer", () => {
  const photo = roomPhoto(600, 400);
  const looks = {} as Record<InteriorStyle, Decoded>;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    for (const style of INTERIOR_STYLES) {
      const t = performance.now();
      const out: EngineImage = await redesign(photo, style);
      timings[style] = Math.round(performance.now() - t);
      looks[style] = decode(out.bytes);
      expect([out.width, out.height]).toEqual([looks[style].w, looks[style].h]);
    }
    console.log("interior redesign ms (600×400):", timings);
  });

  it("names itself as the built-in engine", () => {
    expect(designer.name).toBe("builtin");
    expect(designer.model).toBe("atelier-builtin-1");
  });

  it("gives the 8 design styles clearly different pictures of the same room", () => {
    const pairs: string[] = [];
    for (let i = 0; i < INTERIOR_STYLES.length; i++)
      for (let j = i + 1; j < INTERIOR_STYLES.length; j++) {
        const [a, b] = [INTERIOR_STYLES[i], INTERIOR_STYLES[j]];
        const d = difference(looks[a], looks[b]);
        if (d < 15) pairs.push(`${a}/${b}: ${d.toFixed(1)}`);
      }
    expect(pairs).toEqual([]);
  });

  it("changes the photo itself, not just a little", () => {
    const original = decode(photo);
    for (const style of INTERIOR_STYLES) expect(difference(original, looks[style]), style).toBeGreaterThan(10);
  });

  it("gives each style its signature", () => {
    const m = Object.fromEntries(INTERIOR_STYLES.map((s) => [s, means(looks[s])])) as Record<InteriorStyle, ReturnType<typeof means>>;
    expect(m.scandinavian.luma).toBeGreaterThan(m.industrial.luma + 50);
    expect(m.scandinavian.luma).toBeGreaterThan(m.modern.luma);
    expect(m.luxury.luma).toBeLessThan(m.farmhouse.luma - 40);
    expect(m.chinese.r - m.chinese.b).toBeGreaterThan(m.modern.r - m.modern.b + 40);
    expect(m.modern.b).toBeGreaterThan(m.modern.r);
    expect(m.french.r).toBeGreaterThan(m.french.g);
    expect(m.french.b).toBeGreaterThan(m.farmhouse.b + 15);
    expect(m.farmhouse.r - m.farmhouse.b).toBeGreaterThan(m.japanese.r - m.japanese.b);
  });

  it("keeps the photo's shape, with the long side at most 1024", async () => {
    const wide = decode((await redesign(roomPhoto(1600, 900), "modern")).bytes);
    expect([wide.w, wide.h]).toEqual([1024, 576]);
    const tall = decode((await redesign(roomPhoto(300, 500), "french", "bedroom")).bytes);
    expect([tall.w, tall.h]).toEqual([300, 500]);
  });

  it("lets the room type nudge the light while the style dominates", async () => {
    const kitchen = decode((await redesign(photo, "japanese", "kitchen")).bytes);
    const living = looks.japanese;
    expect(means(kitchen).luma).toBeGreaterThan(means(living).luma + 3);
    expect(difference(kitchen, living)).toBeLessThan(difference(living, looks.farmhouse) / 2);
  });

  it("is deterministic", async () => {
    expect(difference(decode((await redesign(photo, "industrial")).bytes), looks.industrial)).toBe(0);
  });

  it("refuses bytes that are not an image as INVALID_IMAGE", async () => {
    await expect(redesign(new TextEncoder().encode("not a room photo"), "modern")).rejects.toMatchObject({ kind: "INVALID_IMAGE" });
    const fakePng = new Uint8Array(64);
    fakePng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(redesign(fakePng, "luxury")).rejects.toMatchObject({ kind: "INVALID_IMAGE" });
  });
});
