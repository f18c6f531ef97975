// What each paid action costs and what a new account is given, in credits (spec §9). The Worker
// charges these amounts, the SPA shows them and checks the balance before a call, and messages
// that state a price take it from here as a parameter: change a price here and nowhere else.

/** Credits every new account is given once, at sign-up. */
export const SIGNUP_BONUS = 5;

/** One product image from a prompt (nano). */
export const GENERATION_COST = 1;
/** One refinement of a generated image (nano's conversation). */
export const REFINEMENT_COST = 1;
/** One photo redrawn in an art style (art studio). */
export const TRANSFORM_COST = 1;
/** One room redesigned (interior design). */
export const INTERIOR_COST = 2;
/** Each image of a generation: 1 to GENERATION_COUNT_MAX variants cost this many each. */
export const generationCost = (count: number) => GENERATION_COST * count;
/** Upscaling a work, by factor: ×2 costs 1, ×4 costs 2. */
export const UPSCALE_COSTS = { 2: 1, 4: 2 } as const;
export type UpscaleFactor = keyof typeof UPSCALE_COSTS;
/** A work's background removed (a PNG with alpha), or put on a new colour or scene. */
export const REMOVE_BACKGROUND_COST = 1;
/** A painted region of a work changed by an instruction; pixels outside the mask stay. */
export const REGION_EDIT_COST = 1;
/** A work's canvas expanded to another aspect ratio, the new area filled. */
export const EXPAND_COST = 1;
/** A storybook: 2 for the story plus 2 a page (4 → 10, 6 → 14, 8 → 18). */
export const storybookCost = (pages: number) => 2 + 2 * pages;
