// Credit and money amounts the back office may set, enforced by the Worker and shown by the SPA's admin
// pages (which bundle this file: keep it free of imports).

/** The most credits one referral reward (inviter's or invitee's) may be. */
export const MAX_REFERRAL_REWARD = 1000;

/** A recharge amount in yuan as typed: up to 9 whole digits and at most 2 decimals ("12.345" is refused, never rounded). */
export const YUAN_AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** The largest credit amount one admin action may move (an adjustment, a recharge, a package). */
export const MAX_ADMIN_CREDITS = 100_000;

/** The largest recharge one order may record, in yuan. */
export const MAX_RECHARGE_YUAN = 100_000;
