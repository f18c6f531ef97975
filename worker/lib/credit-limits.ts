// Credit amounts the back office may set, enforced by the Worker and shown by the SPA's admin
// pages (which bundle this file: keep it free of imports).

/** The most credits one referral reward (inviter's or invitee's) may be. */
export const MAX_REFERRAL_REWARD = 1000;
