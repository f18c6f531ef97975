import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { validate } from "../lib/validation";
import { requireUser } from "../middleware/session";
import { generateProductImage, refineProductImage } from "../services/images";
import { MB, readImageUploads } from "../services/uploads";

export const MAX_REFERENCE_IMAGES = 3;
export const MAX_REFERENCE_BYTES = 5 * MB;

/** maxTokens: 256–8192; a value that is not a number falls back to 2048 (spec §5). */
const maxTokens = z.preprocess((v) => {
  if (v === undefined || v === "") return 2048;
  const n = typeof v === "number" ? v : Number.parseInt(String(v), 10);
  return Number.isFinite(n) ? n : 2048;
}, z.number().int().min(256).max(8192));

const temperature = z.preprocess(
  (v) => (v === undefined || v === "" ? 0.7 : Number(v)),
  z.number().min(0).max(1),
);

const idempotencyHeader = z.object({
  "idempotency-key": z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/).optional(),
});

const file = z.instanceof(File);
const generateForm = z.object({
  prompt: z.string({ error: "PROMPT_REQUIRED" }).trim().min(1, "PROMPT_REQUIRED").max(2000),
  temperature,
  maxTokens,
  images: z.union([file, z.array(file)]).optional(),
});

const refineBody = z.object({
  workId: z.string().min(1).max(64),
  instruction: z.string({ error: "INSTRUCTION_REQUIRED" }).trim().min(1, "INSTRUCTION_REQUIRED").max(1000),
  temperature,
  maxTokens,
});

// Three 5 MB images plus the form fields, checked before the body is read.
const MAX_GENERATE_BODY = MAX_REFERENCE_IMAGES * MAX_REFERENCE_BYTES + MB;

export const images = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/generate",
    async (c, next) => {
      const length = Number(c.req.header("content-length") ?? 0);
      if (length > MAX_GENERATE_BODY) throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large.");
      await next();
    },
    validate("header", idempotencyHeader),
    validate("form", generateForm),
    async (c) => {
      const form = c.req.valid("form");
      const files = form.images === undefined ? [] : Array.isArray(form.images) ? form.images : [form.images];
      const uploads = await readImageUploads(files, { maxCount: MAX_REFERENCE_IMAGES, maxBytes: MAX_REFERENCE_BYTES });
      const result = await generateProductImage(
        { db: c.var.db, env: c.env, userId: c.var.user.id },
        {
          prompt: form.prompt,
          temperature: form.temperature,
          maxTokens: form.maxTokens,
          referenceImages: uploads.map((u) => u.bytes),
          idempotencyKey: c.req.valid("header")["idempotency-key"],
        },
      );
      return c.json(result, result.replayed ? 200 : 201);
    },
  )
  .post("/refine", validate("header", idempotencyHeader), validate("json", refineBody), async (c) => {
    const body = c.req.valid("json");
    const result = await refineProductImage(
      { db: c.var.db, env: c.env, userId: c.var.user.id },
      { ...body, idempotencyKey: c.req.valid("header")["idempotency-key"] },
    );
    return c.json(result, result.replayed ? 200 : 201);
  });
