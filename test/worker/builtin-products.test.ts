// The demo engine draws what the prompt names: the product's shape from its kind, the named
// colour on the product and the named background behind it, measured on the decoded PNG.
import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinEngine } from "../../worker/demo-engine/engine";
import { DEMO_SHAPES, type DemoShape } from "../../worker/demo-engine/prompt/vocabulary";
import { decode, type Decoded } from "./support/pixels";

const engine = createBuiltinEngine();
const generate = (prompt: string) =>
  engine.generate({ prompt, referenceImages: [], temperature: 0.7, maxTokens: 2048 });

type Box = { x0: number; y0: number; x1: number; y1: number };
/** The sky above the product (the 1024² poster's product stands on a podium in the lower half). */
const SKY: Box = { x0: 312, y0: 60, x1: 712, y1: 260 };
/** The sneaker's upper, between its laces and its sole. */
const UPPER: Box = { x0: 330, y0: 610, x1: 760, y1: 700 };

const isRed = (r: number, g: number, b: number) => r > 120 && r > 2 * g && r > 2 * b;
const isWhite = (r: number, g: number, b: number) =>
  Math.min(r, g, b) > 205 && Math.max(r, g, b) - Math.min(r, g, b) < 25;

function share(d: Decoded, box: Box, test: (r: number, g: number, b: number) => boolean): number {
  let hit = 0;
  let n = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++, n++) {
      const i = (y * d.w + x) * 4;
      if (test(d.px[i], d.px[i + 1], d.px[i + 2])) hit++;
    }
  return hit / n;
}

/** Which pixels are red, and the box around them. */
function redMask(d: Decoded) {
  const mask = new Uint8Array(d.w * d.h);
  const box = { x0: d.w, y0: d.h, x1: 0, y1: 0 };
  for (let y = 0; y < d.h; y++)
    for (let x = 0; x < d.w; x++) {
      const i = (y * d.w + x) * 4;
      if (!isRed(d.px[i], d.px[i + 1], d.px[i + 2])) continue;
      mask[y * d.w + x] = 1;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x);
      box.y1 = Math.max(box.y1, y);
    }
  return { mask, area: mask.reduce((a, v) => a + v, 0), width: box.x1 - box.x0, height: box.y1 - box.y0 };
}

function overlap(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return both / either;
}

describe("demo engine: colours bound to what they describe", () => {
  it.each(["red sneaker on a white background", "红色运动鞋，白色背景"])(
    "%s: a red shoe on white, and says so",
    async (prompt) => {
      const out = await generate(prompt);
      expect(out.understood).toEqual({ shape: "shoe", objectColor: "red", background: "white" });
      const d = decode(out.bytes);
      expect(share(d, UPPER, isRed)).toBeGreaterThan(0.7);
      expect(share(d, SKY, isWhite)).toBeGreaterThan(0.95);
      expect(share(d, SKY, isRed)).toBe(0);
    },
  );

  it("swapped words swap the colours: a white shoe on red", async () => {
    const out = await generate("white sneaker on a red background");
    expect(out.understood).toEqual({ shape: "shoe", objectColor: "white", background: "red" });
    const d = decode(out.bytes);
    expect(share(d, SKY, isRed)).toBeGreaterThan(0.95);
    expect(share(d, UPPER, (r, g, b) => Math.min(r, g, b) > 170)).toBeGreaterThan(0.6);
    expect(share(d, UPPER, isRed)).toBeLessThan(0.05);
  });
});

describe("demo engine: the product's kind chooses the shape", () => {
  const words: Record<DemoShape, string> = {
    shoe: "sneaker",
    bag: "handbag",
    cup: "mug",
    bottle: "bottle",
    jar: "jar",
    box: "box",
    phone: "phone",
    watch: "watch",
    headphones: "headphones",
    perfume: "perfume",
    cosmetics: "lipstick",
    sphere: "ball",
  };
  const masks = {} as Record<DemoShape, ReturnType<typeof redMask>>;

  beforeAll(async () => {
    for (const shape of DEMO_SHAPES) {
      const out = await generate(`red ${words[shape]} on a white background`);
      expect(out.understood, shape).toEqual({ shape, objectColor: "red", background: "white" });
      masks[shape] = redMask(decode(out.bytes));
    }
  }, 120_000);

  it("paints each of the 12 kinds as a red product of real size", () => {
    for (const shape of DEMO_SHAPES) expect(masks[shape].area, shape).toBeGreaterThan(15_000);
  });

  it("gives the kinds their proportions: a long shoe, a tall bottle and phone, a round ball", () => {
    const ratio = (s: DemoShape) => masks[s].width / masks[s].height;
    expect(ratio("shoe")).toBeGreaterThan(2);
    expect(ratio("bottle")).toBeLessThan(0.6);
    expect(ratio("phone")).toBeLessThan(0.6);
    expect(ratio("sphere")).toBeGreaterThan(0.9);
    expect(ratio("sphere")).toBeLessThan(1.1);
  });

  it("draws no two kinds alike", () => {
    const alike: string[] = [];
    for (let i = 0; i < DEMO_SHAPES.length; i++)
      for (let j = i + 1; j < DEMO_SHAPES.length; j++) {
        const [a, b] = [DEMO_SHAPES[i], DEMO_SHAPES[j]];
        const o = overlap(masks[a].mask, masks[b].mask);
        if (o > 0.6) alike.push(`${a}/${b}: ${o.toFixed(2)}`);
      }
    expect(alike).toEqual([]);
  });

  it("says only what it read: nothing named, nothing claimed", async () => {
    expect((await generate("a cat in the snow")).understood).toEqual({});
  });
});
