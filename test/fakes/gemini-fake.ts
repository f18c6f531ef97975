// A fake Gemini API (generativelanguage.googleapis.com) speaking the real REST wire format:
// POST /v1beta/models/{model}:generateContent (and GET /v1beta/models/{model}) with the key in
// x-goog-api-key or ?key=. Like the
// real service it refuses unknown and retired models (404, the recorded shape), bodies it
// could not parse and modalities a model does not have (gemini-request.ts).
// The key's scenario (see recorded.ts) picks the answer: ok, jpeg, webp, recorded (a real
// recorded image answer, fixtures/js-genai-image-output.json), thinking (a draft image in a
// thought part before the answer), bad-key, denied (403 PERMISSION_DENIED), quota, overloaded (503), location (the region
// refusal), safety (prompt blocked), image-safety, no-image (text only), no-image-finish,
// image-other (finishReason NO_IMAGE / IMAGE_OTHER), empty-transcript, server-error,
// malformed, hang, every-second-fails (each second image call with that key answers 503, for a
// generation whose variants partly fail), image-call-N-fails (the key's Nth image call answers
// 503, once) and image-calls-fail-from-N (its Nth and every later one do: a storybook that fails
// at a page once, or on every retry); for storybooks bad-story, broken-story, no-audio and wav-speech (TTS sends
// a WAV file); for export packs' alt text bad-alt (JSON of the wrong shape). JSON requests
// (responseMimeType) get a story (or, asked for { prompt }, prompt help's answer; asked for
// { white, scene, … }, alt texts: the JSON text in candidates[0].content.parts[0].text, as
// generateContent answers structured output), AUDIO requests speech.
import { readFileSync } from "node:fs";
import type { GeminiAnswer } from "./provider-bodies";
import { checkGenerateContent, googleError } from "./gemini-request";
import { startFake, type FakeReply, type RunningFake } from "./http-fake";
import { FAKE_JPEG, FAKE_PNG, FAKE_TRANSCRIPT, FAKE_WEBP } from "./images";
import { GEMINI_CURRENT } from "./models";
import { scenarioOf, type RecordedRequest } from "./recorded";
import { asksForAltText, asksForPrompt, fakeAltTextJson, fakeHelpedPromptJson } from "./prompt-help";
import { FAKE_PCM, FAKE_WAV, fakeStoryJson, pagesAskedFor, promptText } from "./story";

export const GEMINI_FAKE_PORT = 18401;

const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));

/** Google's answer to a model it does not have, as js-genai recorded it, for any model name. */
const NOT_FOUND = fixture("js-genai-model-not-found.json");
function modelNotFound(model: string): FakeReply {
  return {
    status: NOT_FOUND.status,
    json: JSON.parse(JSON.stringify(NOT_FOUND.body).split(NOT_FOUND.model).join(model)),
  };
}

/** The recorded image answer, its streamed segments joined into one generateContent body. */
const RECORDED = fixture("js-genai-image-output.json");
function recordedAnswer(): FakeReply {
  const segments: GeminiAnswer[] = RECORDED.segments;
  const parts = segments.flatMap((s) => s.candidates?.[0]?.content?.parts ?? []);
  const text = parts
    .filter((p) => typeof p.text === "string")
    .map((p) => p.text)
    .join("");
  const last = segments.at(-1)!;
  return {
    status: RECORDED.status,
    json: {
      candidates: [
        {
          content: { role: "model", parts: [{ text }, ...parts.filter((p) => p.inlineData)] },
          finishReason: last.candidates?.[0]?.finishReason,
          index: 0,
        },
      ],
      usageMetadata: last.usageMetadata,
      modelVersion: last.modelVersion,
      responseId: last.responseId,
    },
  };
}

function answer(model: string, parts: unknown[], finishReason = "STOP"): FakeReply {
  return {
    status: 200,
    json: {
      candidates: [{ content: { role: "model", parts }, finishReason, index: 0 }],
      usageMetadata: {
        promptTokenCount: 12,
        candidatesTokenCount: 1290,
        thoughtsTokenCount: 240,
        totalTokenCount: 1542,
      },
      modelVersion: model,
      responseId: `fake-${Date.now().toString(36)}`,
    },
  };
}

