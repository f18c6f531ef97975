// Bad input on every validated field of the user routes (worker/features/*/routes.ts and *-routes.ts): wrong types,
// missing, too long, out of range, bodies that are not JSON or not a form. Each is refused with
// the app's error JSON and a code the SPA translates, and nothing is charged or created.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  type BadCase,
  expectRefused,
  formReq,
  type FormFields,
  ID,
  jsonReq,
  long,
  rawReq,
  type Req,
  withField,
  worldState,
} from "./support/bad-input";
import { pngBlob, solidPng } from "./support/images";
import { signUp } from "./support/users";

const png = pngBlob(solidPng(16, 16, [200, 100, 50]));
const text = new Blob(["just words"], { type: "audio/webm" });
/** Only what nothing draws: zero-width space, non-joiner, joiner, word joiner, BOM, Hangul filler, whitespace. */
const INVISIBLE = "\u200B\u200C\u200D \u2060\uFEFF\u3164\n";
/** Blanks an attack found charged: a null notehead, a blank hieroglyph, unassigned code points, bare combining marks, U+FFFC, a lone skin tone. */
const BLANK_SYMBOLS = "\u{1D159}\u{13441}\u{1D1FF}\u{1D455}\u0301\u0301\uFFFC\u{1F3FB}";
const show = (v: unknown) =>
  v === INVISIBLE
    ? "invisible"
    : v === BLANK_SYMBOLS
      ? "blank symbols"
      : v === undefined
        ? "missing"
        : typeof v === "string" && v.length > 24
          ? `${v.length} chars`
          : JSON.stringify(v);

type Row = [string, BadCase];
const row = (label: string, field: string, req: Req, code = "VALIDATION_ERROR", status?: number): Row => [
  label,
  { field, req, code, status },
];

/** One row per [field, value, code]: the base form or JSON with that one field wrong. */
function formRows(name: string, path: string, base: FormFields, bad: [string, unknown, string][]): Row[] {
  return bad.map(([field, value, code]) =>
    row(`${name} ${field}=${show(value)}`, field, formReq(path, withField(base, field, value) as FormFields), code),
  );
}
function jsonRows(name: string, path: string, base: Record<string, unknown>, bad: [string, unknown, string][]): Row[] {
  return bad.map(([field, value, code]) =>
    row(`${name} ${field}=${show(value)}`, field, jsonReq(path, withField(base, field, value)), code),
  );
}
/**
 * Bodies that are not what the route reads: `field` is what the error names, if anything. A body
 * of another media type than the route's one (JSON, or a multipart form) is 415.
 */
function bodyRows(name: string, path: string, kind: "json" | "form", valid: Record<string, string>): Row[] {
  const asJson = JSON.stringify(valid);
  const unsupported = (label: string, req: Req) =>
    row(`${name} ${label}`, "content-type", req, "UNSUPPORTED_MEDIA_TYPE", 415);
  const rows = [
    unsupported("no body", { path, method: "POST" }),
    unsupported("JSON as text/plain", rawReq(path, asJson, "text/plain")),
    unsupported("urlencoded", rawReq(path, new URLSearchParams(valid).toString(), "application/x-www-form-urlencoded")),
  ];
  if (kind === "form")
    return [
      ...rows,
      row(`${name} broken multipart`, "body", rawReq(path, "--zzz\r\ngarbage", "multipart/form-data; boundary=zzz")),
      unsupported("a JSON body", rawReq(path, asJson, "application/json")),
    ];
  return [
    ...rows,
    unsupported("broken multipart", rawReq(path, "--zzz\r\ngarbage", "multipart/form-data; boundary=zzz")),
    row(`${name} malformed JSON`, "body", rawReq(path, "{not json", "application/json")),
    row(`${name} a JSON array`, "json", rawReq(path, "[]", "application/json")),
    row(`${name} JSON null`, "json", rawReq(path, "null", "application/json")),
    unsupported("a form body", formReq(path, valid)),
  ];
}

const GENERATE = "/api/images/generate";
const REFINE = "/api/images/refine";
const TRANSFORM = "/api/images/transform";
const TASKS = "/api/tasks";
const TRANSCRIBE = "/api/transcribe";

