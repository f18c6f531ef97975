// The mask editor's model (web/features/region-edit): strokes paint and erase in the picture's
// pixels, undo / redo / clear step through them, and the export is a greyscale PNG at the
// picture's natural size whose pixels are exactly the painted area.
import { describe, expect, it } from "vitest";
import { createMaskPainter } from "@/features/region-edit/mask-painter";
import { maskPng } from "@/features/region-edit/mask-png";

const at = (x: number, y: number) => ({ x, y });
const pixel = (p: ReturnType<typeof createMaskPainter>, x: number, y: number) => p.painted[y * p.width + x];

/** Reads back the greyscale PNG maskPng writes: its size and one byte a pixel. */
async function readPng(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  expect([png[24], png[25]]).toEqual([8, 0]);
  const idatLength = view.getUint32(33);
  expect(String.fromCharCode(...png.subarray(37, 41))).toBe("IDAT");
  const data = png.slice(41, 41 + idatLength);
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new DecompressionStream("deflate"));
  const rows = new Uint8Array(await new Response(stream).arrayBuffer());
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) pixels.set(rows.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  return { width, height, pixels };
}

describe("the mask painter", () => {
  it("paints a stroke without gaps, erases part of it, and undoes and redoes each step", () => {
    const p = createMaskPainter(100, 60);
    p.begin("paint", 10, at(10, 30));
    p.extend(at(90, 30));
    p.end();
    expect([pixel(p, 10, 30), pixel(p, 50, 30), pixel(p, 89, 30), pixel(p, 50, 10)]).toEqual([255, 255, 255, 0]);
    const painted = p.area();
    p.begin("erase", 20, at(50, 30));
    p.end();
    expect(pixel(p, 50, 30)).toBe(0);
    expect(pixel(p, 20, 30)).toBe(255);
    expect(p.area()).toBeLessThan(painted);
    p.undo();
    expect(pixel(p, 50, 30)).toBe(255);
    expect(p.area()).toBe(painted);
    expect(p.canRedo()).toBe(true);
    p.redo();
    expect(pixel(p, 50, 30)).toBe(0);
    p.undo();
    p.undo();
    expect(p.area()).toBe(0);
    expect(p.canUndo()).toBe(false);
  });

  it("clear is a step of its own that undo brings back; a new stroke drops the redo history", () => {
    const p = createMaskPainter(40, 40);
    p.begin("paint", 8, at(20, 20));
    p.end();
    const area = p.area();
    p.clear();
    expect(p.area()).toBe(0);
    p.undo();
    expect(p.area()).toBe(area);
    p.undo();
    expect(p.canRedo()).toBe(true);
    p.begin("paint", 4, at(5, 5));
    p.end();
    expect(p.canRedo()).toBe(false);
  });

  it("stays inside the picture when the brush goes over its edge", () => {
    const p = createMaskPainter(20, 10);
    p.begin("paint", 30, at(-5, -5));
    p.extend(at(40, 20));
    p.end();
    expect(p.area()).toBe(200);
  });
});

describe("the exported mask", () => {
  it("is a greyscale PNG at the natural size, white exactly where painted", async () => {
    const p = createMaskPainter(37, 23);
    p.begin("paint", 6, at(10, 10));
    p.extend(at(30, 12));
    p.end();
    const png = await readPng(await maskPng(p.painted, p.width, p.height));
    expect([png.width, png.height]).toEqual([37, 23]);
    expect([...png.pixels]).toEqual([...p.painted]);
  });
});
