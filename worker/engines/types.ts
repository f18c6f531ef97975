// The engine interface: every image provider (Workers AI, Gemini, OpenAI, and the offline demo
// engine "builtin") answers these calls. Engines receive and return raw bytes; storage, credits
// and ownership are the caller's job.

import type { AspectRatio, ImageSize, InteriorStyle, RoomType, StoryPageCount, StoryStyle } from "../../shared/choices";
import type { DemoReading } from "../demo-engine/prompt/read";

export type { AspectRatio, ImageSize, InteriorStyle, RoomType, StoryPageCount, StoryStyle };

export type EngineName = "builtin" | "gemini" | "openai" | "workers-ai";

export type ImageMimeType = "image/png" | "image/jpeg" | "image/webp";

export type EngineImage = {
  /** The image as the engine made it (not re-encoded). */
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The bytes' format; PNG when absent. */
  mimeType?: ImageMimeType;
  /** The demo engine only: what it read in the prompt (product kind, colours), shown with its badge. */
  understood?: DemoReading;
  /** Parts of the picture the visible AI label must not cover (a kept product), as shares of it. */
  keepOut?: ShareBox[];
};

/** A box as shares (0–1) of a picture's width and height. */
export type ShareBox = { left: number; top: number; width: number; height: number };

export type ConversationTurn = {
  role: "user" | "assistant";
  content: string;
};

/** A size an engine can draw, with the long side in pixels it really makes. */
export type ImageSizeOption = { id: ImageSize; longSide: number };
/** Every engine draws at least 1K; some offer more (ImageEngine.imageSizes). */
export const DEFAULT_IMAGE_SIZES: readonly ImageSizeOption[] = [{ id: "1K", longSide: 1024 }];

export type GenerateRequest = {
  prompt: string;
  /** Output shape; providers that support it receive it, the built-in engine honours it. */
  aspectRatio?: AspectRatio;
  /** One of the engine's imageSizes; absent: the engine's default. */
  imageSize?: ImageSize;
  /** 0–3 decoded-by-magic-bytes reference images (PNG, JPEG or WebP bytes). */
  referenceImages: Uint8Array[];
  temperature: number;
  maxTokens: number;
  /** Which of a generation's variants this is (0, the default, is the first): the built-in engine draws each from its own seed. */
  variant?: number;
  /**
   * The seller's product is kept exact (./product-scene.ts): the built-in engine paints its stage
   * with this box (shares of the picture) left empty for the Worker to put the product in.
   */
  productRoom?: ProductRoom;
};

/** Where a kept product will stand, as shares of the picture. */
export type ProductRoom = ShareBox;

export type RefineRequest = {
  /** The previous result (PNG, JPEG or WebP bytes, as its engine made it) to change. */
  image: Uint8Array;
  instruction: string;
  /** Earlier turns of the conversation, oldest first, for engines that keep context. */
  history: ConversationTurn[];
  temperature: number;
  maxTokens: number;
  /** The size the conversation started with, where the engine offers sizes. */
  imageSize?: ImageSize;
};

export type TransformRequest = {
  /** The uploaded photo (PNG, JPEG or WebP bytes). */
  image: Uint8Array;
  /**
   * The art style: its stable id (e.g. "ukiyo-e"), its group (e.g. "eastern"; admins may add
   * styles in any group) and its fixed English transformation prompt.
   */
  style: { id: string; group?: string; prompt: string };
};

/** A region edit's painted area, read from the user's mask (region/mask.ts). */
export type RegionMask = {
  width: number;
  height: number;
  /** One byte a pixel: 255 painted (to change), 0 kept. */
  painted: Uint8Array;
  /** How many pixels are painted. */
  area: number;
};

export type RegionEditRequest = {
  /** The work as stored (PNG, JPEG or WebP bytes). */
  image: Uint8Array;
  /** The painted area, at the image's size. */
  mask: RegionMask;
  /** What to change inside the painted area. */
  instruction: string;
};

export type TranscribeRequest = {
  /** A short recording, e.g. audio/webm (opus) from the browser's MediaRecorder. */
  audio: Uint8Array;
  mimeType: string;
  /** The user's UI language (e.g. "zh-CN"), a hint for the provider. */
  language?: string;
};

/**
 * Whether an engine can redraw a photo in a style, asked before any credit is charged; the
 * reason says how it would draw it, or why it cannot (for logs, tests and the refusal's message).
 */
export type StyleVerdict = { renders: boolean; reason: string };

export interface ImageEngine {
  readonly name: EngineName;
  readonly model: string;
  /** The output sizes a generation may ask for, smallest first; absent: one size only. */
  readonly imageSizes?: readonly ImageSizeOption[];
  generate(request: GenerateRequest): Promise<EngineImage>;
  /**
   * Several variants in one provider call (OpenAI's `n`): up to `count` images, fewer when the
   * provider sent fewer. Absent: the engine's generate is called once per variant (./variants.ts).
   */
  generateVariants?(request: GenerateRequest, count: number): Promise<EngineImage[]>;
  refine(request: RefineRequest): Promise<EngineImage>;
  /** Art studio: the photo redrawn in one of the catalogue's styles. */
  transform(request: TransformRequest): Promise<EngineImage>;
  /**
   * Region edit: the painted area changed as the instruction says. The engine may change more;
   * the Worker keeps only the painted area of its picture (engines/region/composite.ts).
   */
  editRegion(request: RegionEditRequest): Promise<EngineImage>;
  /** Whether transform can draw this style; a style it cannot is refused before the charge. */
  canRenderStyle(style: TransformRequest["style"]): StyleVerdict;
  /**
   * Throws an EngineError before any credit is charged when the engine cannot act on the
   * instruction at all (the built-in engine understands a fixed set of edits); `region`: for a
   * region edit, where edits that move or reshape the whole picture make no sense. The demo
   * engine answers from its own Worker, so the check may be asynchronous: await it.
   */
  checkInstruction?(instruction: string, region?: boolean): void | Promise<void>;
  /**
   * Image tools a provider does itself (features/creations/tools/ does the rest in pixels): the
   * subject cut out, as a PNG with alpha or on the flat `keyColour` for the Worker to key out.
   */
  cutOut?(image: Uint8Array): Promise<CutOut>;
  /** The canvas's transparent new area painted to continue the picture (the original is put back after). */
  outpaint?(request: OutpaintRequest): Promise<EngineImage>;
}

