// The account's Article 9 switch: `GET|POST|DELETE /api/account/unlabelled-downloads` (read,
// accept, withdraw), and the admin's label settings: `GET|PUT /api/admin/ai-labels`.
import { Hono } from "hono";
import { z } from "zod";
import { LABEL_TEXT_MAX, maskFits, MASK_MAX } from "../../../shared/label-mask";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validation";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";
import { readLabelMask } from "../../../shared/label-mask-reader";
import { readLabelSettings, type LabelSettings } from "./settings";
import { writeLabelSettings } from "./service";
import { acceptLabellingDuty, readConsent, withdrawLabellingDuty } from "./unlabelled-downloads";

const CONSENT_ANSWER = { 200: "`{ accepted, acceptedAt, withdrawnAt }`" };

export const unlabelledDownloadRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({
      operationId: "getUnlabelledDownloads",
      summary: "Whether you accepted the labelling duty (downloads without the visible AI label)",
      answers: CONSENT_ANSWER,
    }),
    async (c) => c.json(await readConsent(c.var.db, c.var.user.id), 200),
  )
  .post(
    "/",
    describeRoute({
      operationId: "acceptUnlabelledDownloads",
      summary: "Accept the labelling duty (Article 9): allows downloads without the visible AI label, each logged",
      answers: CONSENT_ANSWER,
    }),
    async (c) => c.json(await acceptLabellingDuty(c.var.db, c.var.user.id), 200),
  )
  .delete(
    "/",
    describeRoute({
      operationId: "withdrawUnlabelledDownloads",
      summary: "Withdraw the acceptance: downloads carry the visible label again",
      answers: CONSENT_ANSWER,
    }),
    async (c) => c.json(await withdrawLabellingDuty(c.var.db, c.var.user.id), 200),
  );

const settingsBody = z
  .object({
    drawn: z.boolean().optional(),
    producer: z.string().trim().min(1).max(100).optional(),
    /** The text and its mask (base64 PNG, rendered by the admin's browser) change together. */
    text: z.string().trim().min(1).max(LABEL_TEXT_MAX).optional(),
    maskPng: z
      .string()
      .max(Math.ceil((MASK_MAX.bytes * 4) / 3) + 4)
      .optional(),
  })
  .refine((b) => (b.text === undefined) === (b.maskPng === undefined), {
    message: "text and maskPng go together",
    path: ["maskPng"],
  });

const publicSettings = ({ text, drawn, producer }: LabelSettings) => ({ text, drawn, producer });

export const adminLabelRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "getAiLabelSettings",
      summary: "The AI-content label settings",
      answers: { 200: "`{ text, drawn, producer }`" },
    }),
    async (c) => c.json(publicSettings(await readLabelSettings(c.var.db)), 200),
  )
  .put(
    "/",
    describeRoute({
      operationId: "updateAiLabelSettings",
      summary: "Change the label text (with its mask), whether it is drawn, and the provider named in the metadata",
      errors: ["VALIDATION_ERROR"],
      answers: { 200: "The settings after the change." },
    }),
    validate("json", settingsBody),
    async (c) => {
      const body = c.req.valid("json");
      if (body.maskPng !== undefined) await checkMask(body.maskPng);
      const settings = await writeLabelSettings(c.var.db, c.var.user, body);
      auditWritten(c);
      return c.json(publicSettings(settings), 200);
    },
  );

/** A mask this page makes (shared/label-mask.ts), of a text short enough for the corner. */
async function checkMask(base64: string) {
  let mask;
  try {
    mask = await readLabelMask(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)));
  } catch {
    throw new AppError("VALIDATION_ERROR", "The label's mask is not a mask this page makes.", {
      fields: { maskPng: "invalid" },
    });
  }
  if (!maskFits(mask.width, mask.height))
    throw new AppError("VALIDATION_ERROR", "The label text is too long for the picture's corner.", {
      fields: { text: "too_long" },
    });
}
