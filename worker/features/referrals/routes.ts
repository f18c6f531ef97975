// /api/referrals (spec §2, §5): the public code check the register form calls while the user
// types (it also says whether invite-only is on and what an invitee gets), and the signed-in
// user's own referral page.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validation";
import { limitPerIp } from "../../platform/middleware/rate-limit";
import { requireUser } from "../../platform/middleware/session";
import { readReferralSettings } from "./service";
import { isActiveCode } from "./codes";
import { referralOverview } from "./overview";
import { describeRoute } from "../../platform/openapi/annotate";

// Any string is accepted and a malformed one is simply not valid: the form asks as the user
// types, so "not yet a code" is an answer, not an error. The bound keeps junk out of the query.
const checkQuery = z.object({ code: z.string().max(64).optional() });

export const referrals = new Hono<AppEnv>()
  .get(
    "/check",
    describeRoute({
      operationId: "checkReferralCode",
      public: true,
      summary: "Is this a referral code? (public, for the register form)",
      answers: { 200: "`{ valid, required, inviteeReward }`" },
    }),
    limitPerIp("PUBLIC_CHECK_LIMIT"),
    validate("query", checkQuery),
    async (c) => {
      const { db } = c.var;
      const { code } = c.req.valid("query");
      // isActiveCode answers false for a malformed code without asking the database.
      const [settings, valid] = await Promise.all([readReferralSettings(db), isActiveCode(db, code)]);
      // The invitee's reward is public (the register form's welcome names it); the inviter's is not asked for.
      return c.json({ valid, required: settings.required, inviteeReward: settings.inviteeReward }, 200);
    },
  )
  .get(
    "/me",
    describeRoute({
      operationId: "getMyReferrals",
      summary: "The user's referral code, link and invitees",
      answers: { 200: "The user's referral page." },
    }),
    requireUser,
    async (c) => {
      return c.json(await referralOverview(c.var.db, c.var.user.id), 200);
    },
  );
