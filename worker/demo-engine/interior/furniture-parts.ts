// Furniture silhouettes for the demo designer's sketch: flat, softly lit shapes in the style's
// materials (./materials.ts). Every size is in units U of the room (about 1/100 of
// its width) and every piece stands on `floor`.

import { type Canvas, darken, ellipse, fillShape, glow, lighten, type Rgb, roundedRect } from "../pixels";
import { capsule, clip, convex, face } from "../products/shade";
import type { RoomPalette } from "./materials";

export type Room = { c: Canvas; p: RoomPalette; U: number; floor: number; cx: number };

/** A softly lit rounded block; x and y are its top-left corner. */
export function block(
  { c }: Room,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  colour: Rgb,
  opacity = 1,
): void {
  fillShape(c, roundedRect(x, y, w, h, radius), face(colour, y, y + h, 0.12, 0.18), opacity);
}

export function floorShadow({ c, p, floor }: Room, cx: number, halfWidth: number, depth: number): void {
  fillShape(c, ellipse(cx, floor, halfWidth, depth), p.dark, 0.45, depth * 1.5);
}

export function sofa(room: Room, cx: number, width: number): void {
  const { U, floor, p } = room;
  const x = cx - width / 2;
  floorShadow(room, cx, width * 0.55, 2.5 * U);
  block(room, x, floor - 30 * U, width, 18 * U, 3 * U, p.main);
  const n = Math.max(2, Math.round(width / (18 * U)));
  const cw = (width - 6 * U) / n;
  for (let i = 0; i < n; i++)
    block(room, x + 3 * U + i * cw + 0.5 * U, floor - 27 * U, cw - U, 11 * U, 3 * U, lighten(p.main, 0.12));
  block(room, x + U, floor - 17 * U, width - 2 * U, 9 * U, 2 * U, lighten(p.main, 0.06));
  for (const ax of [x - 3 * U, x + width - 3 * U])
    block(room, ax, floor - 22 * U, 6 * U, 15 * U, 2.5 * U, darken(p.main, 0.08));
  for (const lx of [x + U, x + width - 3 * U]) block(room, lx, floor - 8 * U, 2 * U, 8 * U, 0.5 * U, p.dark);
  block(room, x + width * 0.15, floor - 25 * U, 7 * U, 7 * U, 2 * U, p.accent);
}

export function bed(room: Room, cx: number, width: number): void {
  const { U, floor, p } = room;
  const x = cx - width / 2;
  floorShadow(room, cx, width * 0.55, 2.5 * U);
  block(room, x + 3 * U, floor - 44 * U, width - 6 * U, 26 * U, 4 * U, p.main);
  for (let i = 1; i < 4; i++)
    fillShape(
      room.c,
      roundedRect(x + 3 * U + (i * (width - 6 * U)) / 4 - 0.3 * U, floor - 41 * U, 0.6 * U, 20 * U, 0.3 * U),
      darken(p.main, 0.25),
      0.6,
    );
  for (const side of [-1, 1])
    fillShape(
      room.c,
      ellipse(cx + side * width * 0.2, floor - 23 * U, width * 0.17, 3.8 * U),
      face(lighten(p.soft, 0.3), floor - 27 * U, floor - 19 * U),
    );
  block(room, x, floor - 21 * U, width, 16 * U, 3 * U, p.soft);
  block(room, x, floor - 21 * U, width, 4 * U, 2 * U, lighten(p.soft, 0.25));
  block(room, x, floor - 12 * U, width, 4 * U, 1 * U, p.accent, 0.9);
  block(room, x + U, floor - 6 * U, width - 2 * U, 6 * U, U, darken(p.main, 0.1));
}

export function table(room: Room, cx: number, width: number, height: number, colour: Rgb): void {
  const { U, floor, p } = room;
  const x = cx - width / 2;
  floorShadow(room, cx, width * 0.5, 1.5 * U);
  for (const lx of [x + 2 * U, x + width - 4 * U])
    block(room, lx, floor - height, 2 * U, height, 0.6 * U, darken(colour, 0.2));
  block(room, x, floor - height - 3 * U, width, 3 * U, U, colour);
  fillShape(room.c, roundedRect(x, floor - height, width, 0.8 * U, 0.4 * U), p.dark, 0.4);
}

/** A chair seen from the front; `back` is how far the backrest rises above the seat. */
export function chair(room: Room, cx: number, width: number, back: number, colour: Rgb): void {
  const { U, floor } = room;
  const x = cx - width / 2;
  floorShadow(room, cx, width * 0.6, U);
  for (const lx of [x + 0.5 * U, x + width - 2 * U])
    block(room, lx, floor - 11 * U, 1.5 * U, 11 * U, 0.5 * U, darken(colour, 0.3));
  block(room, x, floor - 11 * U - back, width, back, 2 * U, colour);
  block(room, x - 0.5 * U, floor - 13 * U, width + U, 3 * U, U, lighten(colour, 0.1));
}

/** A lampshade with its light; `stand` draws the pole or cord to (x, fromY). */
export function lamp(room: Room, x: number, y: number, size: number, fromY: number): void {
  const { c, U, p } = room;
  fillShape(c, capsule(x, fromY, x, y, 0.35 * U), p.dark);
  glow(c, x, y + size, size * 3.5, [255, 236, 190], 0.45);
  fillShape(
    c,
    convex([
      [x - size * 0.6, y - size * 0.5],
      [x + size * 0.6, y - size * 0.5],
      [x + size, y + size * 0.6],
      [x - size, y + size * 0.6],
    ]),
    face(lighten(p.soft, 0.2), y - size, y + size),
  );
}

/** A pendant light: cord from the ceiling and a dome. */
export function pendant(room: Room, x: number, y: number, size: number): void {
  const { c, U, p } = room;
  fillShape(c, capsule(x, 0, x, y, 0.25 * U), p.dark);
  glow(c, x, y + size * 0.6, size * 4, [255, 232, 180], 0.5);
  fillShape(
    c,
    clip(ellipse(x, y + size * 0.5, size, size * 0.9), (_x, py) => y + size * 0.5 - py),
    face(p.accent, y - size * 0.4, y + size * 0.5),
  );
}

export function plant(room: Room, x: number, size: number): void {
  const { c, U, floor, p } = room;
  const leaf: Rgb = [60, 110, 62];
  for (const [dx, dy, rx, ry] of [
    [-0.5, -2.2, 0.45, 0.9],
    [0.5, -2.1, 0.45, 0.85],
    [0, -2.6, 0.4, 0.95],
    [-0.9, -1.6, 0.5, 0.55],
    [0.9, -1.6, 0.5, 0.55],
  ])
    fillShape(
      c,
      ellipse(x + dx * size, floor + dy * size, rx * size, ry * size),
      face(leaf, floor - 3.5 * size, floor - size),
    );
  block(room, x - size * 0.55, floor - size * 1.2, size * 1.1, size * 1.2, 0.3 * size, p.main);
  floorShadow(room, x, size * 0.7, U);
}