const wantsJson = (r: RecordedRequest) => r.json?.generationConfig?.responseMimeType === "application/json";
const wantsAudio = (r: RecordedRequest) => (r.json?.generationConfig?.responseModalities ?? []).includes("AUDIO");
const wantsImage = (r: RecordedRequest) => (r.json?.generationConfig?.responseModalities ?? []).includes("IMAGE");

/**
 * What the front end answers about the key itself, on every method. An invalid key: 400
 * INVALID_ARGUMENT with an ErrorInfo (reason API_KEY_INVALID) and a LocalizedMessage, as
 * https://ai.google.dev/gemini-api/docs/generate-content/api-errors shows it; a key whose project
 * lost access ("denied"): 403 PERMISSION_DENIED, the answer quoted on discuss.ai.google.dev.
 */
function keyRefusal(scenario: string): FakeReply | null {
  const notValid = "API key not valid. Please pass a valid API key.";
  switch (scenario) {
    case "bad-key":
      return googleError(400, "INVALID_ARGUMENT", notValid, [
        {
          "@type": "type.googleapis.com/google.rpc.ErrorInfo",
          reason: "API_KEY_INVALID",
          domain: "googleapis.com",
          metadata: { service: "generativelanguage.googleapis.com" },
        },
        { "@type": "type.googleapis.com/google.rpc.LocalizedMessage", locale: "en-US", message: notValid },
      ]);
    case "denied":
      return googleError(403, "PERMISSION_DENIED", "Your project has been denied access. Please contact support.");
    case "location":
      return googleError(400, "FAILED_PRECONDITION", "User location is not supported for the API use.");
  }
  return null;
}

/** Failures decided before the body is read, as the real front end does. */
function refusal(scenario: string, r: RecordedRequest, model: string): FakeReply | null {
  const refused = keyRefusal(scenario);
  if (refused) return refused;
  const kind = GEMINI_CURRENT[model];
  if (!kind) return modelNotFound(model);
  if (r.json?.unparseable !== undefined)
    return googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload received. Unexpected token.");
  return checkGenerateContent(r.json, kind);
}

function image(scenario: string) {
  if (scenario === "jpeg") return { mimeType: "image/jpeg", data: FAKE_JPEG.base64 };
  if (scenario === "webp") return { mimeType: "image/webp", data: FAKE_WEBP.base64 };
  return { mimeType: "image/png", data: FAKE_PNG.base64 };
}

/**
 * models.get: what the smoke test asks about each configured model, and the test an admin's new
 * key passes before it is saved (free on the real API). The key is checked first, as on every
 * method; the scenarios that make the service unavailable apply too.
 */
function modelInfo(model: string, scenario: string): FakeReply {
  const refused = keyRefusal(scenario);
  if (refused) return refused;
  if (scenario === "hang") return "hang";
  if (scenario === "overloaded")
    return googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
  if (scenario === "server-error") return googleError(500, "INTERNAL", "An internal error has occurred.");
  const kind = GEMINI_CURRENT[model];
  if (!kind) return modelNotFound(model);
  return {
    status: 200,
    json: {
      name: `models/${model}`,
      displayName: model,
      supportedGenerationMethods: ["generateContent", "countTokens"],
    },
  };
}

/** Image calls seen per key, for the scenarios that fail some of them. */
const imageCalls = new Map<string, number>();
function countImageCall(r: RecordedRequest): number {
  const seen = (imageCalls.get(r.key ?? "") ?? 0) + 1;
  imageCalls.set(r.key ?? "", seen);
  return seen;
}

/** Whether this image call is one the scenario fails: every second, the Nth, or the Nth on. */
function imageCallFails(scenario: string, r: RecordedRequest): boolean {
  const once = /^image-call-(\d+)-fails$/.exec(scenario);
  const from = /^image-calls-fail-from-(\d+)$/.exec(scenario);
  if (scenario !== "every-second-fails" && !once && !from) return false;
  const seen = countImageCall(r);
  if (once) return seen === Number(once[1]);
  if (from) return seen >= Number(from[1]);
  return seen % 2 === 0;
}

