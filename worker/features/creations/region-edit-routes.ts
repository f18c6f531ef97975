// POST /api/images/edit: change a painted region of a work (multipart: workId, mask PNG,
// instruction). Mounted beside the other image routes; the work lies in features/creations/region-edit.
import { Hono } from "hono";
import { z } from "zod";
import { MAX_MASK_BYTES, MB, PROMPT_MAX_LENGTH } from "../../../shared/limits";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { requiredText, validate } from "../../platform/http/validation";
import { bodyLimit } from "../../platform/middleware/body-limit";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser, requireVerifiedEmail } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { PAID_ERRORS } from "../../platform/openapi/common-errors";
import { idempotencyHeader } from "../../platform/idempotency";
import { editRegion } from "./region-edit";

const editForm = z.object({
  workId: z.string().min(1).max(64),
  mask: z.instanceof(File),
  instruction: requiredText(PROMPT_MAX_LENGTH, "INSTRUCTION_REQUIRED"),
});

export const regionEdit = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireVerifiedEmail)
  .use(limitPerUser("CREATION_LIMIT"))
  .post(
    "/",
    describeRoute({
      operationId: "editRegion",
      summary: "Change a painted region of a work; pixels outside the mask stay identical",
      description:
        "Multipart `workId`, `mask` (a PNG exactly the work's size: light opaque pixels are the area to change, dark or transparent ones are kept) and `instruction`. The result is a new version of the work, a PNG.",
      errors: [
        ...PAID_ERRORS,
        "WORK_NOT_FOUND",
        "MASK_INVALID",
        "INSTRUCTION_REQUIRED",
        "UNSUPPORTED_INSTRUCTION",
        "IMAGE_TOO_LARGE",
        "IMAGE_DIMENSIONS_TOO_LARGE",
      ],
      answers: {
        201: "The new version and the balance after its charge.",
        200: "A retry with the same Idempotency-Key: the first answer again, charged once.",
      },
    }),
    bodyLimit(MAX_MASK_BYTES + MB),
    validate("header", idempotencyHeader),
    validate("form", editForm),
    async (c) => {
      const form = c.req.valid("form");
      if (form.mask.size > MAX_MASK_BYTES)
        throw new AppError("IMAGE_TOO_LARGE", `The mask may be at most ${MAX_MASK_BYTES / MB} MB.`);
      const result = await editRegion(
        { db: c.var.db, env: c.env, userId: c.var.user.id },
        {
          workId: form.workId,
          mask: new Uint8Array(await form.mask.arrayBuffer()),
          instruction: form.instruction,
          idempotencyKey: c.req.valid("header")["idempotency-key"],
        },
      );
      return c.json(result, result.replayed ? 200 : 201);
    },
  );
