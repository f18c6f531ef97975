// The shape of one language's story templates, shared by the 15 per-language files so a
// translator can review one file at a time.
//
// Placeholders: {idea} is replaced by the user's idea, verbatim. Korean marks particles that
// depend on the idea's last syllable as {idea|이|가}: the first form after a final consonant,
// the second after a vowel (see fillTemplate in ../write.ts).

import type { StoryStyle } from "../../../types";

/**
 * The eight beats of every story, in order: beginning, problem, journey, challenge, helper,
 * turning point, resolution, ending. Books of 4 or 6 pages use a subset (see BEATS_FOR), so
 * each beat must read well on its own.
 */
export type Beats = readonly [string, string, string, string, string, string, string, string];

export type StoryPack = {
  /** The hero when the idea is empty. */
  defaultIdea: string;
  /** Three title patterns per style; the idea's hash picks one. */
  titles: Record<StoryStyle, readonly [string, string, string]>;
  beats: Record<StoryStyle, Beats>;
};
