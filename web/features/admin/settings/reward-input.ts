// A referral reward as the admin types it: the text stays theirs while typing (it may be empty
// or "-"), leading zeros go ("012" → "12"), and only a whole number from 0 to the maximum is a
// value to save; anything else says why, as the Worker would refuse it.
import { MAX_REFERRAL_REWARD } from "../../../../shared/credit-limits";

export type RewardReading = { value: number } | { problem: "required" | "negative" | "whole" };

/** What the field shows after a keystroke: leading zeros dropped, nothing else changed. */
export const tidyRewardText = (text: string) => text.replace(/^(-?)0+(?=\d)/, "$1");

export function readReward(text: string): RewardReading {
  const t = text.trim();
  if (t === "") return { problem: "required" };
  if (/^-/.test(t)) return { problem: "negative" };
  if (!/^\d+$/.test(t)) return { problem: "whole" };
  const value = Number(t);
  return value <= MAX_REFERRAL_REWARD ? { value } : { problem: "whole" };
}
