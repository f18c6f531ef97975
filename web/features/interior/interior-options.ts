// Room types and design styles (spec §3), with their labels.
import { m } from "@/paraglide/messages.js";

export const ROOM_TYPES = [
  { id: "living_room", label: m.room_living_room },
  { id: "bedroom", label: m.room_bedroom },
  { id: "kitchen", label: m.room_kitchen },
  { id: "bathroom", label: m.room_bathroom },
  { id: "office", label: m.room_office },
  { id: "dining_room", label: m.room_dining_room },
] as const;

export const DESIGN_STYLES = [
  { id: "modern", label: m.interior_modern, swatch: "from-slate-200 to-slate-500" },
  { id: "scandinavian", label: m.interior_scandinavian, swatch: "from-stone-50 to-amber-200" },
  { id: "industrial", label: m.interior_industrial, swatch: "from-zinc-500 to-orange-900" },
  { id: "chinese", label: m.interior_chinese, swatch: "from-red-700 to-amber-500" },
  { id: "japanese", label: m.interior_japanese, swatch: "from-amber-100 to-lime-700" },
  { id: "luxury", label: m.interior_luxury, swatch: "from-neutral-900 to-yellow-500" },
  { id: "farmhouse", label: m.interior_farmhouse, swatch: "from-orange-50 to-amber-700" },
  { id: "french", label: m.interior_french, swatch: "from-pink-200 to-sky-300" },
] as const;

export type RoomTypeId = (typeof ROOM_TYPES)[number]["id"];
export type DesignStyleId = (typeof DESIGN_STYLES)[number]["id"];