export type CutOut = EngineImage & { keyColour?: readonly [number, number, number] };

export type OutpaintRequest = {
  /** PNG: the original centred on the larger canvas, the new area fully transparent. */
  canvas: Uint8Array;
  /** PNG of the same size: transparent where the provider paints, opaque where the original is. */
  mask: Uint8Array;
  width: number;
  height: number;
};

/** The sizes `engine` draws; a generation asking another is refused before any charge. */
export const imageSizesOf = (engine: ImageEngine): readonly ImageSizeOption[] =>
  engine.imageSizes ?? DEFAULT_IMAGE_SIZES;

export type RedesignRequest = {
  /** The room photo (PNG, JPEG or WebP bytes). */
  image: Uint8Array;
  roomType: RoomType;
  designStyle: InteriorStyle;
  /** The English instruction built from room type and style, for providers. */
  prompt: string;
};

/** Interior design: the room photo restyled. */
export interface RoomDesigner {
  readonly name: EngineName;
  readonly model: string;
  redesignRoom(request: RedesignRequest): Promise<EngineImage>;
}

export type StoryRequest = {
  idea: string;
  style: StoryStyle;
  numPages: StoryPageCount;
  /** BCP 47 tag of one of the 15 UI languages, e.g. "zh-CN", "ar-SA": the story is written in it. */
  language: string;
};

export type Story = { title: string; pages: string[] };

export type IllustrationRequest = {
  story: Story;
  pageIndex: number;
  style: StoryStyle;
  idea: string;
  /** The main character's reference image, if the user gave one. */
  character?: Uint8Array;
  /** The first page's illustration, passed along to keep the character consistent. */
  firstPage?: Uint8Array;
};

/** Storybooks: the text, one illustration per page, and (providers only) narration. */
export interface StoryTeller {
  readonly name: EngineName;
  readonly model: string;
  writeStory(request: StoryRequest): Promise<Story>;
  illustratePage(request: IllustrationRequest): Promise<EngineImage>;
  /** Speech for one page; undefined on engines without speech (the browser reads aloud instead). */
  narrate?(request: { text: string; language: string }): Promise<{ audio: Uint8Array; mimeType: string }>;
}

/** Speech to text; only provider engines have it (the built-in engine cannot transcribe). */
export interface Transcriber {
  readonly name: EngineName;
  transcribe(request: TranscribeRequest): Promise<string>;
}

export type PromptHelpRequest = {
  /** The user's short idea, as typed (1 to PROMPT_MAX_LENGTH characters). */
  prompt: string;
  /** BCP 47 tag of one of the 15 UI languages: the detailed prompt is written in it. */
  language: string;
};

/** Alt text for a marketplace export pack's pictures (features/exports). */
export type AltTextRequest = {
  /** The work's prompt: what the picture shows. */
  product: string;
  /** BCP 47 tag of the user's language. */
  language: string;
  /** Whether English alt texts are wanted too (Amazon, Shopify). */
  english: boolean;
};
/** One alt text for the product alone on white and one for the picture's scene, each in the language (and English). */
export type AltTexts = { white: string; scene: string; whiteEnglish?: string; sceneEnglish?: string };

/** Prompt help: a short idea turned into a detailed product-image prompt, for the user to edit. */
export interface PromptWriter {
  readonly name: EngineName;
  enhancePrompt(request: PromptHelpRequest): Promise<string>;
  /** Alt texts for an export pack; an engine without it leaves them to the pack's templates. */
  writeAltText?(request: AltTextRequest): Promise<AltTexts>;
}

/** Why an engine failed; the images service refunds and maps the kind to a user message. */
export type EngineErrorKind =
  | "UNSUPPORTED_INSTRUCTION"
  | "INVALID_IMAGE"
  /** Readable, but more pixels than this engine can hold in memory. */
  | "IMAGE_TOO_BIG"
  | "NO_IMAGE"
  | "PROVIDER_ERROR"
  | "BAD_KEY"
  | "QUOTA"
  | "SAFETY"
  | "TIMEOUT"
  /** The configured model does not exist or was retired (the operator must change a [vars] entry). */
  | "MODEL_UNAVAILABLE"
  /** The provider is overloaded or out of capacity right now; worth retrying later. */
  | "OVERLOADED"
  /** The provider refuses requests from the region the provider Worker ran in (set its placement). */
  | "REGION_REFUSED"
  /** OpenAI: the organization must be verified before it may use this model. */
  | "ORG_NOT_VERIFIED"
  /** The recording's format is one this provider does not take (e.g. WebM for Gemini). */
  | "UNSUPPORTED_AUDIO";

/**
 * What the operator must change when a failure is theirs to fix (a retired model, a refused
 * region, an unverified organization): the provider, the model the call named and the
 * wrangler.toml [vars] entry that named it. The admin dashboard lists these (operator-alerts.ts).
 */
export type OperatorFix = { provider: string; model: string; setting: string };

export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    readonly operatorFix?: OperatorFix,
  ) {
    super(message);
    this.name = "EngineError";
  }
}
