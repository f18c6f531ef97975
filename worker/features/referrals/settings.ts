// The referral settings kept in system_config (spec §3): the invite-only switch and the two
// reward amounts. Owns their keys, defaults and normalisation; the sign-up hooks, the reward
// batch and the admin settings screen all read and write them through ./service.ts
// (readReferralSettings, referralSettingsWrites), so a stray value in the table (a string, a
// negative, a fraction) can never turn into a strange ledger row.
import { MAX_REFERRAL_REWARD } from "../../../shared/credit-limits";

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
