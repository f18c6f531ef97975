import { Hono } from "hono";
import { z } from "zod";
import { ASPECT_RATIOS, IMAGE_SIZES } from "../../../shared/choices";
import {
  GENERATION_COUNT_MAX,
  MAX_REFERENCE_BYTES,
  MAX_REFERENCES,
  MAX_PHOTO_BYTES,
  MAX_TOKENS,
  MB,
  PROMPT_MAX_LENGTH,
  TEMPERATURE,
} from "../../../shared/limits";
import type { AppEnv } from "../../platform/env";
import { requiredText, validate } from "../../platform/http/validation";
import { bodyLimit } from "../../platform/middleware/body-limit";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser, requireVerifiedEmail } from "../../platform/middleware/session";
import { transformPhoto } from "./transform";
import { idempotencyHeader } from "../../platform/idempotency";
import { generateProductImage, refineProductImage } from "./service";
import { readImageUploads } from "../../platform/image/uploads";
import { describeRoute } from "../../platform/openapi/annotate";
import { PAID_ERRORS, UPLOAD_ERRORS } from "../../platform/openapi/common-errors";

/** maxTokens: 256–8192; a value that is not a number falls back to 2048 (spec §5); "1e3" is 1000, as in the SPA. */
const maxTokens = z.preprocess((v) => {
  if (v === undefined || v === "") return MAX_TOKENS.default;
  const n = typeof v === "number" ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : MAX_TOKENS.default;
}, z.number().int().min(MAX_TOKENS.min).max(MAX_TOKENS.max));

const temperature = z.preprocess(
  (v) => (v === undefined || v === "" ? TEMPERATURE.default : Number(v)),
  z.number().min(TEMPERATURE.min).max(TEMPERATURE.max),
);

/** The user's own Gemini key: used for this request only, never stored. */
const apiKey = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/**
 * Variants: a whole number 1–GENERATION_COUNT_MAX written as such ("2"; a form sends text), 1 when
 * absent. "2.5", "02", " 2", "2e0" or "two" are refused, not rounded: a price must not be guessed.
 */
const count = z
  .string()
  .regex(/^[1-9][0-9]*$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1).max(GENERATION_COUNT_MAX))
  .default(1);

const file = z.instanceof(File);
const generateForm = z.object({
  prompt: requiredText(PROMPT_MAX_LENGTH, "PROMPT_REQUIRED"),
  temperature,
  maxTokens,
  aspectRatio: z.enum(ASPECT_RATIOS).default("1:1"),
  /** Absent: the engine's default (1K); the SPA offers the engine's sizes (GET /api/capabilities). */
  imageSize: z.enum(IMAGE_SIZES).optional(),
  count,
  apiKey,
  images: z.union([file, z.array(file)]).optional(),
  /** "true": the first image is the product, kept exact in the result (docs/decisions/0033). */
  keepProduct: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

const refineBody = z.object({
  workId: z.string().min(1).max(64),
  instruction: requiredText(1000, "INSTRUCTION_REQUIRED"),
  temperature,
  maxTokens,
  apiKey,
});

const transformForm = z.object({
  styleId: z.string().min(1).max(64),
  image: file,
  /** The UI language: the work is titled with the style's name in it. */
  locale: z.string().max(16).optional(),
});

/** A paid creation answers 201 with the new work, or 200 with the first answer to a repeated Idempotency-Key. */
const CREATED = {
  201: "The new work and the balance after its charge.",
  200: "A retry with the same Idempotency-Key: the first answer again, charged once.",
};

const ctxOf = (c: { var: AppEnv["Variables"]; env: Env }) => ({ db: c.var.db, env: c.env, userId: c.var.user.id });

export const images = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireVerifiedEmail)
  .use(limitPerUser("CREATION_LIMIT"))
  .post(
    "/generate",
    describeRoute({
      operationId: "createGeneration",
      summary: "Create a product image, or 1–4 variants of it (count), from a prompt and reference images",
      errors: [...PAID_ERRORS, ...UPLOAD_ERRORS, "IMAGE_SIZE_UNSUPPORTED", "PRODUCT_NOT_SEPARABLE"],
      answers: CREATED,
    }),
    bodyLimit(MAX_REFERENCES * MAX_REFERENCE_BYTES + MB),
    validate("header", idempotencyHeader),
    validate("form", generateForm),
    async (c) => {
      const form = c.req.valid("form");
      const files = form.images === undefined ? [] : Array.isArray(form.images) ? form.images : [form.images];
      const uploads = await readImageUploads(files, { maxCount: MAX_REFERENCES, maxBytes: MAX_REFERENCE_BYTES });
      const result = await generateProductImage(ctxOf(c), {
        prompt: form.prompt,
        temperature: form.temperature,
        maxTokens: form.maxTokens,
        aspectRatio: form.aspectRatio,
        imageSize: form.imageSize,
        count: form.count,
        keepProduct: form.keepProduct,
        referenceImages: uploads.map((u) => u.bytes),
        userGeminiKey: form.apiKey,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json(result, result.replayed ? 200 : 201);
    },
  )
  .post(
    "/refine",
    describeRoute({
      operationId: "refineWork",
      summary: "Refine one of the user's works with an instruction",
      errors: [...PAID_ERRORS, "WORK_NOT_FOUND", "UNSUPPORTED_INSTRUCTION"],
      answers: CREATED,
    }),
    validate("header", idempotencyHeader),
    validate("json", refineBody),
    async (c) => {
      const { apiKey: userGeminiKey, ...body } = c.req.valid("json");
      const result = await refineProductImage(ctxOf(c), {
        ...body,
        userGeminiKey,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json(result, result.replayed ? 200 : 201);
    },
  )
  .post(
    "/transform",
    describeRoute({
      operationId: "transformPhoto",
      summary: "Repaint a photo in an art studio style",
      errors: [...PAID_ERRORS, ...UPLOAD_ERRORS, "STYLE_NOT_FOUND"],
      answers: CREATED,
    }),
    bodyLimit(MAX_PHOTO_BYTES + MB),
    validate("header", idempotencyHeader),
    validate("form", transformForm),
    async (c) => {
      const form = c.req.valid("form");
      const [photo] = await readImageUploads([form.image], { maxCount: 1, maxBytes: MAX_PHOTO_BYTES });
      const result = await transformPhoto(ctxOf(c), {
        image: photo.bytes,
        fileName: photo.name,
        styleId: form.styleId,
        locale: form.locale,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json(result, result.replayed ? 200 : 201);
    },
  );
