// Writing a storybook from templates: the language's pack (nearest match, else English),
// the beats a book of 4, 6 or 8 pages tells, the hero read from the idea woven into each
// one; an idea with a goal (./idea.ts) is told with the goal beats, every page about it. Every
// choice comes from a hash of the idea, so the same request always gives the same book.

import type { Story, StoryRequest, StoryStyle } from "../../engines/types";
import { hashString } from "../seed";
import { readIdea } from "./idea";
import type { TextReader } from "../../platform/texts";
import { loadStoryPack, STORY_LANGUAGES, type StoryPack } from "./pack";

/**
 * Beat indices per book length (0 beginning, 1 problem, 2 journey, 3 challenge, 4 helper,
 * 5 turning point, 6 resolution, 7 ending). Six pages keep one of the three middle beats.
 */
export function beatsFor(numPages: number, seed: number): number[] {
  if (numPages <= 4) return [0, 1, 5, 7];
  if (numPages <= 6) return [0, 1, 2 + (seed % 3), 5, 6, 7];
  return [0, 1, 2, 3, 4, 5, 6, 7];
}

/** Exact tag, else the same language in another region (pt-PT → pt-BR), else English. */
export function resolveLanguage(language: string): string {
  const tag = (language ?? "").trim().replace("_", "-").toLowerCase();
  const exact = STORY_LANGUAGES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const base = tag.split("-")[0];
  return STORY_LANGUAGES.find((l) => l.split("-")[0].toLowerCase() === base) ?? "en-US";
}

/** Trimmed, single-spaced, without a closing full stop that would double the template's. */
export function cleanIdea(idea: string): string {
  return (idea ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.。．!！]+$/u, "")
    .trim();
}

/** True when the syllable (Hangul) ends in a final consonant; non-Hangul counts as a vowel. */
function hasFinalConsonant(word: string): boolean {
  const code = word.codePointAt(word.length - 1) ?? 0;
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
}

/**
 * Replaces {idea} (the hero), Korean {idea|은|는} placeholders and {goal}; the result's first
 * letter is capitalised.
 */
export function fillTemplate(template: string, idea: string, goal = ""): string {
  const text = template
    .replace(/\{idea(?:\|([^|}]*)\|([^}]*))?\}/g, (_m, afterConsonant?: string, afterVowel?: string) =>
      afterConsonant === undefined ? idea : idea + (hasFinalConsonant(idea) ? afterConsonant : afterVowel),
    )
    .replaceAll("{goal}", goal);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function packFor(readText: TextReader, language: string): Promise<StoryPack> {
  return loadStoryPack(readText, resolveLanguage(language));
}

export async function writeStory(
  readText: TextReader,
  { idea, style, numPages, language }: StoryRequest,
): Promise<Story> {
  const pack = await packFor(readText, language);
  const written = cleanIdea(idea) || pack.defaultIdea;
  // The same seed as the illustrations (./illustrate.ts), so text and pictures tell the same beats.
  const seed = hashString(written.toLowerCase());
  const { first, later, goal } = readIdea(written, pack);
  const s: StoryStyle = style in pack.beats ? style : "fairy_tale";
  // A goal is the plot: every page is about it, from the wish to the wish come true.
  const templates = goal ? pack.goalBeats : pack.beats[s];
  const pages = beatsFor(numPages, seed >>> 8).map((beat, i) =>
    fillTemplate(templates[beat], i === 0 ? first : later, goal),
  );
  const titles = pack.titles[s];
  const title = goal ? pack.goal.title : titles[seed % titles.length];
  // English titles are in title case, the hero's words too ("The Little Fox and the Big Wish").
  const hero = resolveLanguage(language) === "en-US" ? titleCase(later) : later;
  return { title: fillTemplate(title, hero, goal), pages };
}

const SMALL_WORDS = new Set(["a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "who"]);

/** Each word capitalised but the small ones (the title's first letter is capitalised anyway). */
function titleCase(text: string) {
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) =>
    SMALL_WORDS.has(word.toLowerCase()) ? word : word.charAt(0).toLocaleUpperCase("en") + word.slice(1),
  );
}
