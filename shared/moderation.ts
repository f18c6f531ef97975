// Moderation's facts the Worker and the SPA share (issue 25, docs/decisions/0025-moderation.md):
// the categories a refusal names and the limits of the admin's list of refused terms.

/**
 * Llama Guard 3's hazard categories, S1–S14 (Meta's model card, the MLCommons taxonomy plus code
 * interpreter abuse), "other" (Llama Guard said unsafe without naming a category), "terms" (the admin's list of refused terms) and "provider" (a
 * provider's own safety refusal). A refusal's `details.category` is one of these.
 */
export const MODERATION_CATEGORIES = [
  "S1",
  "S2",
  "S3",
  "S4",
  "S5",
  "S6",
  "S7",
  "S8",
  "S9",
  "S10",
  "S11",
  "S12",
  "S13",
  "S14",
  "other",
  "terms",
  "provider",
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

export const isModerationCategory = (value: unknown): value is ModerationCategory =>
  typeof value === "string" && (MODERATION_CATEGORIES as readonly string[]).includes(value);

/** The admin's list: at most this many terms, each 1–this many characters. */
export const REFUSED_TERMS_MAX = 500;
export const REFUSED_TERM_MAX_LENGTH = 100;
