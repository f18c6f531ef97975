// The Workers AI models, one [vars] entry per job in wrangler.toml; no model is named in code.
import { EngineError } from "../types";

export type WorkersAiModels = {
  /** Text to image (square when it is a JSON model such as FLUX.1 [schnell]). */
  image: string;
  /** Image to image with up to 4 input images, and any size (a FLUX.2 model). */
  edit: string;
  /** Story text and English prompts, in JSON mode. */
  text: string;
  transcribe: string;
  speech: string;
  /** Region edit: a picture repainted where its mask is white (Stable Diffusion inpainting). */
  inpaint: string;
};

const VARS = {
  image: "WORKERS_AI_IMAGE_MODEL",
  edit: "WORKERS_AI_EDIT_MODEL",
  text: "WORKERS_AI_TEXT_MODEL",
  transcribe: "WORKERS_AI_TRANSCRIBE_MODEL",
  speech: "WORKERS_AI_SPEECH_MODEL",
  inpaint: "WORKERS_AI_INPAINT_MODEL",
} as const satisfies Record<keyof WorkersAiModels, keyof Env>;

export function workersAiModels(env: Env): WorkersAiModels {
  return Object.fromEntries(
    Object.entries(VARS).map(([job, name]) => [job, String(env[name] ?? "").trim()]),
  ) as WorkersAiModels;
}

/** The [vars] entry that names `model` (the first job using it), for the operator's to-do. */
export function settingOf(models: WorkersAiModels, model: string): string {
  const job = (Object.keys(VARS) as (keyof WorkersAiModels)[]).find((j) => models[j] === model);
  return job ? VARS[job] : "WORKERS_AI_*";
}

/** A blank [vars] entry is an operator's mistake: say which one, before anything is sent. */
export function requireModel(models: WorkersAiModels, job: keyof WorkersAiModels): string {
  const model = models[job];
  if (model) return model;
  console.error(`Workers AI: ${VARS[job]} is empty in wrangler.toml [vars]; set a model id`);
  throw new EngineError("MODEL_UNAVAILABLE", `No Workers AI model is configured (${VARS[job]}).`, {
    provider: "Workers AI",
    model: "",
    setting: VARS[job],
  });
}

/**
 * FLUX.2 models take multipart form data (even for a prompt alone), any width and height from
 * 256 to 1920 and up to 4 input images; FLUX.1 [schnell] takes JSON and draws squares.
 * https://developers.cloudflare.com/changelog/2026-01-15-flux-2-klein-4b-workers-ai/
 */
export const isMultipartImageModel = (model: string) => /\/flux-2-/.test(model);
