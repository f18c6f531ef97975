// One language's story templates: the text in worker/texts/story/<locale>.json (read from the
// asset store, see worker/platform/texts.ts) made ready to use, its patterns compiled once per isolate.
//
// Placeholders: {idea} is replaced by the book's hero: the main character read from the idea
// ("a fox who wants to learn to fly" → a fox), or the whole idea when it names no goal; {goal}
// by that goal (to learn to fly). Korean marks particles that depend on the hero's last
// syllable as {idea|이|가}: the first form after a final consonant, the second after a vowel
// (see fillTemplate in ./write.ts).

import { LOCALES } from "../../../shared/locales";
import type { TextReader } from "../../platform/texts";
import type { StoryStyle } from "../../engines/types";
import { asName, definite, thenDropping } from "./idea";

/** Every UI language has a story file (test/worker/builtin-story.test.ts checks it). */
export const STORY_LANGUAGES: readonly string[] = LOCALES;

/**
 * The eight beats of every story, in order: beginning, problem, journey, challenge, helper,
 * turning point, resolution, ending. Books of 4 or 6 pages use a subset (see beatsFor), so
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

/** The title of a book whose idea names a goal. */
export type GoalLines = { title: string };

export type StoryPack = {
  /** The hero when the idea is empty. */
  defaultIdea: string;
  idea: IdeaGrammar;
  goal: GoalLines;
  /**
   * The eight beats of a book whose idea names a goal: every one is about that goal ({goal}),
   * from the wish on the first page to the wish come true, so the plot never wanders off it.
   */
  goalBeats: Beats;
  /** Between two sentences; "" for scripts written without spaces. */
  space?: string;
  /** Three title patterns per style; the idea's hash picks one. */
  titles: Record<StoryStyle, readonly [string, string, string]>;
  beats: Record<StoryStyle, Beats>;
};

/** A regular expression in the JSON: its source and flags. */
type Pattern = readonly [source: string, flags?: string];

/**
 * How the language names its hero: like a name (an article dropped, the first letter capitalised,
 * «Zorro» on every page), introduced and then referred back to ("a fox", then "the fox"), or
 * made definite word by word (Arabic "قطة صغيرة", then "القطة الصغيرة"; `relatives`: the relative
 * pronoun a describing clause takes, by its verb's prefix, ./idea.ts `definite`).
 */
type HeroRule =
  | { asName: Pattern | null }
  | { refersBack: Pattern; as?: string }
  | { definite: string; relatives?: Record<string, string> };

/** The shape of worker/texts/story/<locale>.json. */
export type StoryPackText = Omit<StoryPack, "idea"> & {
  $comment?: string;
  idea: { wants: readonly Pattern[]; hero?: HeroRule };
};

const compile = ([source, flags]: Pattern) => new RegExp(source, flags);

function heroRule(rule: HeroRule | undefined): IdeaGrammar["hero"] {
  if (!rule) return undefined;
  if ("definite" in rule) return definite(rule.definite, rule.relatives);
  if ("asName" in rule) return asName(rule.asName ? compile(rule.asName) : undefined);
  return thenDropping(compile(rule.refersBack), rule.as);
}

export function toStoryPack({ $comment: _, idea, ...text }: StoryPackText): StoryPack {
  return { ...text, idea: { wants: idea.wants.map(compile), hero: heroRule(idea.hero) } };
}

const packs = new Map<string, Promise<StoryPack>>();

/** The templates of `language`, one of STORY_LANGUAGES. */
export function loadStoryPack(readText: TextReader, language: string): Promise<StoryPack> {
  let pack = packs.get(language);
  if (!pack) {
    pack = readText<StoryPackText>(`story/${language}.json`).then(toStoryPack);
    packs.set(language, pack);
    pack.catch(() => packs.delete(language));
  }
  return pack;
}
