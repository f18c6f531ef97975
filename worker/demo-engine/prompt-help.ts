// The demo engine's prompt help: no model, so it keeps the user's idea as written and adds a
// product photographer's defaults in the user's language (worker/texts/prompt-help/
// demo-phrases.json: subject detail, lighting, composition, lens, background, finish, written
// natively in each of the 15 languages; the SPA labels the result as the demo's suggestion).
// A background the idea already names (read as the demo engine reads prompts) is kept, not
// overwritten, and a suggestion improved again gains nothing twice.
import { BASE_LOCALE, type Locale } from "../../shared/locales";
import type { TextReader } from "../lib/texts";
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

/** The idea without the full stop it may end with, so the phrases continue the sentence. */
const withoutFinalStop = (idea: string) => idea.trim().replace(/[\s.。．!！?？।]+$/u, "");

export function createDemoPromptWriter(readText: TextReader): PromptWriter {
  return {
    name: "builtin",
    async enhancePrompt({ prompt, language }) {
      const table = await readText<Record<Locale, PromptPhrases>>("prompt-help/demo-phrases.json");
      const phrases = table[language] ?? table[BASE_LOCALE];
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
