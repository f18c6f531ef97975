// npm run smoke:providers — before a deploy, ask the real Gemini and OpenAI APIs whether the
// models wrangler.toml configures exist (a free metadata lookup per model) and make one tiny
// text request per provider with the configured key, through the same SDKs the Worker uses.
// `-- --images` also draws one small image per provider (a few cents). Keys come from the
// environment or .dev.vars (GEMINI_API_KEY, OPENAI_API_KEY); without any it says so and skips.
// It runs from this machine, not from the provider Worker's placement, so it cannot prove the region.
import { GoogleGenAI } from "@google/genai";
import OpenAI from "openai";
import { existsSync, readFileSync } from "node:fs";

/** The [vars] table of wrangler.toml: KEY = "value" lines only, which is all it holds. */
function wranglerVars() {
  const toml = readFileSync("wrangler.toml", "utf8");
  const table = /^\[vars\]\s*$([\s\S]*?)^\[/m.exec(toml)?.[1] ?? "";
  return Object.fromEntries([...table.matchAll(/^([A-Z0-9_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
}

function devVars() {
  if (!existsSync(".dev.vars")) return {};
  return Object.fromEntries(
    readFileSync(".dev.vars", "utf8")
      .split("\n")
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2].replace(/^"(.*)"$/, "$1")]),
  );
}

const vars = { ...wranglerVars(), ...devVars(), ...process.env };
const drawImages = process.argv.includes("--images");
const TIMEOUT_MS = 60_000;
let failures = 0;

/** One check: prints ✓ or ✗ with the provider's status and what an operator should do. */
async function check(label, run) {
  try {
    const detail = await run();
    console.log(`  ✓ ${label}${detail ? `: ${detail}` : ""}`);
  } catch (error) {
    failures++;
    const status = error?.status ?? error?.code ?? "";
    const message = String(error?.message ?? error)
      .replace(/\s+/g, " ")
      .slice(0, 240);
    console.log(`  ✗ ${label}: ${status} ${message}`);
    if (status === 404)
      console.log("    → unknown or retired model: change it in wrangler.toml [vars] (see docs/configuration.md).");
    if (/location is not supported|unsupported_country_region_territory/i.test(message))
      console.log(
        "    → refused region: this machine's region; the provider Worker runs where [placement] in wrangler.providers.toml puts it.",
      );
    if (/organization must be verified/i.test(message))
      console.log("    → verify the OpenAI organization, or choose another model.");
  }
}

const roles = (prefix) =>
  ["IMAGE", "TEXT", "TRANSCRIBE", "TTS"].map((role) => [`${prefix}_${role}_MODEL`, vars[`${prefix}_${role}_MODEL`]]);

async function gemini(apiKey) {
  console.log("Gemini");
  // The API version the Worker speaks (GEMINI_API_VERSION in worker/engines/gemini.ts).
  const ai = new GoogleGenAI({
    apiKey,
    apiVersion: "v1beta",
    httpOptions: { timeout: TIMEOUT_MS, ...(vars.GEMINI_BASE_URL ? { baseUrl: vars.GEMINI_BASE_URL } : {}) },
  });
  for (const [setting, model] of roles("GEMINI")) {
    await check(
      `${setting} = ${model || "(empty)"} exists`,
      async () => (await ai.models.get({ model })).displayName ?? "",
    );
  }
  await check(`one text answer from ${vars.GEMINI_TEXT_MODEL}`, async () => {
    const response = await ai.models.generateContent({
      model: vars.GEMINI_TEXT_MODEL,
      contents: "Reply with the single word OK.",
    });
    if (!response.text?.trim()) throw new Error("no text in the answer");
    return JSON.stringify(response.text.trim().slice(0, 20));
  });
  if (!drawImages) return;
  await check(`one image from ${vars.GEMINI_IMAGE_MODEL}`, async () => {
    const imageConfig = vars.GEMINI_IMAGE_SIZE
      ? { imageSize: vars.GEMINI_IMAGE_SIZE, aspectRatio: "1:1" }
      : { aspectRatio: "1:1" };
    const response = await ai.models.generateContent({
      model: vars.GEMINI_IMAGE_MODEL,
      contents: "A small red circle on a white background.",
      config: { responseModalities: ["IMAGE", "TEXT"], imageConfig },
    });
    const part = response.candidates?.[0]?.content?.parts?.findLast((p) => !p.thought && p.inlineData?.data);
    if (!part) throw new Error(`no image (finishReason ${response.candidates?.[0]?.finishReason ?? "none"})`);
    return `${part.inlineData.mimeType}, ${Math.round((part.inlineData.data.length * 3) / 4 / 1024)} KB`;
  });
}

async function openai(apiKey) {
  console.log("OpenAI");
  const client = new OpenAI({ apiKey, baseURL: vars.OPENAI_BASE_URL || undefined, timeout: TIMEOUT_MS, maxRetries: 0 });
  for (const [setting, model] of roles("OPENAI")) {
    await check(`${setting} = ${model || "(empty)"} exists`, async () => (await client.models.retrieve(model)).id);
  }
  await check(`one text answer from ${vars.OPENAI_TEXT_MODEL}`, async () => {
    const completion = await client.chat.completions.create({
      model: vars.OPENAI_TEXT_MODEL,
      messages: [{ role: "user", content: "Reply with the single word OK." }],
    });
    const text = completion.choices[0]?.message?.content?.trim();
    if (!text) throw new Error("no text in the answer");
    return JSON.stringify(text.slice(0, 20));
  });
  if (!drawImages) return;
  await check(`one image from ${vars.OPENAI_IMAGE_MODEL}`, async () => {
    const result = await client.images.generate({
      model: vars.OPENAI_IMAGE_MODEL,
      prompt: "A small red circle on a white background.",
      n: 1,
      size: "1024x1024",
      quality: "low",
    });
    const b64 = result.data?.[0]?.b64_json;
    if (!b64) throw new Error("no image in the answer");
    return `${result.output_format ?? "png"}, ${Math.round((b64.length * 3) / 4 / 1024)} KB`;
  });
}

const keys = { gemini: vars.GEMINI_API_KEY, openai: vars.OPENAI_API_KEY };
if (!keys.gemini && !keys.openai) {
  console.log("smoke:providers skipped: no GEMINI_API_KEY or OPENAI_API_KEY in the environment or .dev.vars.");
  process.exit(0);
}
if (keys.gemini) await gemini(keys.gemini);
else console.log("Gemini skipped: no GEMINI_API_KEY.");
if (keys.openai) await openai(keys.openai);
else console.log("OpenAI skipped: no OPENAI_API_KEY.");
console.log(failures ? `\n${failures} check(s) failed: fix them before deploying.` : "\nAll provider checks passed.");
process.exit(failures ? 1 : 0);
