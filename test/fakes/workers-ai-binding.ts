// A stand-in for the Workers AI binding (env.AI) in Worker tests, injected per test as
// `{ ...env, AI: fake.binding }` (local runs and the test config have no AI binding). Like the
// real binding, run(model, inputs, options) refuses what the model's published schema refuses
// (workers-ai-models.ts), throws the service's errors as InferenceUpstreamError ("<code>:
// <description>", codes from https://developers.cloudflare.com/workers-ai/platform/errors/),
// refuses a streamed (multipart) body through an AI Gateway as workerd's ai-api.ts does, and
// honours options.signal. Every call is recorded, multipart bodies parsed, for the test to read.
import {
  flux1,
  flux2,
  InferenceUpstreamError,
  llama,
  llamaGuard,
  melotts,
  MODELS,
  readMultipart,
  sdInpaint,
  whisper,
  type Form,
  type GuardClassifier,
  type TextAnswer,
} from "./workers-ai-models";

export { FAKE_MP3, MODELS } from "./workers-ai-models";

/** The service's failures, by what a test wants to provoke. */
const FAILURES = {
  capacity: "3040: Capacity temporarily exceeded, please try again.",
  "daily-limit":
    "3036: You have used up your daily free allocation of 10,000 neurons. Please upgrade to Cloudflare's Workers Paid plan if you would like to continue usage.",
  timeout: "3007: Request timeout",
  "no-such-model": "5007: No such model or task",
  "paid-plan": "5035: This model requires the Workers Paid plan",
  invalid: "5006: Error: required properties at '/' are 'prompt'",
  // JSON mode "may not be able to satisfy the request in extreme situations. If that's the case,
  // then an error `JSON Mode couldn't be met` is returned" (features/json-mode; no code is documented).
  "json-mode": "JSON Mode couldn't be met",
} as const;
export type Failure = keyof typeof FAILURES | "hang" | "no-image" | "broken-image";

export type FakeCall = {
  model: string;
  inputs: Record<string, unknown>;
  /** The parsed form of a multipart call. */
  form?: Form;
  gateway?: string;
};

export type FakeAiOptions = {
  /** Fail calls to this model (or every model, "*") this way. */
  fail?: { model: string; with: Failure };
  transcript?: string;
  /** Answers the text model (JSON mode); the default writes stories and "translations". */
  text?: TextAnswer;
  /** Llama Guard's verdict; the default finds the phrases of UNSAFE_PHRASES in the last message. */
  guard?: GuardClassifier;
};

/** What the default Llama Guard refuses, and as what (Meta's hazard categories). */
export const UNSAFE_PHRASES: Record<string, string> = {
  "pipe bomb": "S9",
  "nerve agent": "S9",
  "kill my neighbour": "S1",
};

const defaultGuard: GuardClassifier = (messages) => {
  const last = (messages.at(-1)?.content ?? "").toLowerCase();
  return [
    ...new Set(
      Object.entries(UNSAFE_PHRASES)
        .filter(([phrase]) => last.includes(phrase))
        .map(([, category]) => category),
    ),
  ];
};

/** Default JSON answers: a story with as many pages as the schema demands, or an English text. */
const defaultText: TextAnswer = ({ messages, schema }) => {
  const user = messages.findLast((m) => m.role === "user")?.content ?? "";
  if (schema?.properties?.pages) {
    const n = schema.properties.pages.minItems ?? 4;
    return {
      title: "小狐狸的星星",
      pages: Array.from({ length: n }, (_, i) => `第${i + 1}页：小狐狸阿橙抬头看星星。`),
    };
  }
  if (schema?.properties?.english) return { english: `EN(${user.length}) a red sneaker on a white background` };
  return { text: "ok" };
};

const ALLOWED_OPTIONS = ["signal", "gateway", "returnRawResponse", "prefix", "extraHeaders", "tags"];

export function createFakeAi(options: FakeAiOptions = {}) {
  const calls: FakeCall[] = [];

  async function answer(model: string, inputs: Record<string, unknown>, call: FakeCall) {
    switch (model) {
      case MODELS.image:
        return flux1(inputs);
      case MODELS.edit:
        call.form = await readMultipart(inputs);
        return flux2(call.form);
      case MODELS.text:
        return llama(inputs, options.text ?? defaultText);
      case MODELS.transcribe:
        return whisper(inputs, options.transcript ?? "一双红色的运动鞋");
      case MODELS.speech:
        return melotts(inputs);
      case MODELS.inpaint:
        return sdInpaint(inputs);
      case MODELS.guard:
        return llamaGuard(inputs, options.guard ?? defaultGuard);
      default:
        throw new InferenceUpstreamError(`5007: No such model ${model} or task`);
    }
  }

  function hang(signal?: AbortSignal) {
    return new Promise<never>((_, reject) => {
      const stop = () => reject(signal?.reason ?? new DOMException("The operation was aborted.", "AbortError"));
      if (signal?.aborted) stop();
      signal?.addEventListener("abort", stop, { once: true });
      setTimeout(() => reject(new Error("fake Workers AI: nobody aborted a hanging call")), 10_000);
    });
  }

  const binding = {
    async run(
      model: string,
      inputs: Record<string, unknown>,
      runOptions: { signal?: AbortSignal; gateway?: { id: string } } = {},
    ) {
      const unknownOption = Object.keys(runOptions).find((k) => !ALLOWED_OPTIONS.includes(k));
      if (unknownOption) throw new Error(`fake Workers AI: unknown run() option ${unknownOption}`);
      if (typeof model !== "string" || !inputs || typeof inputs !== "object")
        throw new InferenceUpstreamError("3003: Request is missing headers or body: inputs");
      const call: FakeCall = { model, inputs, gateway: runOptions.gateway?.id };
      calls.push(call);
      if (runOptions.gateway && "multipart" in inputs)
        throw Object.assign(new Error("AI Gateway does not support ReadableStreams yet."), { name: "AiInternalError" });
      const failure =
        options.fail && (options.fail.model === "*" || options.fail.model === model) ? options.fail.with : undefined;
      if (failure === "hang") return hang(runOptions.signal);
      if (failure && failure in FAILURES) throw new InferenceUpstreamError(FAILURES[failure as keyof typeof FAILURES]);
      const result = await answer(model, inputs, call);
      if (failure === "no-image") return {};
      if (failure === "broken-image") return { image: btoa("this is not an image") };
      return result;
    },
  };

  return {
    /** For `{ ...env, AI: fake.ai }`. */
    ai: binding as unknown as Ai,
    binding,
    calls,
    callsTo: (model: string) => calls.filter((c) => c.model === model),
  };
}
