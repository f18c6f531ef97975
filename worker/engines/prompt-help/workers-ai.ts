// Prompt help (and export packs' alt text, ./alt-text.ts) on Workers AI's text model, in JSON
// mode (response_format), as the provider engines do prompt help (./providers.ts). The Workers AI engine's factory spreads the method in and
// supplies the call (deadline and error mapping included).
import type { PromptWriter } from "../types";
import type { AiCall } from "../workers-ai/client";
import { askJson } from "../workers-ai/text";
import { PROMPT_HELP_SCHEMA, promptHelpInstruction, readHelpedPrompt } from "./instruction";
import { altTextInstruction, altTextSchema, readAltTexts } from "./alt-text";

/** A detailed prompt of 40–120 words fits well within this in any of the 15 languages. */
const MAX_TOKENS = 1024;

export function workersAiPromptHelp(
  call: AiCall,
  model: () => string,
): Pick<PromptWriter, "enhancePrompt" | "writeAltText"> {
  return {
    async enhancePrompt(request) {
      const answer = await askJson(call, model(), {
        user: promptHelpInstruction(request),
        schema: PROMPT_HELP_SCHEMA,
        maxTokens: MAX_TOKENS,
        temperature: 0.7,
      });
      return readHelpedPrompt(answer, "Workers AI");
    },
    async writeAltText(request) {
      const answer = await askJson(call, model(), {
        user: altTextInstruction(request),
        schema: altTextSchema(request.english),
        maxTokens: MAX_TOKENS,
        temperature: 0.3,
      });
      return readAltTexts(answer, request.english, "Workers AI");
    },
  };
}
