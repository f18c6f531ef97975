// The built-in engine does real image work: results differ with the inputs and each edit
// changes the pixels the way its name says.
import { PhotonImage } from "../../worker/platform/image/photon";
import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "../../worker/demo-engine/engine";
import { EngineError } from "../../worker/engines/types";
import { solidPng } from "./support/images";

const engine = createBuiltinEngine();
const tuning = { temperature: 0.7, maxTokens: 2048 };

function stats(png: Uint8Array) {
  const img = PhotonImage.new_from_byteslice(png);
  const px = img.get_raw_pixels();
  const w = img.get_width();
  const h = img.get_height();
  img.free();
  let r = 0,
    g = 0,
    b = 0,
    grey = 0,
    edges = 0;
  for (let i = 0; i < px.length; i += 4) {
    r += px[i];
    g += px[i + 1];
    b += px[i + 2];
    if (Math.abs(px[i] - px[i + 1]) <= 2 && Math.abs(px[i + 1] - px[i + 2]) <= 2) grey++;
    if (i + 4 < px.length) edges += Math.abs(px[i] - px[i + 4]);
  }
  const n = px.length / 4;
  return {
    w,
    h,
    r: r / n,
    g: g / n,
    b: b / n,
    luma: (0.299 * r + 0.587 * g + 0.114 * b) / n,
    greyShare: grey / n,
    edges: edges / n,
  };
}

/** A picture with edges and colour: stripes over a gradient, w×h. */
function pattern(w: number, h: number) {
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const stripe = Math.floor(x / 8) % 2 ? 60 : 0;
      px.set([120 + stripe, 90 + (y % 50), 140 - stripe, 255], i);
    }
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

const refine = (image: Uint8Array, instruction: string) =>
  engine.refine({ image, instruction, history: [], ...tuning });

describe("built-in generate", () => {
  it("makes a 1024×1024 PNG that depends on the prompt and on the references", async () => {
    const red = await engine.generate({ prompt: "红色 礼盒", referenceImages: [], ...tuning });
    const blue = await engine.generate({ prompt: "blue ocean bottle", referenceImages: [], ...tuning });
    const withRef = await engine.generate({
      prompt: "红色 礼盒",
      referenceImages: [solidPng(80, 80, [0, 200, 0])],
      ...tuning,
    });
    expect([red.width, red.height]).toEqual([1024, 1024]);
    const [sr, sb, sref] = [stats(red.bytes), stats(blue.bytes), stats(withRef.bytes)];
    expect(sr.r - sr.b).toBeGreaterThan(sb.r - sb.b);
    expect(withRef.bytes).not.toEqual(red.bytes);
    expect(sref.g - sr.g).toBeGreaterThan(1);
  });

  it("refuses a reference it cannot decode", async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(7)]);
    await expect(engine.generate({ prompt: "x", referenceImages: [fake], ...tuning })).rejects.toMatchObject({
      kind: "INVALID_IMAGE",
    });
  });
});

describe("built-in refine", () => {
  const source = pattern(160, 96);
  const before = stats(source);

  it("brighter raises luminance, darker lowers it", async () => {
    expect(stats((await refine(source, "更亮一些")).bytes).luma).toBeGreaterThan(before.luma + 10);
    expect(stats((await refine(source, "darker")).bytes).luma).toBeLessThan(before.luma - 10);
  });

  it("black and white makes every pixel grey", async () => {
    expect(stats((await refine(source, "黑白")).bytes).greyShare).toBeGreaterThan(0.99);
    expect(before.greyShare).toBeLessThan(0.1);
  });

  it("warmer raises red against blue", async () => {
    const warm = stats((await refine(source, "warmer")).bytes);
    expect(warm.r - warm.b).toBeGreaterThan(before.r - before.b + 20);
  });

  it("blur softens edges and sharpen strengthens them", async () => {
    expect(stats((await refine(source, "模糊")).bytes).edges).toBeLessThan(before.edges * 0.8);
    expect(stats((await refine(source, "sharpen")).bytes).edges).toBeGreaterThan(before.edges);
  });

  it("sharpen keeps the picture opaque to its edges", async () => {
    const img = PhotonImage.new_from_byteslice((await refine(source, "锐化")).bytes);
    const px = img.get_raw_pixels();
    img.free();
    const transparent = px.filter((v, i) => i % 4 === 3 && v !== 255).length;
    expect(transparent).toBe(0);
  });

  it("crop to square gives equal sides, rotate swaps them", async () => {
    const square = await refine(source, "裁剪成正方形");
    expect([square.width, square.height]).toEqual([96, 96]);
    const turned = await refine(source, "rotate");
    expect([turned.width, turned.height]).toEqual([96, 160]);
  });

  it("applies several edits in one instruction", async () => {
    const both = await refine(source, "black and white, then crop to square");
    expect([both.width, both.height]).toEqual([96, 96]);
    expect(stats(both.bytes).greyShare).toBeGreaterThan(0.99);
  });

  it("says plainly when it cannot follow an instruction", async () => {
    await expect(refine(source, "make it a cat")).rejects.toBeInstanceOf(EngineError);
    expect(() => engine.checkInstruction!("make it a cat")).toThrow(/understands/);
  });
});
