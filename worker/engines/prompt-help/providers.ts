// Prompt help on each AI engine's text model, in JSON mode as the story path does: Gemini's
// responseJsonSchema, OpenAI's strict json_schema, Workers AI's response_format. Each engine's
// factory spreads its method in and supplies the call (deadline and error mapping included).
import type { Content, GenerateContentConfig, GenerateContentResponse } from "@google/genai";
import type OpenAI from "openai";
import { textOf } from "../gemini-response";
import { EngineError, type PromptWriter } from "../types";
import type { AiCall } from "../workers-ai/client";
import { askJson } from "../workers-ai/text";
import { PROMPT_HELP_SCHEMA, promptHelpInstruction, readHelpedPrompt } from "./instruction";

type Method = Pick<PromptWriter, "enhancePrompt">;

/** A detailed prompt of 40–120 words fits well within this in any of the 15 languages. */
const MAX_TOKENS = 1024;

export function geminiPromptHelp(ask: (role: "text", contents: Content[], config: GenerateContentConfig) => Promise<GenerateContentResponse>): Method {
  return {
    async enhancePrompt(request) {
      const response = await ask("text", [{ role: "user", parts: [{ text: promptHelpInstruction(request) }] }], {
        responseMimeType: "application/json",
        responseJsonSchema: PROMPT_HELP_SCHEMA,
      });
      return readHelpedPrompt(textOf(response), "Gemini");
    },
  };
}

export function openaiPromptHelp(deps: { client: OpenAI; textModel: string; call<T>(role: "text", run: (signal: AbortSignal) => Promise<T>): Promise<T> }): Method {
  return {
    async enhancePrompt(request) {
      const completion = await deps.call("text", (signal) =>
        deps.client.chat.completions.create(
          {
            model: deps.textModel,
            messages: [{ role: "user", content: promptHelpInstruction(request) }],
            response_format: { type: "json_schema", json_schema: { name: "prompt_help", strict: true, schema: PROMPT_HELP_SCHEMA } },
          },
          { signal },
        ),
      );
      const choice = completion.choices?.[0];
      if (choice?.message?.refusal || choice?.finish_reason === "content_filter") {
        throw new EngineError("SAFETY", "OpenAI refused to write this prompt under its safety policy.");
      }
      return readHelpedPrompt(choice?.message?.content ?? "", "OpenAI");
    },
  };
}

export function workersAiPromptHelp(call: AiCall, model: () => string): Method {
  return {
    async enhancePrompt(request) {
      const answer = await askJson(call, model(), { user: promptHelpInstruction(request), schema: PROMPT_HELP_SCHEMA, maxTokens: MAX_TOKENS, temperature: 0.7 });
      return readHelpedPrompt(answer, "Workers AI");
    },
  };
}
