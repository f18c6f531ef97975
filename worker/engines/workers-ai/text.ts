// The text model in JSON mode: messages plus response_format { type: "json_schema", json_schema }
// (https://developers.cloudflare.com/workers-ai/features/json-mode/). The answer is
// { response, usage }, where `response` is the parsed object in JSON mode (a string from some
// models, so both are read). Llama 3.3 70B: max_tokens defaults to 256, context 24,000 tokens
// (https://developers.cloudflare.com/workers-ai/models/llama-3.3-70b-instruct-fp8-fast/).
import { EngineError } from "../types";
import type { AiCall } from "./client";

export type JsonRequest = {
  system?: string;
  user: string;
  schema: Record<string, unknown>;
  maxTokens: number;
  temperature?: number;
};

/** Models sometimes fence JSON in a Markdown code block. */
const unfenced = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, "$1");

/** The answer as JSON, or null when there is none or it cannot be parsed. */
export async function tryAskJson(call: AiCall, model: string, request: JsonRequest): Promise<unknown> {
  const messages = [
    ...(request.system ? [{ role: "system", content: request.system }] : []),
    { role: "user", content: request.user },
  ];
  const result = (await call(model, {
    messages,
    response_format: { type: "json_schema", json_schema: request.schema },
    max_tokens: request.maxTokens,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
  })) as { response?: unknown } | null;
  const response = result?.response;
  if (response && typeof response === "object") return response;
  if (typeof response !== "string" || !response.trim()) return null;
  try {
    return JSON.parse(unfenced(response));
  } catch {
    return null;
  }
}

export async function askJson(call: AiCall, model: string, request: JsonRequest): Promise<unknown> {
  const answer = await tryAskJson(call, model, request);
  if (answer === null) throw new EngineError("PROVIDER_ERROR", "Workers AI did not answer in JSON.");
  return answer;
}
