// A fake OpenAI API speaking the real REST wire format: POST /v1/images/generations,
// /v1/chat/completions and /v1/audio/speech (JSON), /v1/images/edits and
// /v1/audio/transcriptions (multipart), GET /v1/models/{model}, Bearer auth. Like the real service it refuses unknown
// and retired models, unknown fields, wrong types and values (openai-request.ts).
// The key's scenario (see recorded.ts) picks the answer: ok, jpeg, webp, bad-key, quota,
// overloaded (503), location (403 unsupported_country_region_territory), org-unverified (403,
// organization verification), no-access (models.retrieve: 404 model_not_found), safety, no-image, empty-transcript, server-error, malformed,
// hang; for storybooks bad-story, broken-story, refusal and no-audio (an empty speech body); for
// export packs' alt text bad-alt (JSON of the wrong shape) and refusal.
import { readFileSync } from "node:fs";
import { startFake, type FakeReply, type RunningFake } from "./http-fake";
import { FAKE_JPEG, FAKE_PNG, FAKE_TRANSCRIPT, FAKE_WEBP } from "./images";
import { OPENAI_CURRENT } from "./models";
import { checkOpenAIRequest, fieldsOf, imagesAskedFor, openaiError } from "./openai-request";
import { scenarioOf, type RecordedRequest } from "./recorded";
import { asksForAltText, asksForPrompt, fakeAltTextJson, fakeHelpedPromptJson } from "./prompt-help";
import { FAKE_MP3, fakeStoryJson, pagesAskedFor, promptText } from "./story";

export const OPENAI_FAKE_PORT = 18402;

const ROUTES = new Set([
  "/v1/images/generations",
  "/v1/images/edits",
  "/v1/audio/transcriptions",
  "/v1/chat/completions",
  "/v1/audio/speech",
]);

/** A real chat.completion for a json_schema request, recorded by openai-node (see the fixture). */
const RECORDED_CHAT = JSON.parse(
  readFileSync(new URL("./fixtures/openai-node-chat-completion.json", import.meta.url), "utf8"),
).body;

function imageReply(r: RecordedRequest, scenario: string): FakeReply {
  const format = scenario === "jpeg" || scenario === "webp" ? scenario : "png";
  const image = format === "jpeg" ? FAKE_JPEG : format === "webp" ? FAKE_WEBP : FAKE_PNG;
  const fields = fieldsOf(r);
  return {
    status: 200,
    json: {
      created: Math.floor(Date.now() / 1000),
      // One entry per image asked for (`n`), as the API answers.
      data: Array.from({ length: imagesAskedFor(fields) }, () => ({ b64_json: image.base64 })),
      background: "opaque",
      output_format: format,
      quality: "medium",
      size: fields.size === "auto" || fields.size === undefined ? "1024x1024" : fields.size,
      usage: {
        input_tokens: 50,
        output_tokens: 1056,
        total_tokens: 1106,
        input_tokens_details: { image_tokens: 0, text_tokens: 50 },
      },
    },
  };
}

/**
 * The recorded chat.completion (openai-node's snapshot, see the fixture's "source") with the story
 * JSON, prompt help's { prompt }, alt text's { white, scene, … } or a refusal as its message: the
 * JSON text in choices[0].message.content, or null content and message.refusal set, as the
 * Structured Outputs guide (platform.openai.com/docs/guides/structured-outputs, "Refusals") shows.
 */
function chatReply(r: RecordedRequest, scenario: string): FakeReply {
  const refused = scenario === "refusal";
  const schema = r.json?.response_format?.json_schema?.schema;
  const content = refused
    ? null
    : asksForPrompt(schema)
      ? fakeHelpedPromptJson()
      : asksForAltText(schema)
        ? fakeAltTextJson(schema, scenario)
        : fakeStoryJson(pagesAskedFor(promptText(r)), scenario);
  const [choice] = RECORDED_CHAT.choices;
  return {
    status: 200,
    json: {
      ...RECORDED_CHAT,
      created: Math.floor(Date.now() / 1000),
      model: r.json?.model,
      choices: [
        {
          ...choice,
          message: {
            ...choice.message,
            content,
            refusal: refused ? "I'm sorry, I can't help with that request." : null,
          },
        },
      ],
    },
  };
}