const generate = [
  ...formRows("generate", GENERATE, { prompt: "a vase" }, [
    ["prompt", undefined, "PROMPT_REQUIRED"],
    ["prompt", "   ", "PROMPT_REQUIRED"],
    ["prompt", INVISIBLE, "PROMPT_REQUIRED"],
    ["prompt", BLANK_SYMBOLS, "PROMPT_REQUIRED"],
    ["prompt", ["a vase", "a cup"], "PROMPT_REQUIRED"],
    ["prompt", long(2001), "VALIDATION_ERROR"],
    ["temperature", "1.5", "VALIDATION_ERROR"],
    ["temperature", "-0.1", "VALIDATION_ERROR"],
    ["temperature", "hot", "VALIDATION_ERROR"],
    ["maxTokens", "255", "VALIDATION_ERROR"],
    ["maxTokens", "8193", "VALIDATION_ERROR"],
    ["aspectRatio", "2:1", "VALIDATION_ERROR"],
    ["aspectRatio", "", "VALIDATION_ERROR"],
    ["apiKey", long(201), "VALIDATION_ERROR"],
    ["images", "not-a-file", "VALIDATION_ERROR"],
  ]),
  row(
    "generate images=4 files",
    "images",
    formReq(GENERATE, { prompt: "a vase", images: [png, png, png, png] as never }),
    "TOO_MANY_IMAGES",
  ),
  ...["short", "has spaces in it", long(101), "semi;colon-key"].map((key) =>
    row(
      `generate idempotency-key=${show(key)}`,
      "idempotency-key",
      formReq(GENERATE, { prompt: "a vase" }, { "idempotency-key": key }),
      "VALIDATION_ERROR",
    ),
  ),
  ...bodyRows("generate", GENERATE, "form", { prompt: "a vase" }),
];

const refineBase = { workId: ID, instruction: "make it blue" };
const refine = [
  ...jsonRows("refine", REFINE, refineBase, [
    ["workId", undefined, "VALIDATION_ERROR"],
    ["workId", "", "VALIDATION_ERROR"],
    ["workId", long(65), "VALIDATION_ERROR"],
    ["workId", 123, "VALIDATION_ERROR"],
    ["workId", null, "VALIDATION_ERROR"],
    ["workId", { $ne: "" }, "VALIDATION_ERROR"],
    ["instruction", undefined, "INSTRUCTION_REQUIRED"],
    ["instruction", "  ", "INSTRUCTION_REQUIRED"],
    ["instruction", INVISIBLE, "INSTRUCTION_REQUIRED"],
    ["instruction", BLANK_SYMBOLS, "INSTRUCTION_REQUIRED"],
    ["instruction", 42, "INSTRUCTION_REQUIRED"],
    ["instruction", long(1001), "VALIDATION_ERROR"],
    ["temperature", 2, "VALIDATION_ERROR"],
    ["temperature", -1, "VALIDATION_ERROR"],
    ["temperature", "hot", "VALIDATION_ERROR"],
    ["maxTokens", 10, "VALIDATION_ERROR"],
    ["maxTokens", 100000, "VALIDATION_ERROR"],
    ["apiKey", long(201), "VALIDATION_ERROR"],
    ["apiKey", 123, "VALIDATION_ERROR"],
  ]),
  row(
    "refine idempotency-key=bad",
    "idempotency-key",
    { ...jsonReq(REFINE, refineBase), headers: { "content-type": "application/json", "idempotency-key": "no!" } },
    "VALIDATION_ERROR",
  ),
  ...bodyRows("refine", REFINE, "json", refineBase),
];

const transform = [
  ...formRows("transform", TRANSFORM, { styleId: "anime", image: png }, [
    ["styleId", undefined, "VALIDATION_ERROR"],
    ["styleId", "", "VALIDATION_ERROR"],
    ["styleId", long(65), "VALIDATION_ERROR"],
    ["image", undefined, "VALIDATION_ERROR"],
    ["image", "not-a-file", "VALIDATION_ERROR"],
    ["locale", long(17), "VALIDATION_ERROR"],
  ]),
  row(
    "transform styleId=unknown",
    "styleId",
    formReq(TRANSFORM, { styleId: "no-such-style", image: png }),
    "STYLE_NOT_FOUND",
    404,
  ),
  ...bodyRows("transform", TRANSFORM, "form", { styleId: "anime" }),
];

