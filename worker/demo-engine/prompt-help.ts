// The demo engine's prompt help: no model, so it keeps the user's idea as written and adds a
// product photographer's defaults in the user's language (worker/texts/prompt-help/
// demo-phrases.json: subject detail, lighting, composition, lens, background, finish, written
// natively in each of the 15 languages; the SPA labels the result as the demo's suggestion).
// A background the idea already names (read as the demo engine reads prompts) is kept, not
// overwritten, and a suggestion improved again gains nothing twice. The phrases are in the UI's
// language when the idea is written in its script, else in the idea's own (an English idea in the
// Chinese UI gets English phrases): the answer is in one language, never two.
import { BASE_LOCALE, type Locale } from "../../shared/locales";
import type { TextReader } from "../platform/texts";
import { readPrompt } from "./prompt/read";
import type { PromptWriter } from "../engines/types";

export type PromptPhrases = {
  /** The opening phrase; {idea} is where the idea goes. */
  lead: string;
  detail: string;
  lighting: string;
  composition: string;
  lens: string;
  /** Left out when the idea already names a background. */
  background: string;
  finish: string;
  /** Between phrases, and after the last one. */
  separator: string;
  end: string;
};

/** Each script's letters, and the language its phrases are taken from when the UI writes another. */
const SCRIPTS: { letters: RegExp; locale: Locale }[] = [
  { letters: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, locale: "ja-JP" },
  { letters: /\p{Script=Hangul}/u, locale: "ko-KR" },
  { letters: /\p{Script=Han}/u, locale: "zh-CN" },
  { letters: /\p{Script=Arabic}/u, locale: "ar-SA" },
  { letters: /\p{Script=Devanagari}/u, locale: "hi-IN" },
  { letters: /\p{Script=Thai}/u, locale: "th-TH" },
  { letters: /\p{Script=Cyrillic}/u, locale: "ru-RU" },
  { letters: /\p{Script=Latin}/u, locale: "en-US" },
];
/** The scripts each UI language writes in (Japanese also in kanji alone); the rest write Latin. */
const WRITES_IN: Partial<Record<Locale, Locale[]>> = {
  "ja-JP": ["ja-JP", "zh-CN"],
  "ko-KR": ["ko-KR"],
  "zh-CN": ["zh-CN"],
  "ar-SA": ["ar-SA"],
  "hi-IN": ["hi-IN"],
  "th-TH": ["th-TH"],
  "ru-RU": ["ru-RU"],
};

/** The language to answer an idea in: the UI's when the idea uses its script, else the idea's script's. */
export function answerLanguage(idea: string, language: Locale): Locale {
  const own = WRITES_IN[language] ?? ["en-US"];
  const scripts = SCRIPTS.filter((s) => s.letters.test(idea)).map((s) => s.locale);
  if (scripts.length === 0 || scripts.some((s) => own.includes(s))) return language;
  return scripts[0];
}

/** The idea without the full stop it may end with, so the phrases continue the sentence. */
const withoutFinalStop = (idea: string) => idea.trim().replace(/[\s.。．!！?？।]+$/u, "");

export function createDemoPromptWriter(readText: TextReader): PromptWriter {
  return {
    name: "builtin",
    async enhancePrompt({ prompt, language }) {
      const table = await readText<Record<Locale, PromptPhrases>>("prompt-help/demo-phrases.json");
      const phrases = table[answerLanguage(prompt, language)] ?? table[BASE_LOCALE];
      const lead = (idea: string) => phrases.lead.replace("{idea}", idea);
      const idea = withoutFinalStop(prompt);
      const namesBackground = readPrompt(prompt).background !== undefined;
      // Improving an improved prompt adds nothing twice: the opening and each phrase once.
      const opening = idea.startsWith(lead("").trim()) ? idea : lead(idea);
      const added = [
        phrases.detail,
        phrases.lighting,
        phrases.composition,
        phrases.lens,
        ...(namesBackground ? [] : [phrases.background]),
        phrases.finish,
      ];
      return [opening, ...added.filter((phrase) => !idea.includes(phrase))].join(phrases.separator) + phrases.end;
    },
  };
}