function reply(r: RecordedRequest): FakeReply {
  const info = r.method === "GET" ? /^\/v1beta\/models\/([^/:]+)$/.exec(r.path) : null;
  if (info)
    return r.key
      ? modelInfo(decodeURIComponent(info[1]), scenarioOf(r.key))
      : googleError(403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers.");
  const match = r.method === "POST" ? GENERATE.exec(r.path) : null;
  if (!match) return googleError(404, "NOT_FOUND", `Method not found: ${r.method} ${r.path}`);
  if (!r.key)
    return googleError(
      403,
      "PERMISSION_DENIED",
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    );
  const model = decodeURIComponent(match[1]);
  const scenario = scenarioOf(r.key);
  const refused = refusal(scenario, r, model);
  if (refused) return refused;
  switch (scenario) {
    case "quota":
      return googleError(
        429,
        "RESOURCE_EXHAUSTED",
        "You exceeded your current quota, please check your plan and billing details.",
      );
    case "overloaded":
      return googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
    case "server-error":
      // Echoes the key, as a misconfigured proxy might: our messages must never repeat it.
      return googleError(500, "INTERNAL", `An internal error has occurred (request key=${r.key}).`);
    case "malformed":
      return {
        status: 200,
        text: '{"candidates": [{"content": {"parts": [',
        contentType: "application/json; charset=UTF-8",
      };
    case "hang":
      return "hang";
    case "safety":
      return {
        status: 200,
        json: {
          promptFeedback: { blockReason: "PROHIBITED_CONTENT" },
          usageMetadata: { promptTokenCount: 12, totalTokenCount: 12 },
          modelVersion: model,
        },
      };
    case "image-safety":
      return answer(model, [], "IMAGE_SAFETY");
    case "no-image-finish":
      return answer(model, [], "NO_IMAGE");
    case "image-other":
      return answer(model, [], "IMAGE_OTHER");
    case "no-image":
      return answer(model, [{ text: "I can describe a blue mug, but I will not draw it today." }]);
    case "empty-transcript":
      return answer(model, [{ text: "   " }]);
  }
  if (wantsJson(r) && asksForPrompt(r.json?.generationConfig?.responseJsonSchema))
    return answer(model, [{ text: fakeHelpedPromptJson() }]);
  if (wantsJson(r) && asksForAltText(r.json?.generationConfig?.responseJsonSchema))
    return answer(model, [{ text: fakeAltTextJson(r.json?.generationConfig?.responseJsonSchema, scenario) }]);
  if (wantsJson(r))
    return answer(model, [
      { text: fakeStoryJson(pagesAskedFor(promptText(r), r.json?.generationConfig?.responseJsonSchema), scenario) },
    ]);
  if (wantsAudio(r)) {
    if (scenario === "no-audio") return answer(model, [{ text: "I can only read English today." }]);
    const speech =
      scenario === "wav-speech"
        ? { mimeType: "audio/wav", data: FAKE_WAV.base64 }
        : { mimeType: FAKE_PCM.mimeType, data: FAKE_PCM.base64 };
    return answer(model, [{ inlineData: speech }]);
  }
  if (!wantsImage(r)) return answer(model, [{ text: FAKE_TRANSCRIPT }]);
  if (scenario === "recorded") return recordedAnswer();
  if (imageCallFails(scenario, r))
    return googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
  const drawn = { inlineData: image(scenario) };
  if (scenario === "thinking") {
    // A draft (thought) in another format first: only the non-thought image is the answer.
    return answer(model, [
      { text: "Planning the composition.", thought: true },
      { inlineData: image("webp"), thought: true },
      drawn,
    ]);
  }
  return answer(model, [{ text: "Here is your image." }, drawn]);
}

export function startGeminiFake(port = GEMINI_FAKE_PORT): Promise<RunningFake> {
  return startFake(reply, (r) => r.headers["x-goog-api-key"] ?? r.query.key ?? null, port);
}
