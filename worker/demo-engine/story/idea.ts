// Reads a storybook idea as a main character and a goal, in the book's language: "一只想去月球
// 的小兔子" is 小兔子 who wants 去月球, "a fox who wants to learn to fly" is a fox whose goal is
// to learn to fly. The story is then told about the character, with the goal as its wish;
// an idea that names no goal stays the hero as the user wrote it.

import type { StoryPack } from "./pack";

export type IdeaReading = { first: string; later: string; goal?: string };

/** For languages that frame the hero like a name: «Zorro», „Kleiner Fuchs“. */
export function asName(article?: RegExp): (written: string) => { first: string; later: string } {
  return (written) => {
    const bare = (article ? written.replace(article, "").trim() : written) || written;
    const name = bare.charAt(0).toLocaleUpperCase() + bare.slice(1);
    return { first: name, later: name };
  };
}

/** For languages that introduce the hero and then refer back to it: "a fox", then "the fox". */
export function thenDropping(article: RegExp, replacement = ""): (written: string) => { first: string; later: string } {
  return (written) => ({ first: written, later: written.replace(article, replacement).trim() || written });
}

/**
 * For languages that mark a known noun phrase on each word: Arabic "قطة صغيرة" (a little cat),
 * then "القطة الصغيرة" (the little cat). A describing clause after the noun phrase ("قطة صغيرة
 * تحب النجوم", a little cat that loves the stars) starts at a verb: a later word that begins with
 * one of `relatives`' prefixes (the verb's person) and has words after it, since a last word so
 * spelled is more likely an adjective ("قطة تائهة", a lost cat). The clause stays as written,
 * after the relative pronoun that person takes: "القطة الصغيرة التي تحب النجوم".
 */
export function definite(
  article: string,
  relatives: Readonly<Record<string, string>> = {},
): (written: string) => { first: string; later: string } {
  const prefixes = Object.keys(relatives);
  return (written) => {
    const words = written.split(/\s+/);
    const clause = words.findIndex(
      (word, i) => i > 0 && i < words.length - 1 && prefixes.some((prefix) => word.startsWith(prefix)),
    );
    const noun = (clause < 0 ? words : words.slice(0, clause))
      .map((word) => (word.startsWith(article) ? word : article + word))
      .join(" ");
    if (clause < 0) return { first: written, later: noun };
    const relative = relatives[prefixes.find((prefix) => words[clause].startsWith(prefix))!];
    return { first: written, later: `${noun} ${relative} ${words.slice(clause).join(" ")}` };
  };
}

export function readIdea(idea: string, pack: StoryPack): IdeaReading {
  for (const pattern of pack.idea.wants) {
    const m = pattern.exec(idea);
    const hero = m?.groups?.hero?.trim();
    // A goal may be written around its verb (Dutch "naar ze toe wil vliegen"): `goalEnd` is its last part.
    const goal = [m?.groups?.goal, m?.groups?.goalEnd]
      .filter(Boolean)
      .join(" ")
      .trim()
      .replace(/[.。!！]+$/u, "");
    if (!hero || !goal) continue;
    return { ...(pack.idea.hero?.(hero) ?? { first: hero, later: hero }), goal };
  }
  return { first: idea, later: idea };
}
