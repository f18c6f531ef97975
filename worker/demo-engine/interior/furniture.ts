// The demo designer's furniture sketch: one composition per room type, so a bedroom shows a
// bed and lamps, a kitchen its cabinets and pendants, an office a desk and shelves. It is
// drawn over the graded photo in the style's materials (./materials.ts), scaled to the room.

import type { RoomType } from "../../engines/types";
import { type Canvas, darken, ellipse, fillShape, lighten, roundedRect } from "../pixels";
import { capsule } from "../products/shade";
import type { RoomPalette } from "./materials";
import { bed, block, chair, floorShadow, lamp, pendant, plant, type Room, sofa, table } from "./furniture-parts";

function livingRoom(room: Room): void {
  const { cx, U, floor, p } = room;
  lamp(room, cx + 40 * U, floor - 50 * U, 4 * U, floor);
  sofa(room, cx, 58 * U);
  table(room, cx, 24 * U, 5 * U, lighten(p.main, 0.2));
  plant(room, cx - 40 * U, 5 * U);
}

function bedroom(room: Room): void {
  const { cx, U, floor, p } = room;
  bed(room, cx, 50 * U);
  for (const side of [-1, 1]) {
    const x = cx + side * 34 * U;
    block(room, x - 5 * U, floor - 15 * U, 10 * U, 15 * U, U, p.main);
    fillShape(room.c, roundedRect(x - 4 * U, floor - 8 * U, 8 * U, 0.5 * U, 0.25 * U), p.dark, 0.6);
    lamp(room, x, floor - 24 * U, 3 * U, floor - 15 * U);
  }
}

function kitchen(room: Room): void {
  const { c, cx, U, floor, p } = room;
  const w = c.width;
  const top = floor - 24 * U;
  for (const [x0, x1] of [
    [0.02 * w, 0.32 * w],
    [0.68 * w, 0.98 * w],
  ]) {
    block(room, x0, 3 * U, x1 - x0, 17 * U, 0.5 * U, lighten(p.main, 0.15));
    for (let x = x0 + 10 * U; x < x1 - 2 * U; x += 10 * U)
      fillShape(c, roundedRect(x - 0.2 * U, 3.5 * U, 0.4 * U, 16 * U, 0.2 * U), p.dark, 0.5);
  }
  for (const x of [cx - 12 * U, cx, cx + 12 * U]) pendant(room, x, 26 * U, 3.5 * U);
  block(room, 0, top, w, c.height - top, 0, p.main);
  for (let x = 12 * U; x < w; x += 12 * U)
    fillShape(c, roundedRect(x - 0.2 * U, top + 3 * U, 0.4 * U, c.height - top - 3 * U, 0.2 * U), p.dark, 0.5);
  for (let x = 6 * U; x < w; x += 12 * U)
    fillShape(c, capsule(x - 2.5 * U, top + 6 * U, x + 2.5 * U, top + 6 * U, 0.45 * U), p.metal);
  block(room, 0, top - 3 * U, w, 3.5 * U, 0, lighten(p.soft, 0.2));
  block(room, cx - 9 * U, top - 9 * U, 18 * U, 6 * U, U, p.metal);
}

function bathroom(room: Room): void {
  const { c, cx, U, floor, p } = room;
  fillShape(c, ellipse(cx, floor - 50 * U, 10 * U, 12.5 * U), p.accent);
  fillShape(c, ellipse(cx, floor - 50 * U, 8.8 * U, 11.2 * U), (x, y, out) => {
    const t = Math.max(0, Math.min(1, (x - cx + y - floor + 50 * U) / (26 * U) + 0.5));
    for (let k = 0; k < 3; k++) out[k] = 235 - 70 * t + (k === 2 ? 8 : 0);
  });
  floorShadow(room, cx, 34 * U, 2 * U);
  const tub = lighten(p.soft, 0.35);
  block(room, cx - 31 * U, floor - 22 * U, 62 * U, 4 * U, 2 * U, lighten(tub, 0.2));
  block(room, cx - 30 * U, floor - 19 * U, 60 * U, 16 * U, 7 * U, tub);
  for (const side of [-1, 1]) fillShape(c, ellipse(cx + side * 24 * U, floor - 2 * U, 2.5 * U, 2 * U), p.metal);
  fillShape(c, capsule(cx - 26 * U, floor - 22 * U, cx - 26 * U, floor - 30 * U, 0.9 * U), p.metal);
  fillShape(c, capsule(cx - 26 * U, floor - 30 * U, cx - 21 * U, floor - 30 * U, 0.9 * U), p.metal);
  plant(room, cx + 40 * U, 4.5 * U);
}

