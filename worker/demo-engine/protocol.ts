// What crosses the DEMO service binding between the main Worker and the demo engine's own Worker
// (docs/decisions/0032-demo-engine-worker.md): plain data only, bytes as Uint8Array. Each answer
// is an Outcome, never a thrown error, as on the provider Worker's binding (RPC keeps an error's
// message but not its class, and an EngineError's kind decides the refund message). The main
// Worker imports this module's types only, and the one constant below: none of the engine.
import type { Outcome } from "../provider-calls/protocol";
import type {
  EngineImage,
  GenerateRequest,
  IllustrationRequest,
  PromptHelpRequest,
  RedesignRequest,
  RefineRequest,
  RegionEditRequest,
  Story,
  StoryRequest,
  TransformRequest,
} from "../engines/types";

export type { Outcome };

/** The demo engine's model name, as stored with each work it drew. */
export const DEMO_MODEL = "atelier-builtin-1";

/**
 * Reads one of the main Worker's text tables (worker/texts/<path>, e.g. "story/zh-CN.json"):
 * passed with the calls that need one, so the demo Worker has no asset store of its own and
 * calls back over the same binding (platform/texts.ts caches each table in the main Worker).
 */
export type TextCallback = (path: string) => Promise<unknown>;

/**
 * A page to illustrate, without the first page's picture: the demo draws its hero from the idea's
 * seed on every page, so the first page (about 1.5 MB) is not sent again with each later one.
 */
export type DemoIllustrationRequest = Omit<IllustrationRequest, "firstPage">;

/** The demo Worker's RPC methods (DemoEngine implements them; engines/demo-proxy.ts calls them). */
export interface DemoEngineApi {
  generate(request: GenerateRequest): Promise<Outcome<EngineImage>>;
  refine(request: RefineRequest): Promise<Outcome<EngineImage>>;
  editRegion(request: RegionEditRequest): Promise<Outcome<EngineImage>>;
  transform(request: TransformRequest): Promise<Outcome<EngineImage>>;
  /** Refuses (UNSUPPORTED_INSTRUCTION) an instruction the engine cannot act on; asked before any charge. */
  checkInstruction(instruction: string, region: boolean): Promise<Outcome<null>>;
  redesignRoom(request: RedesignRequest): Promise<Outcome<EngineImage>>;
  writeStory(request: StoryRequest, readText: TextCallback): Promise<Outcome<Story>>;
  illustratePage(request: DemoIllustrationRequest): Promise<Outcome<EngineImage>>;
  enhancePrompt(request: PromptHelpRequest, readText: TextCallback): Promise<Outcome<string>>;
}
