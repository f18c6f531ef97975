// Room types and design styles (spec §3) in shared/choices' order, with their labels (named once,
// in lib/work-names) and each style's colour swatch.
import { INTERIOR_STYLES, ROOM_TYPES as ROOM_TYPE_IDS, type InteriorStyle } from "../../../shared/choices";
import { INTERIOR_STYLE_NAMES as STYLE, ROOM_NAMES as ROOM } from "@/lib/work-names";

const SWATCH: Record<InteriorStyle, string> = {
  modern: "from-slate-200 to-slate-500",
  scandinavian: "from-stone-50 to-amber-200",
  industrial: "from-zinc-500 to-orange-900",
  chinese: "from-red-700 to-amber-500",
  japanese: "from-amber-100 to-lime-700",
  luxury: "from-neutral-900 to-yellow-500",
  farmhouse: "from-orange-50 to-amber-700",
  french: "from-pink-200 to-sky-300",
};

export const ROOM_TYPES = ROOM_TYPE_IDS.map((id) => ({ id, label: ROOM[id] }));

export const DESIGN_STYLES = INTERIOR_STYLES.map((id) => ({ id, label: STYLE[id], swatch: SWATCH[id] }));