function office(room: Room): void {
  const { c, cx, U, floor, p } = room;
  const shelfX = cx - 46 * U;
  block(room, shelfX, floor - 58 * U, 16 * U, 58 * U, U, p.main);
  const spines = [p.accent, lighten(p.soft, 0.2), darken(p.accent, 0.3), p.metal, lighten(p.accent, 0.3)];
  for (let row = 0; row < 4; row++) {
    const y = floor - 56 * U + row * 14 * U;
    fillShape(c, roundedRect(shelfX + U, y + 11.5 * U, 14 * U, 1.2 * U, 0.3 * U), darken(p.main, 0.3));
    for (let i = 0; i < 5; i++)
      fillShape(
        c,
        roundedRect(
          shelfX + 1.5 * U + i * 2.6 * U,
          y + 2 * U + ((i + row) % 3) * U,
          2.2 * U,
          9.5 * U - ((i + row) % 3) * U,
          0.3 * U,
        ),
        spines[(i + row) % spines.length],
      );
  }
  fillShape(c, roundedRect(cx - 10 * U, floor - 44 * U, 20 * U, 13 * U, U), [28, 30, 36]);
  fillShape(c, roundedRect(cx - 9 * U, floor - 43 * U, 18 * U, 11 * U, 0.5 * U), (x, y, out) => {
    const t = (x - cx + 9 * U) / (18 * U);
    for (let k = 0; k < 3; k++) out[k] = p.accent[k] * (0.5 + 0.5 * t) + 40;
  });
  fillShape(c, capsule(cx, floor - 31 * U, cx, floor - 27 * U, 0.8 * U), p.metal);
  table(room, cx, 52 * U, 24 * U, p.main);
  block(room, cx + 12 * U, floor - 24 * U, 12 * U, 24 * U, 0.5 * U, darken(p.main, 0.1));
  fillShape(c, capsule(cx + 20 * U, floor - 27 * U, cx + 24 * U, floor - 36 * U, 0.4 * U), p.dark);
  lamp(room, cx + 24 * U, floor - 38 * U, 2 * U, floor - 36 * U);
  chair(room, cx - 6 * U, 12 * U, 14 * U, darken(p.accent, 0.2));
}

function diningRoom(room: Room): void {
  const { cx, U, floor, p } = room;
  pendant(room, cx, floor - 58 * U, 6 * U);
  for (const x of [cx - 12 * U, cx + 12 * U]) chair(room, x, 10 * U, 18 * U, darken(p.main, 0.15));
  table(room, cx, 54 * U, 19 * U, p.main);
  fillShape(room.c, ellipse(cx, floor - 25 * U, 3 * U, 3.5 * U), p.accent);
  for (const side of [-1, 1]) chair(room, cx + side * 33 * U, 10 * U, 18 * U, darken(p.main, 0.05));
  floorShadow(room, cx, 30 * U, 0.5 * U);
}

const LAYOUTS: Record<RoomType, (room: Room) => void> = {
  living_room: livingRoom,
  bedroom,
  kitchen,
  bathroom,
  office,
  dining_room: diningRoom,
};

/** Paints the room type's furniture onto the graded photo. */
export function furnish(c: Canvas, roomType: RoomType, p: RoomPalette): void {
  // U: 1/100 of the width, but never so large that a tall photo's furniture leaves the frame.
  const U = Math.min(c.width, c.height * 1.5) / 100;
  const room: Room = { c, p, U, floor: c.height * 0.97, cx: c.width / 2 };
  (LAYOUTS[roomType] ?? livingRoom)(room);
}