/** Failures decided before the request is read: the key, the region, the organization. */
function gatekeeper(r: RecordedRequest, scenario: string): FakeReply | null {
  if (!r.key) return openaiError(401, "You didn't provide an API key.", "invalid_request_error", null);
  const model = String(fieldsOf(r).model ?? "");
  switch (scenario) {
    case "bad-key":
      // The real API quotes (a masked form of) the key; the fake quotes all of it.
      return openaiError(
        401,
        `Incorrect API key provided: ${r.key}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        "invalid_request_error",
        "invalid_api_key",
      );
    case "location":
      return openaiError(
        403,
        "Country, region, or territory not supported",
        "request_forbidden",
        "unsupported_country_region_territory",
      );
    case "org-unverified":
      return openaiError(
        403,
        `Your organization must be verified to use the model \`${model}\`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.`,
        "invalid_request_error",
        null,
      );
  }
  return null;
}

/**
 * models.retrieve: what the smoke test asks about each configured model, and the test an admin's
 * new key passes before it is saved. The key and the region are checked first, as on every
 * endpoint; a key without access to the model ("no-access") gets the same 404 as an unknown model
 * (the API's message says "does not exist or you do not have access to it").
 */
function modelInfo(r: RecordedRequest, model: string): FakeReply {
  if (!r.key) return openaiError(401, "You didn't provide an API key.", "invalid_request_error", null);
  const scenario = scenarioOf(r.key);
  if (scenario === "bad-key" || scenario === "location") return gatekeeper(r, scenario)!;
  if (scenario === "hang") return "hang";
  if (scenario === "overloaded")
    return openaiError(503, "The engine is currently overloaded, please try again later.", "server_error", null);
  if (scenario === "server-error")
    return openaiError(500, "The server had an error while processing your request.", "server_error", null);
  if (!OPENAI_CURRENT[model] || scenario === "no-access")
    return openaiError(
      404,
      `The model \`${model}\` does not exist or you do not have access to it.`,
      "invalid_request_error",
      "model_not_found",
    );
  return { status: 200, json: { id: model, object: "model", created: 1_760_000_000, owned_by: "system" } };
}

function reply(r: RecordedRequest): FakeReply {
  const info = r.method === "GET" ? /^\/v1\/models\/([^/]+)$/.exec(r.path) : null;
  if (info) return modelInfo(r, decodeURIComponent(info[1]));
  if (r.method !== "POST" || !ROUTES.has(r.path))
    return openaiError(404, `Invalid URL (${r.method} ${r.path})`, "invalid_request_error", null);
  const scenario = scenarioOf(r.key);
  const refused = gatekeeper(r, scenario) ?? checkOpenAIRequest(r);
  if (refused) return refused;
  switch (scenario) {
    case "quota":
      return openaiError(
        429,
        "Rate limit reached for gpt-image in organization org-fake on images per minute (IPM): Limit 5, Used 5.",
        "requests",
        "rate_limit_exceeded",
      );
    case "overloaded":
      return openaiError(503, "The engine is currently overloaded, please try again later.", "server_error", null);
    case "safety":
      return openaiError(
        400,
        "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com.",
        "image_generation_user_error",
        "moderation_blocked",
      );
    case "server-error":
      return openaiError(
        500,
        `The server had an error while processing your request (key ${r.key}).`,
        "server_error",
        null,
      );
    case "malformed":
      return { status: 200, text: '{"created": 1, "data": [{"b64_json": ', contentType: "application/json" };
    case "hang":
      return "hang";
  }
  if (r.path === "/v1/audio/transcriptions") {
    const text = scenario === "empty-transcript" ? "" : FAKE_TRANSCRIPT;
    return { status: 200, json: { text, usage: { type: "duration", seconds: 3 } } };
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
