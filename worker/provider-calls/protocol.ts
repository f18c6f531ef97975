// What crosses the service binding between the main Worker and the placed provider Worker
// (docs/decisions/0020-placed-provider-worker.md): plain data only. Each call names the provider
// and its options (key, models, base URL, timeout, as the main Worker read them from [vars] and
// admin settings) and the engine request; each answer is an Outcome, never a thrown error,
// because RPC keeps an error's message but not reliably its class or own properties, and an
// EngineError's kind and operatorFix decide the refund message and the admin dashboard's alert.
import type { GeminiEngineOptions, OpenAIEngineOptions } from "../engines/provider-settings";
import type {
  AltTextRequest,
  AltTexts,
  CutOut,
  EngineErrorKind,
  EngineImage,
  GenerateRequest,
  IllustrationRequest,
  OperatorFix,
  OutpaintRequest,
  PromptHelpRequest,
  RedesignRequest,
  RefineRequest,
  RegionEditRequest,
  Story,
  StoryRequest,
  TranscribeRequest,
  TransformRequest,
} from "../engines/types";

export type ProviderName = "gemini" | "openai";

/** Which provider, configured how: everything the engine factory takes. */
export type ProviderSpec =
  { provider: "gemini"; options: GeminiEngineOptions } | { provider: "openai"; options: OpenAIEngineOptions };

/** An EngineError as data. */
export type WireError = { kind: EngineErrorKind; message: string; operatorFix?: OperatorFix };

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: WireError };

export type Narration = { audio: Uint8Array; mimeType: string };

/**
 * A candidate key's test (worker/engines/key-check.ts): accepted; rejected by the provider (its
 * short answer, the key itself redacted); or no verdict, because the provider could not be asked.
 */
export type KeyCheck =
  { verdict: "accepted" } | { verdict: "rejected"; answer: string } | { verdict: "unreachable"; answer: string };

/** The provider Worker's RPC methods (ProviderCalls implements them; the proxy engine calls them). */
export interface ProviderCallsApi {
  generate(spec: ProviderSpec, request: GenerateRequest): Promise<Outcome<EngineImage>>;
  generateVariants(spec: ProviderSpec, request: GenerateRequest, count: number): Promise<Outcome<EngineImage[]>>;
  refine(spec: ProviderSpec, request: RefineRequest): Promise<Outcome<EngineImage>>;
  transform(spec: ProviderSpec, request: TransformRequest): Promise<Outcome<EngineImage>>;
  editRegion(spec: ProviderSpec, request: RegionEditRequest): Promise<Outcome<EngineImage>>;
  cutOut(spec: ProviderSpec, image: Uint8Array): Promise<Outcome<CutOut>>;
  outpaint(spec: ProviderSpec, request: OutpaintRequest): Promise<Outcome<EngineImage>>;
  redesignRoom(spec: ProviderSpec, request: RedesignRequest): Promise<Outcome<EngineImage>>;
  writeStory(spec: ProviderSpec, request: StoryRequest): Promise<Outcome<Story>>;
  illustratePage(spec: ProviderSpec, request: IllustrationRequest): Promise<Outcome<EngineImage>>;
  narrate(spec: ProviderSpec, request: { text: string; language: string }): Promise<Outcome<Narration>>;
  transcribe(spec: ProviderSpec, request: TranscribeRequest): Promise<Outcome<string>>;
  enhancePrompt(spec: ProviderSpec, request: PromptHelpRequest): Promise<Outcome<string>>;
  /** Alt texts for an export pack (features/exports); a failure leaves the pack its templates. */
  writeAltText(spec: ProviderSpec, request: AltTextRequest): Promise<Outcome<AltTexts>>;
  /** One free, authenticated call with the candidate key about the configured image model. */
  checkKey(spec: ProviderSpec): Promise<KeyCheck>;
}
