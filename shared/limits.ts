// The limits a request must keep (spec §5, §9): the Worker's zod schemas and upload checks enforce
// them, the SPA checks them before sending and shows them in its hints. One home for each number.

export const MB = 1024 * 1024;

/** Reference images one product-image generation may carry, and each one's size. */
export const MAX_REFERENCES = 3;
export const MAX_REFERENCE_BYTES = 5 * MB;
/** A photo to restyle (art studio, interior design) or a storybook's character picture. */
export const MAX_PHOTO_BYTES = 10 * MB;
/** A region edit's painted mask (a PNG the size of the work; mostly one colour, so small). */
export const MAX_MASK_BYTES = 10 * MB;
/** A voice recording to transcribe. */
export const MAX_AUDIO_BYTES = 10 * MB;
/**
 * Any accepted image, whichever engine gets it: at most this many pixels a side and in all. One
 * limit for every engine, checked on upload before the charge: the Worker decodes pictures in its
 * 128 MB whenever an engine needs their pixels (the demo engine, Workers AI's input images, region
 * edit), and 4096 × 4096 (67 MB of RGBA) is the most it can hold beside the rest. It is also the
 * largest picture the service makes itself (a Gemini 4K picture), so every work can be refined.
 * Larger photos, once accepted, failed in the decoder after the charge (docs/decisions/0027).
 */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/** MAX_IMAGE_PIXELS in megapixels, one decimal, for messages (16.7). */
export const MAX_IMAGE_MEGAPIXELS = Math.floor(MAX_IMAGE_PIXELS / 100_000) / 10;

/** Generation parameters: a value out of range is refused by the Worker and clamped by the SPA. */
export const MAX_TOKENS = { min: 256, max: 8192, default: 2048 } as const;
export const TEMPERATURE = { min: 0, max: 1, default: 0.7 } as const;

/** Characters of text a user may type. */
export const PROMPT_MAX_LENGTH = 2000;
export const IDEA_MAX_LENGTH = 1000;

/**
 * Prompt help (POST /api/prompts/enhance) is free, so it is limited instead: this many requests
 * a minute per user (the PROMPT_HELP_LIMIT binding in wrangler.toml must say the same). Its
 * input and its answer are held to PROMPT_MAX_LENGTH, the generator's own limit.
 */
export const PROMPT_HELP_PER_MINUTE = 10;

/** Marketplace export packs (free pixel work) a user may ask for each minute: wrangler.toml EXPORT_LIMIT. */
export const EXPORTS_PER_MINUTE = 6;

/** The shortest password an account may have. */
export const PASSWORD_MIN = 6;

/** A referral code: this many capital letters and digits. */
export const REFERRAL_CODE_LENGTH = 8;

/** Characters in a board's name, after trimming. */
export const BOARD_NAME_MAX = 40;

/** Characters of a share report's reason (the visitor's) and of an admin's note on one. */
export const REPORT_REASON_MAX = 500;

/** Boards one user may have. */
export const BOARDS_PER_USER = 50;

/** Variants one generation may make (POST /api/images/generate `count`). */
export const GENERATION_COUNT_MAX = 4;

/** Personal API tokens one user may hold, and the characters of a token's name (after trimming). */
export const API_TOKENS_PER_USER = 10;
export const API_TOKEN_NAME_MAX = 40;

/**
 * Requests a minute one API token may make to the routes that accept it (the API_TOKEN_LIMIT
 * binding in wrangler.toml must say the same); its creations also count against the user's
 * CREATION_LIMIT, as a session's do.
 */
export const API_TOKEN_REQUESTS_PER_MINUTE = 60;

/**
 * The longest side of a picture the image tools work on or make: an upscale's or an expansion's
 * result, the work a background is removed from or a region edited in. The Worker does their
 * pixel work in its own memory (128 MB): a 2048² picture needs about 85 MB there, a 4096² one
 * would not fit and the request would die after the charge. So ×4 is for pictures up to 512 px
 * a side, a 1K work goes ×2, and a 4K work is refused before anything is charged.
 */
export const MAX_TOOL_SIDE = 2048;

/** Both sides within `maxSide` and the pixels within MAX_IMAGE_PIXELS. */
export const fitsSize = (width: number, height: number, maxSide = MAX_IMAGE_SIDE) =>
  width <= maxSide && height <= maxSide && width * height <= MAX_IMAGE_PIXELS;

/** A picture the image tools may work on or make. */
export const fitsToolSize = (width: number, height: number) => fitsSize(width, height, MAX_TOOL_SIDE);
