// The image tools on a user's work: upscale ×2/×4, remove the background (optionally onto a new
// colour or a generated scene) and expand the canvas to another aspect ratio. Each answers 201
// with the new version of the creation (features/creations/tools/tools.ts).
import { Hono } from "hono";
import { z } from "zod";
import { ASPECT_RATIOS } from "../../../shared/choices";
import { PROMPT_MAX_LENGTH } from "../../../shared/limits";
import type { AppEnv } from "../../platform/env";
import { requiredText, validate } from "../../platform/http/validation";
import { idempotencyHeader } from "../../platform/idempotency";
import { expandWork, removeWorkBackground, upscaleWork } from "./tools/tools";
import { describeRoute } from "../../platform/openapi/annotate";
import { PAID_ERRORS } from "../../platform/openapi/common-errors";

const workId = z.string().min(1).max(64);

const upscaleBody = z.object({ workId, factor: z.union([z.literal(2), z.literal(4)]) });

/** Absent: a transparent PNG. A colour ("#rrggbb") or a scene to draw puts the cut-out on it. */
const background = z.union([
  z.object({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/) }).strict(),
  z.object({ scene: requiredText(PROMPT_MAX_LENGTH, "PROMPT_REQUIRED") }).strict(),
]);
const removeBackgroundBody = z.object({ workId, background: background.optional() });

const expandBody = z.object({ workId, aspectRatio: z.enum(ASPECT_RATIOS) });

const CREATED = {
  201: "The new version of the work and the balance after its charge.",
  200: "A retry with the same Idempotency-Key: the first answer again, charged once.",
};
const TOOL_ERRORS = [...PAID_ERRORS, "WORK_NOT_FOUND" as const, "RESULT_TOO_LARGE" as const];

const ctxOf = (c: { var: AppEnv["Variables"]; env: Env }) => ({ db: c.var.db, env: c.env, userId: c.var.user.id });

/**
 * Mounted at /images beside features/creations/routes.ts, whose middleware (signed in, verified e-mail, the
 * creation rate limit) Hono applies to every /images/* path: repeating it here would count each
 * call twice against the limit.
 */
export const imageTools = new Hono<AppEnv>()
  .post(
    "/upscale",
    describeRoute({
      operationId: "upscaleWork",
      summary: "Upscale one of the user's works ×2 or ×4 (a new version)",
      errors: TOOL_ERRORS,
      answers: CREATED,
    }),
    validate("header", idempotencyHeader),
    validate("json", upscaleBody),
    async (c) => {
      const result = await upscaleWork(ctxOf(c), {
        ...c.req.valid("json"),
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json(result, result.replayed ? 200 : 201);
    },
  )
  .post(
    "/remove-background",
    describeRoute({
      operationId: "removeBackground",
      summary:
        "Cut out a work's subject as a transparent PNG, or put it on a new colour or generated scene (a new version)",
      errors: TOOL_ERRORS,
      answers: CREATED,
    }),
    validate("header", idempotencyHeader),
    validate("json", removeBackgroundBody),
    async (c) => {
      const result = await removeWorkBackground(ctxOf(c), {
        ...c.req.valid("json"),
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json(result, result.replayed ? 200 : 201);
    },
  )
  .post(
    "/expand",
    describeRoute({
      operationId: "expandWork",
      summary: "Expand a work's canvas to another aspect ratio, filling the new area (a new version)",
      errors: [...TOOL_ERRORS, "ASPECT_RATIO_UNCHANGED"],
      answers: CREATED,
    }),
    validate("header", idempotencyHeader),
    validate("json", expandBody),
    async (c) => {
      const result = await expandWork(ctxOf(c), {
        ...c.req.valid("json"),
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json(result, result.replayed ? 200 : 201);
    },
  );
