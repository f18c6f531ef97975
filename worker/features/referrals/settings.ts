// The referral settings kept in system_config (spec §3): the invite-only switch and the two
// reward amounts. Owns their keys, defaults and normalisation; the sign-up hooks, the reward
// batch and the admin settings screen all read and write through here, so a stray value in the
// table (a string, a negative, a fraction) can never turn into a strange ledger row.
import { inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { systemConfig } from "../../platform/db/schema";
import { MAX_REFERRAL_REWARD } from "../../../shared/credit-limits";
import { configWrite } from "../../platform/system-config";

export const REFERRAL_REQUIRED_KEY = "REFERRAL_REQUIRED";
export const REFERRAL_INVITER_REWARD_KEY = "REFERRAL_INVITER_REWARD";
export const REFERRAL_INVITEE_REWARD_KEY = "REFERRAL_INVITEE_REWARD";

export type ReferralSettings = {
  /** Invite-only: sign-up is refused without a valid, active code. */
  required: boolean;
  /** Credits the code's owner gets when the invitee first signs in. */
  inviterReward: number;
  /** Credits the invitee gets on top of the sign-up bonus. */
  inviteeReward: number;
};

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = { required: false, inviterReward: 10, inviteeReward: 5 };

/** A reward amount as the ledger may use it: an integer from 0 to 1000; anything non-numeric is 0. */
export function toRewardAmount(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), MAX_REFERRAL_REWARD);
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
