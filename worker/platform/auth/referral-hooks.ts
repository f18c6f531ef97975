// Referrals inside better-auth (spec §2, §5, §8), and the profile-field check (./profile-fields)
// that runs first on every request. better-auth 1.7's sign-up body schema accepts
// extra keys and the user insert only keeps declared user fields, so `referralCode` rides along
// in the sign-up JSON without being stored on the user. Three hooks use it:
//   - hooks.before on /sign-up/email: a wrong code is refused (400) before any user row exists,
//     and under invite-only a missing one too;
//   - the user create.after database hook (after setUpAccount): records the pending relationship;
//   - hooks.after on /sign-up/email and /sign-in/email: a new session means a sign-in (autoSignIn
//     makes sign-up the first one), so an older account gets its identity hash (recordIdentity)
//     and the reward is processed (paid once the address is confirmed); later sign-ins find nothing.
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "../db/client";
import { recordIdentity } from "./identity-claims";
import { processReferralReward } from "../../features/referrals/reward";
import { checkProfileFields } from "./profile-fields";
import { readReferralSettings } from "../../features/referrals/settings";
import { isActiveCode, recordReferral } from "../../features/referrals/service";

const SIGN_UP = "/sign-up/email";
const SIGN_IN_PATHS = new Set([SIGN_UP, "/sign-in/email"]);

/** The referral code in a sign-up body (before better-auth validated it, so anything goes). */
function bodyCode(body: unknown): unknown {
  return body && typeof body === "object" ? (body as { referralCode?: unknown }).referralCode : undefined;
}

/** Whether the user gave a code at all; whatever they gave (even a number) is then checked. */
const present = (raw: unknown) => raw !== undefined && raw !== null && !(typeof raw === "string" && raw.trim() === "");

export function referralHooks(db: Database, secret: string) {
  const before = createAuthMiddleware(async (ctx) => {
    checkProfileFields(ctx.path, ctx.body);
    if (ctx.path !== SIGN_UP) return;
    const raw = bodyCode(ctx.body);
    // A code the user gave must be a real one even without invite-only: registering without it
    // would silently lose the invitation they meant to accept. They can fix it or leave it out.
    if (present(raw)) {
      if (!(await isActiveCode(db, raw))) {
        throw new APIError("BAD_REQUEST", {
          code: "REFERRAL_CODE_INVALID",
          message: "This invitation code is not valid.",
        });
      }
      return;
    }
    if ((await readReferralSettings(db)).required) {
      throw new APIError("BAD_REQUEST", {
        code: "REFERRAL_CODE_REQUIRED",
        message: "An invitation code is required to sign up.",
      });
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (!SIGN_IN_PATHS.has(ctx.path)) return;
    const signedIn = ctx.context.newSession?.user;
    if (!signedIn) return;
    const userId = signedIn.id;
    try {
      await recordIdentity(db.$client, signedIn, secret);
      await processReferralReward(db, userId);
    } catch (error) {
      // Spec §8: a reward that could not be paid now is logged; the sign-in itself succeeds, and
      // the relationship stays pending so the next sign-in tries again.
      console.error("referral reward failed", { userId }, error);
    }
  });

  return { before, after };
}

/** For the user create.after database hook: the new user's pending relationship, if any. */
export async function recordReferralAtSignUp(
  db: Database,
  userId: string,
  context: { body?: unknown } | null | undefined,
) {
  const raw = bodyCode(context?.body);
  if (!present(raw)) return;
  try {
    await recordReferral(db, userId, raw);
  } catch (error) {
    // The user exists already (no transaction on D1); losing the link must not fail the sign-up.
    console.error("referral relationship not recorded", { userId }, error);
  }
}
