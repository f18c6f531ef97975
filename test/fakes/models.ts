// The models the provider fakes know, as the real services served them on 2026-11-24: any
// other name is refused as the real API refuses an unknown or retired model (404).
// Sources: https://ai.google.dev/gemini-api/docs/deprecations and /changelog (Gemini 2.5 shut
// down in October 2026; gemini-3.1-flash-image deprecated for gemini-nano-banana-2.1, shut
// down 2026-10-29), https://developers.openai.com/api/docs/deprecations (gpt-image-1 shut down
// 2026-10-23). No node: imports, so workerd tests can name the same models.

export type GeminiModelKind = "image" | "text" | "tts";

export const GEMINI_CURRENT: Record<string, GeminiModelKind> = {
  "gemini-nano-banana-2.1": "image",
  "gemini-3-pro-image": "image",
  "gemini-3.1-flash-lite-image": "image",
  "gemini-3.8-flash": "text",
  "gemini-3.6-flash": "text",
  "gemini-3.5-flash-lite": "text",
  "gemini-3.1-flash-lite": "text",
  "gemini-3.8-flash-tts": "tts",
  "gemini-3.8-flash-lite-tts": "tts",
};

export type OpenAIModelKind = "image" | "chat" | "transcribe" | "speech";

export const OPENAI_CURRENT: Record<string, OpenAIModelKind> = {
  "gpt-image-2.6-flare": "image",
  "gpt-image-2.6-sunburst": "image",
  "gpt-image-2.5-flare": "image",
  "gpt-image-1.5": "image",
  "gpt-6-luna": "chat",
  "gpt-6-sol": "chat",
  "gpt-4o-mini": "chat",
  "gpt-transcribe": "transcribe",
  "gpt-4o-mini-transcribe": "transcribe",
  "gpt-4o-mini-tts": "speech",
  "tts-1": "speech",
};

/** Which OpenAI endpoint serves which kind of model. */
export const OPENAI_ENDPOINT_KIND: Record<string, OpenAIModelKind> = {
  "/v1/images/generations": "image",
  "/v1/images/edits": "image",
  "/v1/chat/completions": "chat",
  "/v1/audio/transcriptions": "transcribe",
  "/v1/audio/speech": "speech",
};
