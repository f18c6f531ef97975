// Prompt help and export packs' alt text (./alt-text.ts) on the provider engines' text models, in
// JSON mode as the story path does: Gemini's responseJsonSchema, OpenAI's strict json_schema
// (Workers AI's are in ./workers-ai.ts: these run in the provider Worker, that one in the main
// Worker). Each engine's factory spreads the methods in and supplies the call (deadline and error
// mapping included). Sources for the request and answer shapes: Gemini's structured output guide
// (firebase.google.com/docs/ai-logic/generate-structured-output: responseMimeType
// "application/json" with a response schema; gemini-3.8-flash among the models that support it)
// and OpenAI's Structured Outputs guide (platform.openai.com/docs/guides/structured-outputs:
// response_format json_schema with strict true, every property required, additionalProperties
// false; a refusal comes back in message.refusal).
import type { Content, GenerateContentConfig, GenerateContentResponse } from "@google/genai";
import type OpenAI from "openai";
import { textOf } from "../gemini-response";
import { EngineError, type PromptWriter } from "../types";
import { altTextInstruction, altTextSchema, readAltTexts } from "./alt-text";
import { PROMPT_HELP_SCHEMA, promptHelpInstruction, readHelpedPrompt } from "./instruction";

type Methods = Required<Pick<PromptWriter, "enhancePrompt" | "writeAltText">>;

export function geminiPromptHelp(
  ask: (role: "text", contents: Content[], config: GenerateContentConfig) => Promise<GenerateContentResponse>,
): Methods {
  const askJson = (instruction: string, schema: Record<string, unknown>) =>
    ask("text", [{ role: "user", parts: [{ text: instruction }] }], {
      responseMimeType: "application/json",
      responseJsonSchema: schema,
    });
  return {
    async enhancePrompt(request) {
      return readHelpedPrompt(textOf(await askJson(promptHelpInstruction(request), PROMPT_HELP_SCHEMA)), "Gemini");
    },
    async writeAltText(request) {
      const response = await askJson(altTextInstruction(request), altTextSchema(request.english));
      return readAltTexts(textOf(response), request.english, "Gemini");
    },
  };
}

export function openaiPromptHelp(deps: {
  client: OpenAI;
  textModel: string;
  call<T>(role: "text", run: (signal: AbortSignal) => Promise<T>): Promise<T>;
}): Methods {
  /** The answer's JSON text; a refusal (or a filtered answer) is the provider's safety refusal. */
  async function askJson(instruction: string, name: string, schema: Record<string, unknown>, what: string) {
    const completion = await deps.call("text", (signal) =>
      deps.client.chat.completions.create(
        {
          model: deps.textModel,
          messages: [{ role: "user", content: instruction }],
          response_format: { type: "json_schema", json_schema: { name, strict: true, schema } },
        },
        { signal },
      ),
    );
    const choice = completion.choices?.[0];
    if (choice?.message?.refusal || choice?.finish_reason === "content_filter") {
      throw new EngineError("SAFETY", `OpenAI refused to write ${what} under its safety policy.`);
    }
    return choice?.message?.content ?? "";
  }
  return {
    async enhancePrompt(request) {
      const answer = await askJson(promptHelpInstruction(request), "prompt_help", PROMPT_HELP_SCHEMA, "this prompt");
      return readHelpedPrompt(answer, "OpenAI");
    },
    async writeAltText(request) {
      const schema = altTextSchema(request.english);
      const answer = await askJson(altTextInstruction(request), "alt_text", schema, "alt text");
      return readAltTexts(answer, request.english, "OpenAI");
    },
  };
}
