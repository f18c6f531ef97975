// What the rest of the Worker asks of referrals (spec §2, §3, §5, §8): a new user's code, the
// checks better-auth runs at sign-up (worker/app.ts registers them with the platform), paying
// the reward (./reward.ts), and the settings the back office edits (keys and defaults:
// ./settings.ts). Codes and relationships are ./codes.ts.
import { eq, inArray } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Database } from "../../platform/db/client";
import { referralCodes, systemConfig } from "../../platform/db/schema";
import { configWrite } from "../../platform/system-config";
import { generateReferralCode, isActiveCode, recordReferral } from "./codes";
import { payReferral } from "./reward";
import {
  DEFAULT_REFERRAL_SETTINGS,
  REFERRAL_INVITEE_REWARD_KEY,
  REFERRAL_INVITER_REWARD_KEY,
  REFERRAL_REQUIRED_KEY,
  toRewardAmount,
  type ReferralSettings,
} from "./settings";

const CODE_ATTEMPTS = 5;

/**
 * Completes the invitee's pending referral and pays both sides with the amounts configured now
 * (./reward.ts). Returns what was paid, or null when there was nothing to do (no referral, already
 * completed, or another attempt won the race). Safe to call on every sign-in.
 */
export function processReferralReward(db: Database, inviteeId: string) {
  return payReferral(db, inviteeId, () => readReferralSettings(db));
}

/**
 * The user's code, made now if they have none. Idempotent like the rest of account set-up: the
 * insert ignores both a row that is already there and the rare clash with another user's code,
 * and the loop then reads back which of the two it was.
 */
export async function ensureReferralCode(db: Database, userId: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const row = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId))
      .get();
    if (row) return row.code;
    await db.insert(referralCodes).values({ userId, code: generateReferralCode() }).onConflictDoNothing();
  }
  const row = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .get();
  if (row) return row.code;
  throw new Error(`no unique referral code after ${CODE_ATTEMPTS} attempts`);
}

/** The referral code in a sign-up body (before better-auth validated it, so anything goes). */
function bodyCode(body: unknown): unknown {
  return body && typeof body === "object" ? (body as { referralCode?: unknown }).referralCode : undefined;
}

/** Whether the user gave a code at all; whatever they gave (even a number) is then checked. */
const present = (raw: unknown) => raw !== undefined && raw !== null && !(typeof raw === "string" && raw.trim() === "");

/**
 * Before a sign-up creates anything (better-auth's before hook; `body` is the raw sign-up JSON,
 * where `referralCode` rides along unstored): a wrong code is refused (400), and under invite-only
 * a missing one too.
 */
export async function checkSignUpReferral(db: Database, body: unknown) {
  const raw = bodyCode(body);
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
}

/** After the new user's account set-up: their pending relationship, if they gave a code. */
export async function recordReferralAtSignUp(db: Database, userId: string, body: unknown) {
  const raw = bodyCode(body);
  if (!present(raw)) return;
  try {
    await recordReferral(db, userId, raw);
  } catch (error) {
    // The user exists already (no transaction on D1); losing the link must not fail the sign-up.
    console.error("referral relationship not recorded", { userId }, error);
  }
}

/**
 * After a sign-in or a confirmed address: pays the reward if both have happened (spec §8: a
 * reward that could not be paid now is logged; what the person did succeeds, and the relationship
 * stays pending so the next sign-in tries again).
 */
export async function payReferralQuietly(db: Database, userId: string) {
  try {
    await processReferralReward(db, userId);
  } catch (error) {
    console.error("referral reward failed", { userId }, error);
  }
}

/** The current settings; a missing row means its default (a stored but broken amount means 0). */
export async function readReferralSettings(db: Database): Promise<ReferralSettings> {
  const rows = await db
    .select({ key: systemConfig.key, value: systemConfig.value })
    .from(systemConfig)
    .where(inArray(systemConfig.key, [REFERRAL_REQUIRED_KEY, REFERRAL_INVITER_REWARD_KEY, REFERRAL_INVITEE_REWARD_KEY]))
    .all();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const amount = (key: string, fallback: number) => {
    const value = byKey.get(key);
    return value ? toRewardAmount(value.amount) : fallback;
  };
  const required = byKey.get(REFERRAL_REQUIRED_KEY);
  return {
    required: required ? required.enabled === true : DEFAULT_REFERRAL_SETTINGS.required,
    inviterReward: amount(REFERRAL_INVITER_REWARD_KEY, DEFAULT_REFERRAL_SETTINGS.inviterReward),
    inviteeReward: amount(REFERRAL_INVITEE_REWARD_KEY, DEFAULT_REFERRAL_SETTINGS.inviteeReward),
  };
}

/** The statements that store the given settings (the others stay as they are), for a caller's batch. */
export function referralSettingsWrites(db: Database, patch: Partial<ReferralSettings>) {
  return [
    patch.required === undefined ? null : configWrite(db, REFERRAL_REQUIRED_KEY, { enabled: patch.required === true }),
    patch.inviterReward === undefined
      ? null
      : configWrite(db, REFERRAL_INVITER_REWARD_KEY, { amount: toRewardAmount(patch.inviterReward) }),
    patch.inviteeReward === undefined
      ? null
      : configWrite(db, REFERRAL_INVITEE_REWARD_KEY, { amount: toRewardAmount(patch.inviteeReward) }),
  ].filter((write) => write !== null);
}

/** Stores the given settings (the others stay as they are) and returns the result. */
export async function writeReferralSettings(db: Database, patch: Partial<ReferralSettings>): Promise<ReferralSettings> {
  for (const write of referralSettingsWrites(db, patch)) await write;
  return readReferralSettings(db);
}
