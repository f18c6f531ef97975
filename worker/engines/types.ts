// The engine interface: every image provider (built-in, Gemini, OpenAI) answers these calls.
// Engines receive and return raw bytes; storage, credits and ownership are the caller's job.

export type EngineName = "builtin" | "gemini" | "openai";

export type EngineImage = {
  /** PNG bytes. */
  bytes: Uint8Array;
  width: number;
  height: number;
};

export type ConversationTurn = {
  role: "user" | "assistant";
  content: string;
};

export type GenerateRequest = {
  prompt: string;
  /** 0–3 decoded-by-magic-bytes reference images (PNG, JPEG or WebP bytes). */
  referenceImages: Uint8Array[];
  temperature: number;
  maxTokens: number;
};

export type RefineRequest = {
  /** The previous result (PNG bytes) to change. */
  image: Uint8Array;
  instruction: string;
  /** Earlier turns of the conversation, oldest first, for engines that keep context. */
  history: ConversationTurn[];
  temperature: number;
  maxTokens: number;
};

export interface ImageEngine {
  readonly name: EngineName;
  readonly model: string;
  generate(request: GenerateRequest): Promise<EngineImage>;
  refine(request: RefineRequest): Promise<EngineImage>;
  /**
   * Throws an EngineError before any credit is charged when the engine cannot act on the
   * instruction at all (the built-in engine understands a fixed set of edits).
   */
  checkInstruction?(instruction: string): void;
}

/** Why an engine failed; the images service refunds and maps the kind to a user message. */
export type EngineErrorKind =
  | "UNSUPPORTED_INSTRUCTION"
  | "INVALID_IMAGE"
  | "NO_IMAGE"
  | "PROVIDER_ERROR"
  | "BAD_KEY"
  | "QUOTA"
  | "SAFETY"
  | "TIMEOUT";

export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "EngineError";
  }
}
