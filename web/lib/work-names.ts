// What a work is called, in the current UI language at display time. Works store ids (room
// type, interior style, story style, art style) next to the prompt the engine was given; the
// names come from messages and the styles list, never from text stored when it was made.
import { m } from "@/paraglide/messages.js";
import type { InteriorStyle, RoomType, StoryStyle } from "../../shared/choices";
import { styleName as localizedStyleName, useStyles, type Style } from "./styles";
import type { Work } from "./works";

export const ROOM_NAMES: Record<RoomType, () => string> = {
  living_room: m.room_living_room,
  bedroom: m.room_bedroom,
  kitchen: m.room_kitchen,
  bathroom: m.room_bathroom,
  office: m.room_office,
  dining_room: m.room_dining_room,
};

export const INTERIOR_STYLE_NAMES: Record<InteriorStyle, () => string> = {
  modern: m.interior_modern,
  scandinavian: m.interior_scandinavian,
  industrial: m.interior_industrial,
  chinese: m.interior_chinese,
  japanese: m.interior_japanese,
  luxury: m.interior_luxury,
  farmhouse: m.interior_farmhouse,
  french: m.interior_french,
};

export const STORY_STYLE_NAMES: Record<StoryStyle, () => string> = {
  fairy_tale: m.story_style_fairy_tale,
  sci_fi: m.story_style_sci_fi,
  adventure: m.story_style_adventure,
  educational: m.story_style_educational,
};

const nameIn = <K extends string>(names: Record<K, () => string>, id: unknown) =>
  typeof id === "string" && Object.hasOwn(names, id) ? names[id as K]() : undefined;

export const roomName = (id: unknown) => nameIn(ROOM_NAMES, id);
export const interiorStyleName = (id: unknown) => nameIn(INTERIOR_STYLE_NAMES, id);
export const storyStyleName = (id: unknown) => nameIn(STORY_STYLE_NAMES, id);

/** "Living room · Industrial" for a room design, when both ids are known. */
export function roomDesignName(roomType: unknown, designStyle: unknown) {
  const room = roomName(roomType);
  const style = interiorStyleName(designStyle);
  return room && style ? m.work_interior_title({ room, style }) : undefined;
}

/** An art style's name from the styles list (admin-managed); undefined when it is not listed. */
export type ArtStyleName = (id: string) => string | undefined;

export const artStyleNamer =
  (styles: Style[] | null): ArtStyleName =>
  (id) => {
    const style = styles?.find((s) => s.id === id);
    return style ? localizedStyleName(style) : undefined;
  };

type Named = Pick<Work, "source" | "prompt" | "style" | "metadata">;

/**
 * A work's title: a room design is its room and style, an art-studio work its style (the name
 * stored at creation only when the style is gone), a book its own title, a product image its prompt.
 */
export function workTitle(work: Named, artStyle: ArtStyleName): string {
  if (work.source === "interior")
    return roomDesignName(work.metadata.roomType, work.metadata.designStyle) ?? m.library_filter_interior();
  if (work.source === "art_studio" && work.style) return artStyle(work.style) ?? work.prompt;
  return work.prompt;
}

/** The style a work was made in, named; null when it has none. */
export function workStyleName(work: Named, artStyle: ArtStyleName): string | null {
  if (!work.style) return null;
  if (work.source === "interior") return interiorStyleName(work.style) ?? work.style;
  if (work.source === "storybook") return storyStyleName(work.style) ?? work.style;
  return artStyle(work.style) ?? (work.source === "art_studio" ? work.prompt : work.style);
}

/** The art style names for the current language, from the styles list (loaded once). */
export function useArtStyleName(): ArtStyleName {
  return artStyleNamer(useStyles());
}
