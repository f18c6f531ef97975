// Room types and design styles (spec §3), with their labels (named once, in lib/work-names).
import { INTERIOR_STYLE_NAMES as STYLE, ROOM_NAMES as ROOM } from "@/lib/work-names";

export const ROOM_TYPES = [
  { id: "living_room", label: ROOM.living_room },
  { id: "bedroom", label: ROOM.bedroom },
  { id: "kitchen", label: ROOM.kitchen },
  { id: "bathroom", label: ROOM.bathroom },
  { id: "office", label: ROOM.office },
  { id: "dining_room", label: ROOM.dining_room },
] as const;

export const DESIGN_STYLES = [
  { id: "modern", label: STYLE.modern, swatch: "from-slate-200 to-slate-500" },
  { id: "scandinavian", label: STYLE.scandinavian, swatch: "from-stone-50 to-amber-200" },
  { id: "industrial", label: STYLE.industrial, swatch: "from-zinc-500 to-orange-900" },
  { id: "chinese", label: STYLE.chinese, swatch: "from-red-700 to-amber-500" },
  { id: "japanese", label: STYLE.japanese, swatch: "from-amber-100 to-lime-700" },
  { id: "luxury", label: STYLE.luxury, swatch: "from-neutral-900 to-yellow-500" },
  { id: "farmhouse", label: STYLE.farmhouse, swatch: "from-orange-50 to-amber-700" },
  { id: "french", label: STYLE.french, swatch: "from-pink-200 to-sky-300" },
] as const;

export type RoomTypeId = (typeof ROOM_TYPES)[number]["id"];
export type DesignStyleId = (typeof DESIGN_STYLES)[number]["id"];
