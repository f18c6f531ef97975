// The demo engine's scenes (issue 27, items 2, 5 and 18), judged on decoded pixels: a reference
// product is cut out of its photo and stands in the scene the prompt describes (no photo card),
// the prompt is still read; "on a wooden table" paints a table, "white background" is white;
// the platform's matte leaves no ring of the old background; expand holds the edge, no mirror.
import { describe, expect, it } from "vitest";
import { composePoster } from "../../worker/demo-engine/compose";
import { PhotonImage } from "../../worker/platform/image/photon";
import { cutOutBitmap, composite, expandBitmap, placementFor } from "../../worker/features/creations/tools/pixels";
import { decode, type Decoded } from "./support/pixels";
import { parseInstruction } from "../../worker/demo-engine/instructions";
import { createBuiltinEngine } from "../../worker/demo-engine/engine";

const BACKDROP = [205, 205, 210];
const BLUE = [30, 70, 190];

/** A product photo: a blue bottle with a white label on a light grey studio backdrop. */
function bottlePhoto(): Uint8Array {
  const w = 400,
    h = 500,
    px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const body = Math.abs(x - 200) < 90 && y > 160 && y < 450;
      const neck = Math.abs(x - 200) < 30 && y > 90 && y <= 160;
      const label = body && y > 260 && y < 340 && Math.abs(x - 200) < 70;
      px.set([...(label ? [250, 250, 250] : body || neck ? BLUE : BACKDROP), 255], (y * w + x) * 4);
    }
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

const near = (d: Decoded, i: number, c: readonly number[], tol: number) =>
  Math.abs(d.px[i] - c[0]) <= tol && Math.abs(d.px[i + 1] - c[1]) <= tol && Math.abs(d.px[i + 2] - c[2]) <= tol;
function count(d: Decoded, c: readonly number[], tol = 6, rows: [number, number] = [0, d.h]): number {
  let n = 0;
  for (let y = rows[0]; y < rows[1]; y++) for (let x = 0; x < d.w; x++) if (near(d, (y * d.w + x) * 4, c, tol)) n++;
  return n;
}
function mean(d: Decoded, rows: [number, number]): number[] {
  const sum = [0, 0, 0];
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = 0; x < d.w; x++) for (let c = 0; c < 3; c++) sum[c] += d.px[(y * d.w + x) * 4 + c];
  return sum.map((s) => s / ((rows[1] - rows[0]) * d.w));
}

describe("demo engine: a reference product in the prompt's scene", () => {
  it("cuts the product out (no backdrop, no white card) and stands it on the wooden table the prompt names", () => {
    const poster = composePoster("香水放在木桌上，温暖的晨光", [bottlePhoto()]);
    expect(poster.understood).toEqual({ setting: "wood" });
    const d = decode(poster.bytes);
    expect(count(d, BLUE, 4)).toBeGreaterThan(30_000);
    // The label inside the product stays; the photo's grey backdrop and a card's white do not.
    expect(count(d, [250, 250, 250], 3)).toBeGreaterThan(8_000);
    expect(count(d, BACKDROP, 4)).toBeLessThan(300);
    expect(count(d, [252, 252, 250], 1)).toBeLessThan(300);
    const [r, g, b] = mean(d, [900, 1024]);
    expect(r > g && g > b && r > 110).toBe(true);
  });

  it("still reads the prompt with a reference: the background colour it names", () => {
    const poster = composePoster("perfume on a white background", [bottlePhoto()]);
    expect(poster.understood).toEqual({ background: "white" });
  });
});

