// Where the visible label goes (shared/label-plate.ts): a bottom corner at the
// standard's size, and never over what must stay untouched (a seller's product) while a corner is
// free of it. Checked on the pixels drawLabel writes, not only on the box it returns.
import { describe, expect, it } from "vitest";
import { drawLabel, labelBox, type KeepOut, type LabelMask } from "../../shared/label-plate";

/** A 40 × 10 mask, fully covered: every pixel of the text's box is ink. */
const MASK: LabelMask = { width: 40, height: 10, alpha: new Uint8Array(400).fill(255) };

/** A mid-grey opaque picture. */
const picture = (width: number, height: number) => new Uint8Array(width * height * 4).fill(128);

/** The pixels drawLabel changed inside `area`. */
function changedInside(px: Uint8Array, width: number, area: KeepOut): number {
  let changed = 0;
  for (let y = area.y; y < area.y + area.height; y++)
    for (let x = area.x; x < area.x + area.width; x++) if (px[(y * width + x) * 4] !== 128) changed++;
  return changed;
}

describe("the visible label's place", () => {
  it("is the bottom-right corner when nothing is kept out, at least 5% of the shorter side tall", () => {
    const box = labelBox(1000, 600, MASK);
    expect(box.x + box.width).toBeLessThanOrEqual(1000);
    expect(box.x).toBeGreaterThan(500);
    expect(box.y).toBeGreaterThan(300);
    expect(box.textHeight).toBeGreaterThanOrEqual(30);
  });

  it("moves to the bottom-left corner when the product stands in the bottom-right one", () => {
    const product: KeepOut = { x: 600, y: 300, width: 400, height: 300 };
    const px = picture(1000, 600);
    const box = drawLabel(px, 1000, 600, MASK, [product]);
    expect(box.x).toBeLessThan(500);
    expect(box.y).toBeGreaterThan(300);
    expect(changedInside(px, 1000, product)).toBe(0);
    expect(changedInside(px, 1000, box)).toBeGreaterThan(0);
  });

  it("goes to a top corner when the product fills the whole bottom edge", () => {
    const product: KeepOut = { x: 0, y: 350, width: 1000, height: 250 };
    const px = picture(1000, 600);
    const box = drawLabel(px, 1000, 600, MASK, [product]);
    expect(box.y).toBeLessThan(300);
    expect(changedInside(px, 1000, product)).toBe(0);
  });

  it("covers as little as it can when the product touches every corner", () => {
    const product: KeepOut = { x: 0, y: 0, width: 800, height: 760 };
    const box = labelBox(800, 800, MASK, [product]);
    // A bottom corner reaches below the product (which ends 40 px above the edge): it covers least.
    expect(box.y).toBeGreaterThan(400);
    expect(box.y + box.height).toBeGreaterThan(760);
  });

  it("stays inside the smallest and the most extreme pictures", () => {
    for (const [w, h] of [
      [1, 1],
      [16, 16],
      [4096, 256],
      [256, 4096],
      [2048, 2048],
    ]) {
      const box = labelBox(w, h, MASK, [{ x: 0, y: 0, width: w, height: Math.floor(h / 2) }]);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(w);
      expect(box.y + box.height).toBeLessThanOrEqual(h);
    }
  });
});
