// Text as the refused-terms list compares it, so trivial evasions fail: NFKC folds full-width
// and half-width forms, ligatures and compatibility letters into their plain forms ("ＡＢＣ" and
// "ABC", "ｶﾀｶﾅ" and "カタカナ"); characters that draw nothing (zero-width spaces and joiners,
// soft hyphens, BOMs, variation selectors, bidi controls) are dropped; case is folded; runs of
// whitespace become one space. Chinese, Japanese and Thai write no spaces between words, so a term
// in those scripts is found anywhere in the text, even with spaces or punctuation put between its
// characters ("赌 博", "赌-博"); a Latin, Cyrillic… term must stand as a whole word ("ass" does not
// refuse "class").

/** Format characters and default-ignorables (U+200B–U+200F, U+2060, U+FEFF, U+00AD, U+FE0F…), controls. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;
/** Scripts written without spaces between words. */
const UNSPACED_CLASS =
  "[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}]";
const UNSPACED = new RegExp(UNSPACED_CLASS, "u");
const UNSPACED_ALL = new RegExp(UNSPACED_CLASS, "gu");
/** What may be put between the characters of an unspaced term to hide it. */
const SEPARATORS = /[\s\p{P}\p{S}]/gu;

export function normalizeForMatching(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, (ch) => (/\s/.test(ch) ? " " : ""))
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type TermMatcher = (text: string) => string | undefined;

/** One matcher for the whole list: the first term found in a text, or undefined. */
export function termMatcher(terms: readonly string[]): TermMatcher {
  const unspaced: string[] = [];
  const worded: string[] = [];
  for (const term of terms) {
    const normal = normalizeForMatching(term);
    if (!normal) continue;
    if (UNSPACED.test(normal)) {
      const compact = normal.replace(SEPARATORS, "");
      if (compact) unspaced.push(compact);
    } else {
      worded.push(normal);
    }
  }
  // Whole words: no letter, digit or mark may touch either end of the term.
  const words = worded.length
    ? new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${worded.map(escape).join("|")})(?![\\p{L}\\p{N}\\p{M}])`, "u")
    : null;
  return (text) => {
    const normal = normalizeForMatching(text);
    const compact = normal.replace(SEPARATORS, "");
    const found = unspaced.find((term) => compact.includes(term));
    if (found) return found;
    // "买gun": a Chinese character next to a Latin word is a word boundary too.
    return words?.exec(normal.replace(UNSPACED_ALL, " "))?.[0];
  };
}
