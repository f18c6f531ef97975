// /api/prompts: prompt help. POST /enhance turns a short idea into a detailed prompt in the
// user's language (worker/features/creations/prompt-help.ts); free, so limited per user instead.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { requiredText, validate } from "../../platform/http/validation";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser, requireVerifiedEmail } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { enhancePrompt } from "./prompt-help";
import { PROMPT_MAX_LENGTH } from "../../../shared/limits";
import { LOCALES } from "../../../shared/locales";

/** Controls other than line breaks and tabs (NUL, escapes…) are refused, not silently dropped. */
const CONTROLS = /[^\P{Cc}\n\r\t]/u;

const enhanceBody = z.object({
  prompt: requiredText(PROMPT_MAX_LENGTH, "PROMPT_REQUIRED").refine(
    (text) => !CONTROLS.test(text),
    "must not contain control characters",
  ),
  /** One of the 15 UI languages: the detailed prompt is written in it. */
  locale: z.enum(LOCALES),
  /** The user's own Gemini key, as on the generator: this request only, never stored. */
  apiKey: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
});

export const prompts = new Hono<AppEnv>().use(requireUser).post(
  "/enhance",
  describeRoute({
    operationId: "enhancePrompt",
    summary: "Prompt help: a short idea turned into a detailed prompt in the user's language (free)",
    description:
      "Answers `{ prompt, engine }` for the user to edit before generating. Nothing is charged; limited per user each minute.",
    errors: ["PROMPT_REQUIRED", "ENGINE_FAILED", "CONTENT_REFUSED"],
    answers: {
      200: "`{ prompt, engine }`: the suggestion and the engine that wrote it (`builtin` is the offline demo engine).",
    },
  }),
  requireVerifiedEmail,
  limitPerUser("PROMPT_HELP_LIMIT"),
  validate("json", enhanceBody),
  async (c) => c.json(await enhancePrompt({ db: c.var.db, env: c.env }, c.req.valid("json")), 200),
);
