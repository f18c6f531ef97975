// The closed lists the product offers (spec §2, §3, §9): the Worker validates with
// `z.enum(LIST)`, the SPA builds its pickers from the same lists, and each type is derived from
// its list, so a new choice is added here once and the type checker finds every label missing.

/** Output shape of a product image. */
export const ASPECT_RATIOS = ["1:1", "3:4", "4:3", "9:16", "16:9"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Output resolution, named by its long side: 1K ≈ 1024 px, 2K ≈ 2048 px, 4K ≈ 4096 px. */
export const IMAGE_SIZES = ["1K", "2K", "4K"] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Interior design: the room in the photo and the style to give it. */
export const ROOM_TYPES = ["living_room", "bedroom", "kitchen", "bathroom", "office", "dining_room"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const INTERIOR_STYLES = [
  "modern",
  "scandinavian",
  "industrial",
  "chinese",
  "japanese",
  "luxury",
  "farmhouse",
  "french",
] as const;
export type InteriorStyle = (typeof INTERIOR_STYLES)[number];

/** Storybooks: the kind of story and how many pages it has (the first is the default). */
export const STORY_STYLES = ["fairy_tale", "sci_fi", "adventure", "educational"] as const;
export type StoryStyle = (typeof STORY_STYLES)[number];
export const STORY_PAGE_COUNTS = [4, 6, 8] as const;
export type StoryPageCount = (typeof STORY_PAGE_COUNTS)[number];

/** Why credits moved: each ledger row names one. */
export const ACTION_TYPES = [
  "signup_bonus",
  "generate_image",
  "transform_image",
  "optimize_image",
  "optimize_conversation",
  "generate_product_image",
  "transcribe_audio",
  "interior_design",
  "generate_storybook",
  "upscale_image",
  "remove_background",
  "edit_region",
  "expand_image",
  "referral_reward",
  "admin_adjustment",
  "recharge",
  /** Credits a refunded or lost-disputed Stripe payment takes back (worker/features/payments/reversals.ts). */
  "recharge_reversal",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Which studio made a work; the library filters by it. */
export const WORK_SOURCES = ["nano", "art_studio", "interior", "storybook"] as const;
export type WorkSource = (typeof WORK_SOURCES)[number];
/**
 * Works the editing tools (region edit, upscale, background removal, expand) may make new versions
 * of: their deletion takes their versions along; rooms and books keep records of their own.
 */
export const EDITABLE_SOURCES: readonly WorkSource[] = ["nano", "art_studio"];

/** Recharge orders: recorded by an admin, or bought through Stripe Checkout. */
export const RECHARGE_SOURCES = ["manual", "stripe"] as const;
export type RechargeSource = (typeof RECHARGE_SOURCES)[number];
/**
 * An order's state: a Stripe order is pending until its payment is confirmed, failed when it
 * expired or the payment failed, refunded or disputed (lost) when money went back.
 */
export const RECHARGE_STATUSES = ["pending", "completed", "failed", "refunded", "disputed"] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** Background creations and their states. */
export const TASK_TYPES = ["interior_design", "storybook"] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
