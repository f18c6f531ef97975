// Typed application errors: services throw them with a stable code, the one onError handler
// turns them into `{ error: { code, message } }`. The SPA translates codes for the user.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorCode =
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "VALIDATION_ERROR"
  | "PROMPT_REQUIRED"
  | "INSTRUCTION_REQUIRED"
  | "INSUFFICIENT_CREDITS"
  | "TOO_MANY_IMAGES"
  | "IMAGE_TOO_LARGE"
  | "UNSUPPORTED_IMAGE_TYPE"
  | "IMAGE_DIMENSIONS_TOO_LARGE"
  /** An image tool's result would exceed MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS (refused before the charge). */
  | "RESULT_TOO_LARGE"
  /** The image size asked for is not one the serving engine draws (details.sizes lists those). */
  | "IMAGE_SIZE_UNSUPPORTED"
  /** The product kept exact: the matte cannot tell the product from its photo's background (refused before the charge). */
  | "PRODUCT_NOT_SEPARABLE"
  /** An expansion to the aspect ratio the work already has (refused before the charge). */
  | "ASPECT_RATIO_UNCHANGED"
  /** An image whose headers disagree about its size (e.g. a WebP canvas and its frame), refused before any decode. */
  | "IMAGE_HEADERS_DISAGREE"
  | "PAYLOAD_TOO_LARGE"
  | "WORK_NOT_FOUND"
  | "STYLE_NOT_FOUND"
  | "STYLE_EXISTS"
  /** The engine serving the art studio cannot draw this style (refused before any charge). */
  | "STYLE_NOT_RENDERABLE"
  | "BOARD_NOT_FOUND"
  /** Another of the user's boards already has this name (case aside). */
  | "BOARD_EXISTS"
  /** The user already has BOARDS_PER_USER boards. */
  | "TOO_MANY_BOARDS"
  /** An `Authorization: Bearer` token that is malformed, unknown or revoked. */
  | "API_TOKEN_INVALID"
  /** An API token on a route that needs the signed-in session (worker/platform/auth/token-routes.ts). */
  | "API_TOKEN_NOT_ACCEPTED"
  /** The user already has API_TOKENS_PER_USER tokens. */
  | "TOO_MANY_API_TOKENS"
  | "IDEA_REQUIRED"
  | "TASK_NOT_FOUND"
  /** No batch of this user has that id (another user's batch is not found either). */
  | "BATCH_NOT_FOUND"
  /** A batch's sheet or photos have problems (details.problems, per row): nothing was started or charged. */
  | "BATCH_INVALID"
  /** The batch cannot do that now (resume a finished one, delete a running one): details.status. */
  | "BATCH_STATE"
  | "TRANSCRIPTION_UNAVAILABLE"
  | "UNSUPPORTED_AUDIO"
  | "UNSUPPORTED_INSTRUCTION"
  | "ENGINE_FAILED"
  /** No engine at all serves creations (no provider key, Workers AI off, no demo Worker): refused before any charge. */
  | "ENGINE_UNAVAILABLE"
  | "IDEMPOTENCY_CONFLICT"
  /** A retried Idempotency-Key whose request never finished and was refunded: send it again with a new key. */
  | "REQUEST_REFUNDED"
  | "INVALID_PASSWORD"
  | "TASKS_IN_PROGRESS"
  /** A download without the visible AI label before the user accepted the labelling duty (Article 9). */
  | "UNLABELLED_DOWNLOAD_NOT_ACCEPTED"
  | "RATE_LIMITED"
  | "EMAIL_NOT_VERIFIED"
  | "IDEMPOTENCY_KEY_REUSED"
  | "CROSS_ORIGIN"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "MAIL_UNAVAILABLE"
  /** A region edit's mask is not a PNG the size of the work, or nothing is painted on it (details.reason). */
  | "MASK_INVALID"
  /** Buying credits is not switched on (no Stripe keys): the packages say "coming soon". */
  | "PAYMENTS_UNAVAILABLE"
  /** The credit package is unknown or disabled. */
  | "PACKAGE_NOT_FOUND"
  /** The account owes credits from a lost payment dispute; it may not buy until an admin settles it. */
  | "PAYMENTS_BLOCKED"
  /** Stripe refused or failed to open a Checkout Session; nothing was charged. */
  | "PAYMENT_FAILED"
  /** A webhook whose Stripe-Signature does not verify (worker/features/payments/webhook.ts). */
  | "WEBHOOK_SIGNATURE_INVALID"
  /**
   * Moderation refused the text (before any charge) or the provider refused it under its safety
   * policy (refunded): details.category is one of shared/moderation.ts MODERATION_CATEGORIES.
   */
  | "CONTENT_REFUSED"
  /** An admin suspended this account (decision 26): no sign-in, session or API token lets it in. */
  | "ACCOUNT_SUSPENDED"
  /** An admin may not suspend themselves or another admin. */
  | "CANNOT_SUSPEND_ADMIN"
  /** A provider key an admin tried to save failed its test call; it was not saved (details.provider, details.answer). */
  | "PROVIDER_KEY_REJECTED"
  /**
   * A provider key could not be tested (details.reason: "unreachable", the provider or the provider
   * Worker did not answer; "no-provider-worker", none is deployed); nothing was saved. The admin
   * may send it again with saveWithoutTest (decision 30).
   */
  | "PROVIDER_KEY_UNTESTED"
  /** An export pack asked for no marketplace, an unknown one or one twice (shared/marketplace-rules.ts). */
  | "EXPORT_TARGETS_INVALID"
  /** The export pack's pixel work failed or did not finish in time (details.kind); nothing was charged. */
  | "EXPORT_FAILED"
  /** No export pack of the user's by that id, or its files have expired. */
  | "EXPORT_NOT_FOUND"
  | "INTERNAL";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  PROMPT_REQUIRED: 400,
  INSTRUCTION_REQUIRED: 400,
  INSUFFICIENT_CREDITS: 402,
  TOO_MANY_IMAGES: 400,
  IMAGE_TOO_LARGE: 413,
  UNSUPPORTED_IMAGE_TYPE: 415,
  IMAGE_DIMENSIONS_TOO_LARGE: 413,
  RESULT_TOO_LARGE: 422,
  IMAGE_SIZE_UNSUPPORTED: 400,
  PRODUCT_NOT_SEPARABLE: 422,
  ASPECT_RATIO_UNCHANGED: 422,
  IMAGE_HEADERS_DISAGREE: 422,
  PAYLOAD_TOO_LARGE: 413,
  WORK_NOT_FOUND: 404,
  STYLE_NOT_FOUND: 404,
  STYLE_EXISTS: 409,
  STYLE_NOT_RENDERABLE: 422,
  BOARD_NOT_FOUND: 404,
  BOARD_EXISTS: 409,
  TOO_MANY_BOARDS: 409,
  API_TOKEN_INVALID: 401,
  API_TOKEN_NOT_ACCEPTED: 403,
  TOO_MANY_API_TOKENS: 409,
  IDEA_REQUIRED: 400,
  TASK_NOT_FOUND: 404,
  BATCH_NOT_FOUND: 404,
  BATCH_INVALID: 422,
  BATCH_STATE: 409,
  TRANSCRIPTION_UNAVAILABLE: 503,
  UNSUPPORTED_AUDIO: 415,
  UNSUPPORTED_INSTRUCTION: 422,
  ENGINE_FAILED: 502,
  ENGINE_UNAVAILABLE: 503,
  IDEMPOTENCY_CONFLICT: 409,
  REQUEST_REFUNDED: 409,
  INVALID_PASSWORD: 400,
  TASKS_IN_PROGRESS: 409,
  UNLABELLED_DOWNLOAD_NOT_ACCEPTED: 403,
  RATE_LIMITED: 429,
  EMAIL_NOT_VERIFIED: 403,
  IDEMPOTENCY_KEY_REUSED: 409,
  CROSS_ORIGIN: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MAIL_UNAVAILABLE: 503,
  MASK_INVALID: 400,
  PAYMENTS_UNAVAILABLE: 503,
  PACKAGE_NOT_FOUND: 404,
  PAYMENTS_BLOCKED: 403,
  PAYMENT_FAILED: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  CONTENT_REFUSED: 422,
  ACCOUNT_SUSPENDED: 403,
  CANNOT_SUSPEND_ADMIN: 403,
  PROVIDER_KEY_REJECTED: 422,
  PROVIDER_KEY_UNTESTED: 503,
  EXPORT_TARGETS_INVALID: 400,
  EXPORT_FAILED: 502,
  EXPORT_NOT_FOUND: 404,
  INTERNAL: 500,
};

/** Every code, for the OpenAPI document's error schema. */
export const ERROR_CODES = Object.keys(STATUS) as ErrorCode[];
export const errorStatus = (code: ErrorCode) => STATUS[code];

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: Record<string, unknown> } };
