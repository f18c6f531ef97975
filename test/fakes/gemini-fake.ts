// A fake Gemini API (generativelanguage.googleapis.com) speaking the real REST wire format:
// POST /v1beta/models/{model}:generateContent with the key in x-goog-api-key or ?key=.
// The key's scenario (see recorded.ts) picks the answer: ok, jpeg, webp, bad-key, quota,
// safety (prompt blocked), image-safety (candidate withheld), no-image, empty-transcript,
// server-error, malformed, hang; for storybooks bad-story (a page short), broken-story (cut-off
// JSON) and no-audio (TTS answers with text only). JSON requests (responseMimeType) get a
// story, AUDIO requests base64 PCM.
import { startFake, type FakeReply, type RunningFake } from "./http-fake";
import { FAKE_JPEG, FAKE_PNG, FAKE_TRANSCRIPT, FAKE_WEBP } from "./images";
import { scenarioOf, type RecordedRequest } from "./recorded";
import { FAKE_PCM, fakeStoryJson, pagesAskedFor, promptText } from "./story";

export const GEMINI_FAKE_PORT = 18401;

const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

/** Google's error envelope (google.rpc.Status). */
function googleError(code: number, status: string, message: string, reason?: string): FakeReply {
  const details = reason
    ? [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "googleapis.com", metadata: { service: "generativelanguage.googleapis.com" } }]
    : undefined;
  return { status: code, json: { error: { code, message, status, ...(details ? { details } : {}) } } };
}

function answer(model: string, parts: unknown[], finishReason = "STOP"): FakeReply {
  return {
    status: 200,
    json: {
      candidates: [{ content: { role: "model", parts }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 1290, totalTokenCount: 1302 },
      modelVersion: model,
      responseId: `fake-${Date.now().toString(36)}`,
    },
  };
}

const wantsTranscript = (r: RecordedRequest) =>
  (r.json?.contents ?? []).some((c: any) => (c.parts ?? []).some((p: any) => p.inlineData?.mimeType?.startsWith("audio/")));

const wantsJson = (r: RecordedRequest) => r.json?.generationConfig?.responseMimeType === "application/json";
const wantsAudio = (r: RecordedRequest) => (r.json?.generationConfig?.responseModalities ?? []).includes("AUDIO");

function reply(r: RecordedRequest): FakeReply {
  const match = r.method === "POST" ? GENERATE.exec(r.path) : null;
  if (!match) return googleError(404, "NOT_FOUND", `Method not found: ${r.method} ${r.path}`);
  if (!r.key) return googleError(403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.");
  const model = decodeURIComponent(match[1]);
  const scenario = scenarioOf(r.key);
  switch (scenario) {
    case "bad-key":
      return googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", "API_KEY_INVALID");
    case "quota":
      return googleError(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota, please check your plan and billing details.");
    case "server-error":
      // Echoes the key, as a misconfigured proxy might: our messages must never repeat it.
      return googleError(500, "INTERNAL", `An internal error has occurred (request key=${r.key}).`);
    case "malformed":
      return { status: 200, text: '{"candidates": [{"content": {"parts": [', contentType: "application/json; charset=UTF-8" };
    case "hang":
      return "hang";
    case "safety":
      return { status: 200, json: { promptFeedback: { blockReason: "PROHIBITED_CONTENT" }, usageMetadata: { promptTokenCount: 12, totalTokenCount: 12 }, modelVersion: model } };
    case "image-safety":
      return answer(model, [], "IMAGE_SAFETY");
    case "no-image":
      return answer(model, [{ text: "I can describe a blue mug, but I will not draw it today." }]);
    case "empty-transcript":
      return answer(model, [{ text: "   " }]);
  }
  if (wantsTranscript(r)) return answer(model, [{ text: FAKE_TRANSCRIPT }]);
  if (wantsJson(r)) {
    const pages = pagesAskedFor(promptText(r), r.json.generationConfig.responseJsonSchema);
    return answer(model, [{ text: fakeStoryJson(pages, scenario) }]);
  }
  if (wantsAudio(r)) {
    if (scenario === "no-audio") return answer(model, [{ text: "I can only read English today." }]);
    return answer(model, [{ inlineData: { mimeType: FAKE_PCM.mimeType, data: FAKE_PCM.base64 } }]);
  }
  const image = scenario === "jpeg" ? { mimeType: "image/jpeg", ...FAKE_JPEG } : scenario === "webp" ? { mimeType: "image/webp", ...FAKE_WEBP } : { mimeType: "image/png", ...FAKE_PNG };
  return answer(model, [
    { text: "Here is your image." },
    { inlineData: { mimeType: image.mimeType, data: image.base64 } },
  ]);
}

export function startGeminiFake(port = GEMINI_FAKE_PORT): Promise<RunningFake> {
  return startFake(reply, (r) => r.headers["x-goog-api-key"] ?? r.query.key ?? null, port);
}
