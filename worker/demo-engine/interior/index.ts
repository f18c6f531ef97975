// The demo interior designer: decodes the room photo, shrinks it to working size (long side
// ≤ 1024, aspect kept), grades it in the chosen design look, sketches the room type's furniture
// over it (a bed, a kitchen's cabinets, a desk…) and encodes a PNG. Photon only decodes,
// resizes and encodes; the grading and drawing are TypeScript.

import type { RoomDesigner, RoomType } from "../../engines/types";
import { decodeImage, encodePng } from "../../platform/image/decode";
import { BUILTIN_MODEL } from "../engine";
import { createCanvas } from "../pixels";
import { type Raster, rasterFromImage } from "../styles/raster";
import { tint } from "../styles/tone";
import { MATERIALS } from "./materials";
import { furnish } from "./furniture";
import { LOOKS } from "./looks";

/**
 * The room's use nudges the light after the look is set, small enough that the style still
 * dominates: kitchens and bathrooms read brighter, bedrooms warmer, offices a touch cooler.
 */
const ROOM_LIGHT: Record<RoomType, { mul: [number, number, number]; add: number }> = {
  living_room: { mul: [1, 1, 1], add: 0 },
  dining_room: { mul: [1.02, 1, 0.98], add: 0 },
  kitchen: { mul: [1.02, 1.02, 1.02], add: 4 },
  bathroom: { mul: [1.01, 1.02, 1.03], add: 5 },
  bedroom: { mul: [1.03, 1, 0.95], add: 0 },
  office: { mul: [0.98, 1, 1.03], add: 2 },
};

export function createBuiltinRoomDesigner(): RoomDesigner {
  return {
    name: "builtin",
    model: BUILTIN_MODEL,
    async redesignRoom({ image, roomType, designStyle }) {
      const look = LOOKS[designStyle] ?? LOOKS.modern;
      const img = decodeImage(image, "room photo");
      let r: Raster;
      try {
        r = rasterFromImage(img);
      } finally {
        img.free();
      }
      look(r);
      const light = ROOM_LIGHT[roomType] ?? ROOM_LIGHT.living_room;
      tint(r, light.mul, [light.add, light.add, light.add]);
      const c = createCanvas(r.w, r.h);
      for (let i = 0, j = 0; j < r.rgb.length; i += 4, j += 3) {
        c.data[i] = r.rgb[j];
        c.data[i + 1] = r.rgb[j + 1];
        c.data[i + 2] = r.rgb[j + 2];
        c.data[i + 3] = 255;
      }
      furnish(c, roomType, MATERIALS[designStyle] ?? MATERIALS.modern);
      const rgba = new Uint8Array(c.data.buffer, c.data.byteOffset, c.data.byteLength);
      return { bytes: encodePng(rgba, r.w, r.h), width: r.w, height: r.h };
    },
  };
}
