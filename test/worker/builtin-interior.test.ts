// The built-in interior designer, judged the way a user comparing looks would: the eight
// design styles give clearly different pictures of the same room, each with its signature
// (dark industrial, bright Scandinavian, red Chinese lacquer, pink French), the photo keeps
// its shape, the room type brings its own furniture, and a broken upload is refused.
import { PhotonImage } from "../../worker/platform/image/photon";
import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinRoomDesigner } from "../../worker/demo-engine/interior";
import { MATERIALS } from "../../worker/demo-engine/interior/materials";
import { type EngineImage, type InteriorStyle, type RoomType } from "../../worker/engines/types";
import { INTERIOR_STYLES, ROOM_TYPES } from "../../shared/choices";
import { decode, difference, type Decoded } from "./support/pixels";

const designer = createBuiltinRoomDesigner();
const redesign = (image: Uint8Array, designStyle: InteriorStyle, roomType: RoomType = "living_room") =>
  designer.redesignRoom({ image, designStyle, roomType, prompt: `Redesign this ${roomType} in ${designStyle} style.` });

/** A photo-like living room: warm wall, daylight window, plank floor, blue sofa, rug, plant, lamp, sensor noise. */
function roomPhoto(w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  let seed = 987;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = x / w,
        v = y / h;
      let rgb = [205 - 30 * v, 198 - 30 * v, 185 - 25 * v];
      if (v > 0.66) {
        const plank = Math.floor(u * 9);
        rgb = [150 - (plank % 2) * 14 + 20 * Math.sin(u * 80 + plank), 105 - (plank % 2) * 10, 65];
      }
      if (u > 0.08 && u < 0.3 && v > 0.12 && v < 0.52) rgb = [225 + 25 * v, 238, 250];
      if (u > 0.38 && u < 0.82 && v > 0.5 && v < 0.72) rgb = [60 + 20 * v, 95, 130];
      if (u > 0.45 && u < 0.52 && v > 0.47 && v < 0.56) rgb = [215, 180, 60];
      if (u > 0.2 && u < 0.9 && v > 0.75 && v < 0.88) rgb = [170, 70, 60];
      if (u > 0.5 && u < 0.68 && v > 0.18 && v < 0.36) rgb = [40 + 100 * u, 120, 170 - 80 * v];
      if (Math.hypot(u - 0.9, ((v - 0.45) * h) / w) < 0.06)
        rgb = [50, 130 + 30 * Math.sin(x * 0.4) * Math.sin(y * 0.3), 55];
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

/** Share of the pixels in a box within 45 (RGB distance) of a colour. */
function near(d: Decoded, box: { x0: number; y0: number; x1: number; y1: number }, rgb: readonly number[]): number {
  let hit = 0,
    n = 0;
  for (let y = Math.round(box.y0); y < box.y1; y++)
    for (let x = Math.round(box.x0); x < box.x1; x++, n++) {
      const i = (y * d.w + x) * 4;
      if (Math.hypot(d.px[i] - rgb[0], d.px[i + 1] - rgb[1], d.px[i + 2] - rgb[2]) < 45) hit++;
    }
  return hit / n;
}

/** Mean R, G, B and luminance. */
function means(d: Decoded) {
  let r = 0,
    g = 0,
    b = 0;
  for (let i = 0; i < d.px.length; i += 4) {
    r += d.px[i];
    g += d.px[i + 1];
    b += d.px[i + 2];
  }
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
    const m = Object.fromEntries(INTERIOR_STYLES.map((s) => [s, means(looks[s])])) as Record<
      InteriorStyle,
      ReturnType<typeof means>
    >;
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

  it("lets the room type change the composition: each room gets its own furniture", async () => {
    const rooms = {} as Record<RoomType, Decoded>;
    for (const room of ROOM_TYPES) rooms[room] = decode((await redesign(photo, "luxury", room)).bytes);
    const alike: string[] = [];
    for (let i = 0; i < ROOM_TYPES.length; i++)
      for (let j = i + 1; j < ROOM_TYPES.length; j++) {
        const d = difference(rooms[ROOM_TYPES[i]], rooms[ROOM_TYPES[j]]);
        if (d < 8) alike.push(`${ROOM_TYPES[i]}/${ROOM_TYPES[j]}: ${d.toFixed(1)}`);
      }
    expect(alike).toEqual([]);
    // Where the furniture stands, it is in the style's velvet green: the kitchen's cabinets run the
    // full width, the bedroom's headboard rises in the middle, the office's shelf on the left.
    const velvet = MATERIALS.luxury.main;
    const [w, h] = [600, 400];
    const cabinets = { x0: 0.94 * w, y0: 0.86 * h, x1: w, y1: 0.95 * h };
    const headboard = { x0: 0.42 * w, y0: 0.4 * h, x1: 0.58 * w, y1: 0.5 * h };
    const shelf = { x0: 0.05 * w, y0: 0.45 * h, x1: 0.08 * w, y1: 0.9 * h };
    expect(near(rooms.kitchen, cabinets, velvet)).toBeGreaterThan(0.5);
    expect(near(rooms.living_room, cabinets, velvet)).toBeLessThan(0.1);
    expect(near(rooms.bedroom, headboard, velvet)).toBeGreaterThan(0.5);
    expect(near(rooms.kitchen, headboard, velvet)).toBeLessThan(0.1);
    expect(near(rooms.office, shelf, velvet)).toBeGreaterThan(0.3);
    expect(near(rooms.bathroom, shelf, velvet)).toBeLessThan(0.1);
  });

  it("is deterministic", async () => {
    expect(difference(decode((await redesign(photo, "industrial")).bytes), looks.industrial)).toBe(0);
  });

  it("refuses bytes that are not an image as INVALID_IMAGE", async () => {
    await expect(redesign(new TextEncoder().encode("not a room photo"), "modern")).rejects.toMatchObject({
      kind: "INVALID_IMAGE",
    });
    const fakePng = new Uint8Array(64);
    fakePng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(redesign(fakePng, "luxury")).rejects.toMatchObject({ kind: "INVALID_IMAGE" });
  });
});
