// GET/PUT /api/admin/settings: provider keys (write-only: answers say set/unset and a masked
// hint), the Workers AI switch (answers also say which engine serves each job) and the referral
// settings.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { MAX_REFERRAL_REWARD } from "../../../shared/credit-limits";
import { validate } from "../../platform/http/validation";
import { readAdminSettings, writeAdminSettings } from "./settings";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";
import { testKeysBeforeSaving } from "../provider-keys/service";

/** A new key replaces the stored one; null removes it. */
const providerKey = z.string().trim().min(1).max(500).nullable().optional();
/**
 * A whole number from 0 to the maximum (a numeric string is accepted). Anything else is refused
 * with the field named, never stored as something the admin did not type: "-5" is not 5 or 0,
 * 12.8 is not 12, and a mistyped 10000 is not cut down to 1000.
 */
const reward = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, "must be a whole number")
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int("must be a whole number")
      .min(0, "must not be negative")
      .max(MAX_REFERRAL_REWARD, `must be at most ${MAX_REFERRAL_REWARD}`),
  )
  .optional();

const settingsBody = z.object({
  geminiKey: providerKey,
  openaiKey: providerKey,
  workersAiEnabled: z.boolean().optional(),
  referralRequired: z.boolean().optional(),
  inviterReward: reward,
  inviteeReward: reward,
  /**
   * The admin confirmed saving a key that could not be tested (PROVIDER_KEY_UNTESTED). It never
   * saves a key the provider rejected: the test still runs.
   */
  saveWithoutTest: z.boolean().optional(),
});

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "getSettings",
      summary: "Provider keys (masked), the Workers AI switch and referral settings",
      answers: { 200: "The settings and the engine serving each job." },
    }),
    async (c) => c.json(await readAdminSettings(c.env, c.var.db), 200),
  )
  .put(
    "/",
    describeRoute({
      operationId: "updateSettings",
      summary: "Change settings; a new key is tested first, a key sent as null is removed",
      answers: {
        200: "The settings after the change.",
        422: "PROVIDER_KEY_REJECTED: nothing saved.",
        503: "PROVIDER_KEY_UNTESTED: nothing saved.",
      },
    }),
    validate("json", settingsBody),
    async (c) => {
      const { saveWithoutTest, ...patch } = c.req.valid("json");
      const keyTests = await testKeysBeforeSaving(c.env, patch, saveWithoutTest);
      const settings = await writeAdminSettings(c.env, c.var.db, c.var.user, patch, keyTests);
      auditWritten(c);
      return c.json(settings, 200);
    },
  );
