// A fake OpenAI API speaking the real REST wire format: POST /v1/images/generations,
// /v1/chat/completions and /v1/audio/speech (JSON), /v1/images/edits and
// /v1/audio/transcriptions (multipart), Bearer auth. The key's scenario (see recorded.ts) picks
// the answer: ok, jpeg, webp, bad-key, quota, safety, no-image, empty-transcript, server-error,
// malformed, hang; for storybooks bad-story (a page short), broken-story (cut-off JSON),
// refusal (the chat model declines) and no-audio (an empty speech body).
import { startFake, type FakeReply, type RunningFake } from "./http-fake";
import { FAKE_JPEG, FAKE_PNG, FAKE_TRANSCRIPT, FAKE_WEBP } from "./images";
import { scenarioOf, type RecordedRequest } from "./recorded";
import { FAKE_MP3, fakeStoryJson, pagesAskedFor, promptText } from "./story";

export const OPENAI_FAKE_PORT = 18402;

const ROUTES = new Set(["/v1/images/generations", "/v1/images/edits", "/v1/audio/transcriptions", "/v1/chat/completions", "/v1/audio/speech"]);

/** OpenAI's error envelope. */
function openaiError(status: number, message: string, type: string, code: string | null): FakeReply {
  return { status, json: { error: { message, type, param: null, code } } };
}

function imageReply(r: RecordedRequest, scenario: string): FakeReply {
  const image = scenario === "jpeg" ? FAKE_JPEG : scenario === "webp" ? FAKE_WEBP : FAKE_PNG;
  const size = r.json?.size ?? r.fields?.size?.[0] ?? "1024x1024";
  return {
    status: 200,
    json: {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: image.base64 }],
      background: "opaque",
      output_format: scenario === "jpeg" || scenario === "webp" ? scenario : "png",
      quality: "medium",
      size,
      usage: { input_tokens: 50, output_tokens: 1056, total_tokens: 1106, input_tokens_details: { image_tokens: 0, text_tokens: 50 } },
    },
  };
}

/** A chat.completion whose message is the story JSON (or a refusal). */
function chatReply(r: RecordedRequest, scenario: string): FakeReply {
  const refused = scenario === "refusal";
  const content = refused ? null : fakeStoryJson(pagesAskedFor(promptText(r)), scenario);
  return {
    status: 200,
    json: {
      id: `chatcmpl-fake${Date.now().toString(36)}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: `${r.json?.model ?? "gpt-4o-mini"}-2024-07-18`,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal: refused ? "I'm sorry, I can't help with that request." : null, annotations: [] },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 180, completion_tokens: 240, total_tokens: 420 },
      service_tier: "default",
      system_fingerprint: "fp_fake",
    },
  };
}

function reply(r: RecordedRequest): FakeReply {
  if (r.method !== "POST" || !ROUTES.has(r.path)) return openaiError(404, `Invalid URL (${r.method} ${r.path})`, "invalid_request_error", null);
  if (!r.key) return openaiError(401, "You didn't provide an API key.", "invalid_request_error", null);
  const scenario = scenarioOf(r.key);
  switch (scenario) {
    case "bad-key":
      // The real API quotes (a masked form of) the key; the fake quotes all of it.
      return openaiError(401, `Incorrect API key provided: ${r.key}. You can find your API key at https://platform.openai.com/account/api-keys.`, "invalid_request_error", "invalid_api_key");
    case "quota":
      return openaiError(429, "Rate limit reached for gpt-image-1 in organization org-fake on images per minute (IPM): Limit 5, Used 5.", "requests", "rate_limit_exceeded");
    case "safety":
      return openaiError(400, "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com.", "image_generation_user_error", "moderation_blocked");
    case "server-error":
      return openaiError(500, `The server had an error while processing your request (key ${r.key}).`, "server_error", null);
    case "malformed":
      return { status: 200, text: '{"created": 1, "data": [{"b64_json": ', contentType: "application/json" };
    case "hang":
      return "hang";
  }
  if (r.path === "/v1/audio/transcriptions") {
    const text = scenario === "empty-transcript" ? "" : FAKE_TRANSCRIPT;
    return { status: 200, json: { text, usage: { type: "tokens", input_tokens: 14, output_tokens: 9, total_tokens: 23 } } };
  }
  if (r.path === "/v1/chat/completions") return chatReply(r, scenario);
  if (r.path === "/v1/audio/speech") {
    return { status: 200, text: scenario === "no-audio" ? "" : FAKE_MP3.text, contentType: "audio/mpeg" };
  }
  if (scenario === "no-image") return { status: 200, json: { created: Math.floor(Date.now() / 1000), data: [{}] } };
  return imageReply(r, scenario);
}

export function startOpenAIFake(port = OPENAI_FAKE_PORT): Promise<RunningFake> {
  const bearer = (r: RecordedRequest) => /^Bearer (.+)$/i.exec(r.headers.authorization ?? "")?.[1] ?? null;
  return startFake(reply, bearer, port);
}