const interiorBase = { type: "interior_design", roomType: "bedroom", designStyle: "japanese", image: png };
const storyBase = {
  type: "storybook",
  prompt: "a rabbit on the moon",
  numPages: "4",
  style: "fairy_tale",
  language: "en-US",
};
const tasks = [
  ...formRows("interior", TASKS, interiorBase, [
    ["type", undefined, "VALIDATION_ERROR"],
    ["type", "video", "VALIDATION_ERROR"],
    ["roomType", undefined, "VALIDATION_ERROR"],
    ["roomType", "dungeon", "VALIDATION_ERROR"],
    ["designStyle", "gothic", "VALIDATION_ERROR"],
    ["image", undefined, "VALIDATION_ERROR"],
    ["image", "not-a-file", "VALIDATION_ERROR"],
  ]),
  ...formRows("storybook", TASKS, storyBase, [
    ["prompt", undefined, "IDEA_REQUIRED"],
    ["prompt", "   ", "IDEA_REQUIRED"],
    ["prompt", INVISIBLE, "IDEA_REQUIRED"],
    ["prompt", long(1001), "VALIDATION_ERROR"],
    ["numPages", "5", "VALIDATION_ERROR"],
    ["numPages", "100", "VALIDATION_ERROR"],
    ["style", "noir", "VALIDATION_ERROR"],
    ["reference", "not-a-file", "VALIDATION_ERROR"],
  ]),
  ...bodyRows("tasks", TASKS, "form", { type: "storybook", prompt: "a rabbit" }),
];

const transcribe = [
  ...formRows("transcribe", TRANSCRIBE, { audio: text, language: "en" }, [
    ["audio", undefined, "VALIDATION_ERROR"],
    ["audio", "not-a-file", "VALIDATION_ERROR"],
    ["language", long(17), "VALIDATION_ERROR"],
  ]),
  row("transcribe audio=text", "audio", formReq(TRANSCRIBE, { audio: text }), "UNSUPPORTED_AUDIO", 415),
  ...bodyRows("transcribe", TRANSCRIBE, "form", { language: "en" }),
];

const get = (path: string, method = "GET"): Req => ({ path, method });
const queries = [
  ...["0", "201", "abc", "1.5", "-1"].map((v) =>
    row(`usage limit=${v}`, "limit", get(`/api/credits/usage?limit=${v}`)),
  ),
  row("usage limit twice", "limit", get("/api/credits/usage?limit=1&limit=2")),
  ...[
    ["limit", "0"],
    ["limit", "51"],
    ["q", long(101)],
    ["source", "nope"],
    ["beforeTime", "yesterday"],
    ["beforeId", long(65)],
  ].map(([k, v]) => row(`works ${k}=${show(v)}`, k, get(`/api/works?${k}=${v}`))),
  row("works q twice", "q", get("/api/works?q=a&q=b")),
  row("work id too long", "id", get(`/api/works/${long(65)}`)),
  row("delete work id too long", "id", get(`/api/works/${long(65)}`, "DELETE")),
  row("task id too long", "id", get(`/api/tasks/${long(65)}`)),
  row("storybook id too long", "id", get(`/api/storybooks/${long(65)}`)),
  row("live without an upgrade", "upgrade", get("/api/live")),
  row("session id too long", "id", get(`/api/account/sessions/${long(65)}`, "DELETE")),
  ...jsonRows("delete account", "/api/account/delete", { password: "secret123" }, [
    ["password", undefined, "VALIDATION_ERROR"],
    ["password", "", "VALIDATION_ERROR"],
    ["password", long(129), "VALIDATION_ERROR"],
    ["password", 123456, "VALIDATION_ERROR"],
  ]),
  row(
    "delete account password as text/plain",
    "content-type",
    rawReq("/api/account/delete", '{"password":"secret123"}', "text/plain"),
    "UNSUPPORTED_MEDIA_TYPE",
    415,
  ),
  row("file key with broken escapes", "key", get("/api/files/u%2F%E0%A4%A"), "NOT_FOUND", 404),
  row("file key empty", "key", get("/api/files/"), "NOT_FOUND", 404),
];

const ROWS: Row[] = [...generate, ...refine, ...transform, ...tasks, ...transcribe, ...queries];

/** Creations are limited per user (20 a minute): a fresh user now and then stays under it. */
let session = { cookie: "", used: 0 };
async function cookie() {
  if (!session.cookie || session.used >= 15) session = { cookie: (await signUp()).cookie, used: 0 };
  session.used++;
  return session.cookie;
}

describe("bad input on the user routes", () => {
  it.each(ROWS)("%s", async (_, c) => {
    const as = await cookie();
    const before = await worldState();
    await expectRefused(c, as);
    expect(await worldState()).toEqual(before);
  });

  it("after all of it the ledger holds sign-up bonuses and nothing else", async () => {
    const { results } = await env.DB.prepare("SELECT DISTINCT action_type AS action FROM usage_records").all();
    expect(results).toEqual([{ action: "signup_bonus" }]);
  });

  it("the public referral check refuses an over-long code the same way", async () => {
    await expectRefused({ field: "code", req: get(`/api/referrals/check?code=${long(65)}`) });
  });
});