describe("demo engine: setting words and a white background", () => {
  it("paints the wooden table of 'on a wooden table' where the podium was", () => {
    const table = decode(composePoster("a red sneaker on a wooden table", []).bytes);
    const podium = decode(composePoster("a red sneaker", []).bytes);
    expect(composePoster("a red sneaker on a wooden table", []).understood).toMatchObject({ setting: "wood" });
    const [r, g, b] = mean(table, [960, 1024]);
    expect(r - b).toBeGreaterThan(50);
    expect(g).toBeLessThan(r);
    expect(mean(podium, [960, 1024])).not.toEqual(mean(table, [960, 1024]));
  });

  it("paints 'on a white table' as a white table in front of the wall, not wood and not a white background", () => {
    for (const prompt of [
      "a red sneaker on a white table",
      "红色运动鞋放在白色桌子上",
      "une basket rouge sur une table blanche",
    ]) {
      const poster = composePoster(prompt, []);
      expect(poster.understood, prompt).toEqual({
        shape: "shoe",
        objectColor: "red",
        setting: "wood",
        surfaceColor: "white",
      });
      const d = decode(poster.bytes);
      // The table top: light and neutral (wood is brown: red well above blue).
      const [r, g, b] = mean(d, [960, 1024]);
      expect(Math.min(r, g, b), prompt).toBeGreaterThan(175);
      expect(Math.max(r, g, b) - Math.min(r, g, b), prompt).toBeLessThan(20);
      // Still a table: the wall behind it is not white, and the table's back edge is a visible line.
      expect(count(d, [255, 255, 255], 0, [0, 400]), prompt).toBeLessThan(400 * d.w * 0.5);
      const above = mean(d, [690, 696]);
      const edge = mean(d, [700, 703]);
      const onTop = mean(d, [712, 720]);
      expect(Math.abs(above[1] - onTop[1]) + Math.abs(edge[1] - onTop[1]), prompt).toBeGreaterThan(20);
    }
    // A white background is still white, and a wooden table still brown.
    expect(composePoster("a red sneaker on a white background", []).understood).toMatchObject({ background: "white" });
    expect(composePoster("a red sneaker on a white background", []).understood).not.toHaveProperty("setting");
    const wood = decode(composePoster("a red sneaker on a wooden table, white background", []).bytes);
    const [r, , b] = mean(wood, [960, 1024]);
    expect(r - b).toBeGreaterThan(50);
  });

  it("makes 'white background' white: every border pixel and the whole top half", () => {
    for (const prompt of ["red sneaker, white background", "红色运动鞋，白色背景"]) {
      const d = decode(composePoster(prompt, []).bytes);
      let darkest = 255;
      for (let y = 0; y < d.h; y++)
        for (const x of [0, d.w - 1])
          darkest = Math.min(darkest, ...d.px.subarray((y * d.w + x) * 4, (y * d.w + x) * 4 + 3));
      for (let x = 0; x < d.w; x++)
        for (const y of [0, d.h - 1])
          darkest = Math.min(darkest, ...d.px.subarray((y * d.w + x) * 4, (y * d.w + x) * 4 + 3));
      expect(darkest, prompt).toBe(255);
      expect(count(d, [255, 255, 255], 0, [0, 400]), prompt).toBe(400 * d.w);
    }
  });
});

/** An anti-aliased red disc on a green backdrop, as a photo or a render gives it. */
function discOnGreen(size = 120): { width: number; height: number; rgba: Uint8Array } {
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const cover = Math.min(1, Math.max(0, 40.5 - Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)));
      const c = [200 * cover + 40 * (1 - cover), 30 * cover + 180 * (1 - cover), 40 * cover + 60 * (1 - cover)];
      rgba.set([...c.map(Math.round), 255], (y * size + x) * 4);
    }
  return { width: size, height: size, rgba };
}

describe("the platform matte: background removal leaves no ring", () => {
  it("a red disc cut off green and put on white has no green rim", () => {
    const onWhite = composite(cutOutBitmap(discOnGreen()), [255, 255, 255]);
    let greenish = 0;
    for (let i = 0; i < onWhite.rgba.length; i += 4) {
      const [r, g, b] = onWhite.rgba.subarray(i, i + 3);
      if (g - Math.max(r, b) > 12) greenish++;
    }
    expect(greenish).toBe(0);
  });
});

describe("expand: no mirrored seam", () => {
  it("does not reflect a stripe near the edge into the new area", () => {
    const w = 64,
      h = 48,
      rgba = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        rgba.set(x >= 2 && x <= 3 ? [220, 20, 20, 255] : [120, 120, 120, 255], (y * w + x) * 4);
    const at = placementFor(w, h, "16:9");
    const out = expandBitmap({ width: w, height: h, rgba }, at);
    // A mirror puts the stripe 2–3 px outside the left edge; the held edge is plain grey there.
    for (let y = at.top + 4; y < at.top + h - 4; y++)
      for (const dx of [3, 4]) {
        const i = (y * out.width + at.left - dx) * 4;
        expect(out.rgba[i] - out.rgba[i + 1], `row ${y}, ${dx} px out`).toBeLessThan(40);
      }
  });
});

describe("demo refinement: a background colour and a colour", () => {
  it("reads 背景换成浅蓝色 and make it blue, and keeps 黑白 black and white", () => {
    expect(parseInstruction("背景换成浅蓝色")).toEqual([{ kind: "background", colour: "blue", light: true }]);
    expect(parseInstruction("make it blue")).toEqual([{ kind: "recolour", colour: "blue", light: false }]);
    expect(parseInstruction("变成黑白")).toEqual(["grayscale"]);
  });

  it("puts the product on light blue, and turns it blue", async () => {
    const poster = composePoster("red sneaker, white background", []).bytes;
    const engine = createBuiltinEngine();
    const bg = decode((await engine.refine({ image: poster, instruction: "背景换成浅蓝色" } as never)).bytes);
    const corner = [...bg.px.subarray(0, 3)];
    expect(corner[2]).toBeGreaterThan(corner[0] + 40);
    const blue = decode((await engine.refine({ image: poster, instruction: "make it blue" } as never)).bytes);
    // The red shoe's pixels are now blue: more blue than red where the shoe was red.
    const red = decode(poster);
    let turned = 0;
    let wasRed = 0;
    for (let i = 0; i < red.px.length; i += 4)
      if (red.px[i] > 150 && red.px[i + 1] < 80) {
        wasRed++;
        if (blue.px[i + 2] > blue.px[i]) turned++;
      }
    expect(wasRed).toBeGreaterThan(5_000);
    expect(turned / wasRed).toBeGreaterThan(0.9);
  });
});
