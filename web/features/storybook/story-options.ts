import { m } from "@/paraglide/messages.js";

export const STORY_STYLES = [
  { id: "fairy_tale", label: m.story_style_fairy_tale },
  { id: "sci_fi", label: m.story_style_sci_fi },
  { id: "adventure", label: m.story_style_adventure },
  { id: "educational", label: m.story_style_educational },
] as const;
export type StoryStyleId = (typeof STORY_STYLES)[number]["id"];

export const PAGE_COUNTS = [4, 6, 8] as const;
/** Spec §9: 2 + 2 × pages (4 → 10, 6 → 14, 8 → 18). */
export const storybookCost = (pages: number) => 2 + 2 * pages;
