// Finds the vocabulary's words in a prompt: every product, colour, background and ignored word
// with its position, overlaps resolved longest-first. Word scripts (Latin, Cyrillic,
// Devanagari) match whole words; the others, written without spaces or with attached
// particles (Chinese, Japanese, Korean, Thai, Arabic), match anywhere.

import {
  BACKGROUND_AFTER_COLOUR,
  BACKGROUND_WORDS,
  COLOUR_WORDS,
  type DemoColour,
  type DemoShape,
  IGNORED_WORDS,
  SHAPE_WORDS,
} from "./vocabulary";

export type Hit =
  | { kind: "shape"; value: DemoShape; start: number; end: number }
  | { kind: "colour"; value: DemoColour; start: number; end: number }
  | { kind: "background" | "ignored"; value: null; start: number; end: number };

type Entry = { kind: Hit["kind"]; value: string | null; word: string; stem: boolean; wordScript: boolean };

const WORD_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}]/u;
const LETTER = /[\p{L}\p{M}]/u;
/** Kind order on equal length: a word we ignore or a product word wins over a colour inside it. */
const PRIORITY: Record<Hit["kind"], number> = { ignored: 0, shape: 1, background: 2, colour: 3 };

function entry(kind: Hit["kind"], value: string | null, raw: string): Entry {
  const stem = raw.endsWith("*");
  const word = (stem ? raw.slice(0, -1) : raw).normalize("NFC").toLowerCase();
  return { kind, value, word, stem, wordScript: WORD_SCRIPT.test(word) };
}

const ENTRIES: Entry[] = [
  ...IGNORED_WORDS.map((w) => entry("ignored", null, w)),
  ...Object.entries(SHAPE_WORDS).flatMap(([shape, words]) => words.map((w) => entry("shape", shape, w))),
  ...BACKGROUND_WORDS.map((w) => entry("background", null, w)),
  ...Object.entries(COLOUR_WORDS).flatMap(([colour, words]) => words.map((w) => entry("colour", colour, w))),
].sort((a, b) => b.word.length - a.word.length || PRIORITY[a.kind] - PRIORITY[b.kind]);

const isLetter = (ch: string | undefined) => ch !== undefined && LETTER.test(ch);

/** End of the match at `at`, or -1 when the word-script rules say it is part of another word. */
function endOf(text: string, at: number, e: Entry): number {
  let end = at + e.word.length;
  if (!e.wordScript) return end;
  if (isLetter(text[at - 1])) return -1;
  if (e.stem) {
    while (isLetter(text[end])) end++;
    return end;
  }
  // English-style plurals; Devanagari and Cyrillic entries list their forms.
  if (/[a-z]$/.test(e.word)) {
    if (text.startsWith("es", end) && !isLetter(text[end + 2])) return end + 2;
    if (text[end] === "s" && !isLetter(text[end + 1])) return end + 1;
  }
  return isLetter(text[end]) ? -1 : end;
}

/** The prompt in the form every match runs on. */
export const normalise = (prompt: string): string => prompt.normalize("NFC").toLowerCase();

/** Every word found, in text order; no two overlap. */
export function findWords(text: string): Hit[] {
  const taken = new Uint8Array(text.length);
  const hits: Hit[] = [];
  for (const e of ENTRIES) {
    for (let at = text.indexOf(e.word); at !== -1; at = text.indexOf(e.word, at + 1)) {
      const end = endOf(text, at, e);
      if (end < 0 || taken.subarray(at, end).some((t) => t)) continue;
      taken.fill(1, at, end);
      hits.push({ kind: e.kind, value: e.value, start: at, end } as Hit);
    }
  }
  // 白底 / 白色底: the 底 right after a colour is the background.
  for (const h of [...hits]) {
    if (h.kind !== "colour") continue;
    const m = BACKGROUND_AFTER_COLOUR.exec(text.slice(h.end));
    if (!m) continue;
    const at = h.end + m[0].length - 1;
    if (!taken[at]) {
      taken[at] = 1;
      hits.push({ kind: "background", value: null, start: at, end: at + 1 });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}
