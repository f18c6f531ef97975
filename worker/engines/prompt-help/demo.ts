// The demo engine's prompt help: no model, so it keeps the user's idea as written and adds a
// product photographer's defaults in the user's language (demo-phrases.ts). A background the
// idea already names (read as the demo engine reads prompts) is kept, not overwritten, and a
// suggestion improved again gains nothing twice.
import { BASE_LOCALE } from "../../../shared/locales";
import { readPrompt } from "../builtin/prompt/read";
import type { PromptWriter } from "../types";
import { PROMPT_PHRASES } from "./demo-phrases";

/** The idea without the full stop it may end with, so the phrases continue the sentence. */
const withoutFinalStop = (idea: string) => idea.trim().replace(/[\s.。．!！?？।]+$/u, "");

export function createDemoPromptWriter(): PromptWriter {
  return {
    name: "builtin",
    async enhancePrompt({ prompt, language }) {
      const phrases = PROMPT_PHRASES[language] ?? PROMPT_PHRASES[BASE_LOCALE];
      const idea = withoutFinalStop(prompt);
      const namesBackground = readPrompt(prompt).background !== undefined;
      // Improving an improved prompt adds nothing twice: the opening and each phrase once.
      const opening = idea.startsWith(phrases.lead("").trim()) ? idea : phrases.lead(idea);
      const added = [phrases.detail, phrases.lighting, phrases.composition, phrases.lens, ...(namesBackground ? [] : [phrases.background]), phrases.finish];
      return [opening, ...added.filter((phrase) => !idea.includes(phrase))].join(phrases.separator) + phrases.end;
    },
  };
}
