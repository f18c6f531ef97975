// GET/PUT /api/admin/settings: provider keys (write-only: answers say set/unset and a masked
// hint), the Workers AI switch (answers also say which engine serves each job) and the referral
// settings.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { MAX_REFERRAL_REWARD } from "../../lib/credit-limits";
import { validate } from "../../lib/validation";
import { readAdminSettings, writeAdminSettings } from "../../services/admin/settings";
import { toRewardAmount } from "../../services/referral-settings";

/** A new key replaces the stored one; null removes it. */
const providerKey = z.string().trim().min(1).max(500).nullable().optional();
/**
 * Forgiving on purpose: non-numeric or negative → 0, fractions rounded down. Above the maximum is
 * refused rather than cut down, so a mistyped 10000 is not silently stored as 1000.
 */
const reward = z
  .unknown()
  .optional()
  .refine((v) => !(Number(v) > MAX_REFERRAL_REWARD), `must be at most ${MAX_REFERRAL_REWARD}`)
  .transform((v) => (v === undefined ? undefined : toRewardAmount(v)));

const settingsBody = z.object({
  geminiKey: providerKey,
  openaiKey: providerKey,
  workersAiEnabled: z.boolean().optional(),
  referralRequired: z.boolean().optional(),
  inviterReward: reward,
  inviteeReward: reward,
});

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await readAdminSettings(c.env, c.var.db), 200))
  .put("/", validate("json", settingsBody), async (c) => c.json(await writeAdminSettings(c.env, c.var.db, c.req.valid("json")), 200));
