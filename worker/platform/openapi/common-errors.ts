// Failures many routes share, named once for their describeRoute objects.
import type { ErrorCode } from "../errors";

/**
 * Every paid creation (features/creations/paid-creation.ts, features/tasks/service.ts): too few credits, a failed engine
 * (refunded), a reused key, a request the open-charges sweep refunded (features/open-charges),
 * and text or a result refused by moderation (features/moderation).
 */
export const PAID_ERRORS: ErrorCode[] = [
  "INSUFFICIENT_CREDITS",
  "ENGINE_FAILED",
  "IDEMPOTENCY_KEY_REUSED",
  "IDEMPOTENCY_CONFLICT",
  "REQUEST_REFUNDED",
  "CONTENT_REFUSED",
];

/** An uploaded picture (platform/image/uploads.ts). */
export const UPLOAD_ERRORS: ErrorCode[] = [
  "TOO_MANY_IMAGES",
  "IMAGE_TOO_LARGE",
  "IMAGE_DIMENSIONS_TOO_LARGE",
  "UNSUPPORTED_IMAGE_TYPE",
  "IMAGE_HEADERS_DISAGREE",
];
