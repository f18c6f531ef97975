// The JSON bodies the provider fakes receive (Gemini, OpenAI, Resend), as far as the fakes and
// the tests read them. Every field is optional: a fake must cope with whatever a client sends,
// and a test that expects a field says so with `!` or compares the whole body.

/** A JSON Schema as the engines send it for structured answers. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema & { minItems?: number; maxItems?: number }>;
  required?: string[];
  [keyword: string]: unknown;
};

export type GeminiPart = {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
  thought?: boolean;
  [field: string]: unknown;
};

export type GeminiContent = { role?: string; parts?: GeminiPart[] };

export type GeminiBody = {
  contents?: GeminiContent[];
  generationConfig?: {
    temperature?: number;
    maxOutputTokens?: number;
    responseModalities?: string[];
    responseMimeType?: string;
    responseJsonSchema?: JsonSchema;
    imageConfig?: { aspectRatio?: string; imageSize?: string };
    speechConfig?: { voiceConfig?: { prebuiltVoiceConfig?: { voiceName?: string } } };
    [field: string]: unknown;
  };
};

/** One streamed segment (or whole answer) of Gemini's generateContent. */
export type GeminiAnswer = {
  candidates?: { content?: GeminiContent; finishReason?: string; index?: number }[];
  usageMetadata?: unknown;
  modelVersion?: string;
  responseId?: string;
};

export type OpenAIBody = {
  model?: string;
  size?: string;
  prompt?: string;
  input?: string;
  voice?: string;
  instructions?: string;
  temperature?: number;
  max_tokens?: number;
  messages?: { role?: string; content?: unknown }[];
  response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: JsonSchema } };
};

export type ResendBody = { from?: string; to?: string[]; subject?: string; text?: string; html?: string };

/** Whatever a fake was sent as JSON; `unparseable` holds a body that was not JSON. */
export type ProviderBody = GeminiBody & OpenAIBody & ResendBody & { unparseable?: string; [field: string]: unknown };
