import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validation";
import { bodyLimit } from "../../platform/middleware/body-limit";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser, requireVerifiedEmail } from "../../platform/middleware/session";
import { MAX_AUDIO_BYTES } from "../../../shared/limits";
import { transcribeRecording } from "./transcription";
import { describeRoute } from "../../platform/openapi/annotate";
import { matchLocale, pickMailLocale } from "../../platform/mail/mail-locale";

// `language` is one of the 15 UI languages (or its prefix, "ja"). Without it, the user's language
// (X-Locale, then Accept-Language, then the default Chinese): Whisper on Workers AI assumes
// English ("language" default "en" in its schema), it does not detect the language.
const audioForm = z.object({
  audio: z.instanceof(File),
  language: z
    .string()
    .max(16)
    .refine((tag) => matchLocale(tag) !== undefined, "Not one of the supported languages.")
    .optional(),
});

export const transcribe = new Hono<AppEnv>().use(requireUser).post(
  "/",
  describeRoute({
    operationId: "transcribeRecording",
    summary: "Turn a recording into text (voice input)",
    errors: ["TRANSCRIPTION_UNAVAILABLE", "UNSUPPORTED_AUDIO", "ENGINE_FAILED", "VALIDATION_ERROR"],
    answers: { 200: "`{ text }`" },
  }),
  requireVerifiedEmail,
  limitPerUser("CREATION_LIMIT"),
  bodyLimit(MAX_AUDIO_BYTES + 64 * 1024, "The recording is too long."),
  validate("form", audioForm),
  async (c) => {
    const form = c.req.valid("form");
    if (form.audio.size > MAX_AUDIO_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The recording is too long.");
    const language = (form.language && matchLocale(form.language)) || pickMailLocale(c.req.raw.headers);
    const result = await transcribeRecording(
      { db: c.var.db, env: c.env, userId: c.var.user.id },
      new Uint8Array(await form.audio.arrayBuffer()),
      language,
    );
    return c.json(result, 200);
  },
);
