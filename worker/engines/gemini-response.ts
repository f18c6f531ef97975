// Reading a Gemini generateContent answer: the image (or the reason there is none) and text.
// Blocks arrive as successful HTTP responses, so safety has to be read from the body.
import type { GenerateContentResponse, Part } from "@google/genai";
import { fromBase64 } from "./provider-images";
import { quoteModelText } from "./provider-errors";
import { EngineError } from "./types";

/** Finish reasons that mean "withheld by policy" rather than "the model chose not to draw". */
const POLICY_FINISH = new Set([
  "SAFETY",
  "PROHIBITED_CONTENT",
  "BLOCKLIST",
  "SPII",
  "RECITATION",
  "IMAGE_SAFETY",
  "IMAGE_PROHIBITED_CONTENT",
  "IMAGE_RECITATION",
]);

/** The model was asked for an image and, for no policy reason, made none. */
const NO_IMAGE_FINISH = new Set(["NO_IMAGE", "IMAGE_OTHER"]);

function partsOf(response: GenerateContentResponse): Part[] {
  const blocked = response.promptFeedback?.blockReason;
  if (blocked) throw new EngineError("SAFETY", `Gemini blocked the request under its safety policy (${blocked}).`);
  return response.candidates?.[0]?.content?.parts ?? [];
}

/** Thought parts are the model's drafts and reasoning, never the answer. */
function answerText(parts: Part[]): string {
  return parts
    .filter((p) => !p.thought && typeof p.text === "string")
    .map((p) => p.text)
    .join("")
    .trim();
}

export function imageOf(response: GenerateContentResponse, apiKey: string): Uint8Array {
  const parts = partsOf(response);
  // Thinking image models send draft images as thought parts; the answer is the last image.
  const image = parts.findLast((p) => !p.thought && p.inlineData?.data && p.inlineData.mimeType?.startsWith("image/"));
  if (image?.inlineData?.data) return fromBase64(image.inlineData.data);

  const reason = response.candidates?.[0]?.finishReason;
  if (reason && POLICY_FINISH.has(reason)) {
    throw new EngineError("SAFETY", `Gemini withheld the image under its safety policy (${reason}).`);
  }
  if (reason === "MAX_TOKENS") {
    throw new EngineError("NO_IMAGE", "Gemini used up its output tokens (thinking included) before drawing.");
  }
  if (reason && NO_IMAGE_FINISH.has(reason)) {
    throw new EngineError("NO_IMAGE", `Gemini finished without an image (${reason}).`);
  }
  const text = answerText(parts);
  throw new EngineError(
    "NO_IMAGE",
    text ? `Gemini answered without an image: "${quoteModelText(text, apiKey)}"` : "Gemini returned no image.",
  );
}

export function textOf(response: GenerateContentResponse): string {
  const parts = partsOf(response);
  const reason = response.candidates?.[0]?.finishReason;
  const text = answerText(parts);
  if (!text && reason && POLICY_FINISH.has(reason)) {
    throw new EngineError("SAFETY", `Gemini withheld the answer under its safety policy (${reason}).`);
  }
  return text;
}
