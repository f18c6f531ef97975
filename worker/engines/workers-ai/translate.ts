// Image models follow English best (FLUX.1 [schnell] was trained on English prompts), while
// users write in 15 languages: a prompt that is not plain ASCII is first put into English by
// the text model. ASCII text is sent as it is (no call, no cost). If the translation fails — an
// answer that cannot be read, JSON mode not met ("JSON Mode couldn't be met",
// https://developers.cloudflare.com/workers-ai/features/json-mode/), the text model out of
// capacity (3040) or any other error — the original prompt is used rather than failing a paid
// creation over it: FLUX reads other languages less well, but it reads them.
import type { AiCall } from "./client";
import { tryAskJson } from "./text";

const ASCII_ONLY = /^[\x00-\x7f]*$/;

const SYSTEM =
  "You translate prompts for an image-generation model into English. Translate the user's whole text faithfully, " +
  "including any instructions in it; keep names, numbers, colours, brand names, hex codes and text already in English as they are. " +
  "Do not add, explain or censor anything. Answer with JSON only.";

const SCHEMA = {
  type: "object",
  properties: { english: { type: "string", description: "The whole text in English." } },
  required: ["english"],
  additionalProperties: false,
};

export function createTranslator(call: AiCall, model: () => string) {
  return async function toEnglish(text: string): Promise<string> {
    if (ASCII_ONLY.test(text)) return text;
    let answer: { english?: unknown } | null;
    try {
      answer = (await tryAskJson(call, model(), {
        system: SYSTEM,
        user: text,
        schema: SCHEMA,
        maxTokens: 2048,
        temperature: 0,
      })) as { english?: unknown } | null;
    } catch (error) {
      console.warn(
        `Workers AI: the prompt was not translated (${error instanceof Error ? error.message.slice(0, 120) : String(error)}); it goes as written`,
      );
      return text;
    }
    const english = typeof answer?.english === "string" ? answer.english.trim() : "";
    return english || text;
  };
}
