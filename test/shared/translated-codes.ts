// The error codes a refused request may carry that the SPA's shared reader
// (web/lib/error-messages.ts) turns into a specific message. The worker's adversarial tests
// check every refusal's code is one of these; test/web/error-messages.test.ts checks each has
// its own message (not "unknown error").
import type { ErrorCode } from "../../worker/platform/errors";

export const TRANSLATED_CODES: ErrorCode[] = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "WORK_NOT_FOUND",
  "TASK_NOT_FOUND",
  "STYLE_NOT_FOUND",
  "STYLE_NOT_RENDERABLE",
  "BOARD_NOT_FOUND",
  "BOARD_EXISTS",
  "TOO_MANY_BOARDS",
  "TOO_MANY_API_TOKENS",
  "VALIDATION_ERROR",
  "PROMPT_REQUIRED",
  "INSTRUCTION_REQUIRED",
  "IDEA_REQUIRED",
  "TOO_MANY_IMAGES",
  "IMAGE_TOO_LARGE",
  "UNSUPPORTED_IMAGE_TYPE",
  "IMAGE_DIMENSIONS_TOO_LARGE",
  "IMAGE_SIZE_UNSUPPORTED",
  "PRODUCT_NOT_SEPARABLE",
  "ASPECT_RATIO_UNCHANGED",
  "IMAGE_HEADERS_DISAGREE",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "CROSS_ORIGIN",
  "UNSUPPORTED_AUDIO",
  "RATE_LIMITED",
  "INVALID_PASSWORD",
  "TASKS_IN_PROGRESS",
  "IDEMPOTENCY_KEY_REUSED",
  "REQUEST_REFUNDED",
  "MASK_INVALID",
];
