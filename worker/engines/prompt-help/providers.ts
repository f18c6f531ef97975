// Prompt help on the provider engines' text models, in JSON mode as the story path does: Gemini's
// responseJsonSchema, OpenAI's strict json_schema (Workers AI's is in ./workers-ai.ts: these run
// in the provider Worker, that one in the main Worker). Each engine's factory spreads its method
// in and supplies the call (deadline and error mapping included).
import type { Content, GenerateContentConfig, GenerateContentResponse } from "@google/genai";
import type OpenAI from "openai";
import { textOf } from "../gemini-response";
import { EngineError, type PromptWriter } from "../types";
import { PROMPT_HELP_SCHEMA, promptHelpInstruction, readHelpedPrompt } from "./instruction";

type Method = Pick<PromptWriter, "enhancePrompt">;

export function geminiPromptHelp(
  ask: (role: "text", contents: Content[], config: GenerateContentConfig) => Promise<GenerateContentResponse>,
): Method {
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

export function openaiPromptHelp(deps: {
  client: OpenAI;
  textModel: string;
  call<T>(role: "text", run: (signal: AbortSignal) => Promise<T>): Promise<T>;
}): Method {
  return {
    async enhancePrompt(request) {
      const completion = await deps.call("text", (signal) =>
        deps.client.chat.completions.create(
          {
            model: deps.textModel,
            messages: [{ role: "user", content: promptHelpInstruction(request) }],
            response_format: {
              type: "json_schema",
              json_schema: { name: "prompt_help", strict: true, schema: PROMPT_HELP_SCHEMA },
            },
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
