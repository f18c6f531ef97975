// The shape of one language's story templates, shared by the 15 per-language files so a
// translator can review one file at a time.
//
// Placeholders: {idea} is replaced by the book's hero: the main character read from the idea
// ("a fox who wants to learn to fly" → a fox), or the whole idea when it names no goal; {goal}
// by that goal (to learn to fly). Korean marks particles that depend on the hero's last
// syllable as {idea|이|가}: the first form after a final consonant, the second after a vowel
// (see fillTemplate in ../write.ts).

import type { StoryStyle } from "../../../types";

/**
 * The eight beats of every story, in order: beginning, problem, journey, challenge, helper,
 * turning point, resolution, ending. Books of 4 or 6 pages use a subset (see BEATS_FOR), so
 * each beat must read well on its own.
 */
export type Beats = readonly [string, string, string, string, string, string, string, string];

/** How an idea names its hero and goal in this language. */
export type IdeaGrammar = {
  /** Patterns with named groups `hero` and `goal`, tried in order on the trimmed idea. */
  wants: readonly RegExp[];
  /** The hero as written → as the book names it on its first page and afterwards. */
  hero?: (written: string) => { first: string; later: string };
};

/** The sentences that carry the goal: the title, the wish (page 1), the wish come true (last page). */
export type GoalLines = { title: string; wish: string; reached: string };

export type StoryPack = {
  /** The hero when the idea is empty. */
  defaultIdea: string;
  idea: IdeaGrammar;
  goal: GoalLines;
  /** Between two sentences; "" for scripts written without spaces. */
  space?: string;
  /** Three title patterns per style; the idea's hash picks one. */
  titles: Record<StoryStyle, readonly [string, string, string]>;
  beats: Record<StoryStyle, Beats>;
};
