// Server error codes in the user's language. One entry per ErrorCode (a Record, so a code added
// to worker/platform/errors.ts without a translation here fails the type check), plus the client's NETWORK.
import { m } from "@/paraglide/messages.js";
import type { ErrorCode } from "../../worker/platform/errors";
import { ApiError } from "./api";
import { API_TOKENS_PER_USER, MAX_IMAGE_SIDE, MAX_REFERENCE_BYTES, MB } from "../../shared/limits";
import { isModerationCategory, type ModerationCategory } from "../../shared/moderation";

/** What a translation reads of an error: its details (ApiError, or a failed task's stored error). */
type Translate = (error: { details?: Record<string, unknown> }) => string;

const MESSAGES: Record<ErrorCode | "NETWORK", Translate> = {
  UNAUTHORIZED: () => m.error_unauthorized(),
  FORBIDDEN: () => m.admin_forbidden(),
  NOT_FOUND: () => m.error_not_found(),
  WORK_NOT_FOUND: () => m.error_not_found(),
  TASK_NOT_FOUND: () => m.error_not_found(),
  BATCH_NOT_FOUND: () => m.error_not_found(),
  BATCH_INVALID: () => m.batch_invalid(),
  BATCH_STATE: () => m.batch_state_conflict(),
  BOARD_NOT_FOUND: () => m.error_not_found(),
  BOARD_EXISTS: () => m.error_board_exists(),
  TOO_MANY_BOARDS: (e) => m.error_too_many_boards({ max: Number(e.details?.max ?? 50) }),
  // The SPA never sends a token; a script reads the codes themselves.
  API_TOKEN_INVALID: () => m.error_unauthorized(),
  API_TOKEN_NOT_ACCEPTED: () => m.error_unauthorized(),
  TOO_MANY_API_TOKENS: (e) => m.api_tokens_too_many({ max: Number(e.details?.max ?? API_TOKENS_PER_USER) }),
  VALIDATION_ERROR: () => m.error_validation(),
  PROMPT_REQUIRED: () => m.nano_prompt_required_desc(),
  INSTRUCTION_REQUIRED: () => m.nano_instruction_required_desc(),
  IDEA_REQUIRED: () => m.story_idea_required(),
  INSUFFICIENT_CREDITS: (e) => m.error_insufficient_credits({ required: Number(e.details?.required ?? 1) }),
  TOO_MANY_IMAGES: () => m.nano_too_many_images_desc(),
  IMAGE_TOO_LARGE: () => m.nano_image_too_large({ maxMb: MAX_REFERENCE_BYTES / MB }),
  UNSUPPORTED_IMAGE_TYPE: () => m.error_unsupported_image(),
  // Without maxSide it is the built-in engine's own (lower) limit, found after the charge.
  IMAGE_DIMENSIONS_TOO_LARGE: (e) =>
    e.details?.maxSide
      ? m.error_image_dimensions()
      : m.error_image_megapixels({ max: Number(e.details?.maxMegapixels ?? 16) }),
  IMAGE_SIZE_UNSUPPORTED: () => m.error_image_size_unsupported(),
  PRODUCT_NOT_SEPARABLE: () => m.error_product_not_separable(),
  ASPECT_RATIO_UNCHANGED: () => m.error_aspect_ratio_unchanged(),
  IMAGE_HEADERS_DISAGREE: () => m.error_image_headers_disagree(),
  RESULT_TOO_LARGE: (e) =>
    m.work_tools_result_too_large({
      width: Number(e.details?.width ?? 0),
      height: Number(e.details?.height ?? 0),
      maxSide: Number(e.details?.maxSide ?? MAX_IMAGE_SIDE),
    }),
  PAYLOAD_TOO_LARGE: () => m.error_payload_too_large(),
  UNSUPPORTED_MEDIA_TYPE: () => m.error_unsupported_media_type(),
  CROSS_ORIGIN: () => m.error_cross_origin(),
  UNSUPPORTED_INSTRUCTION: () => m.error_unsupported_instruction({ edits: m.demo_refine_edits() }),
  ENGINE_FAILED: (e) => engineFailure(e),
  ENGINE_UNAVAILABLE: () => m.error_engine_unavailable(),
  STYLE_NOT_FOUND: () => m.error_style_not_found(),
  STYLE_EXISTS: () => m.admin_style_exists(),
  STYLE_NOT_RENDERABLE: () => m.error_style_not_renderable(),
  TRANSCRIPTION_UNAVAILABLE: () => m.voice_unavailable_desc(),
  UNSUPPORTED_AUDIO: () => m.error_unsupported_audio(),
  IDEMPOTENCY_CONFLICT: () => m.error_retry(),
  REQUEST_REFUNDED: () => m.error_request_refunded(),
  IDEMPOTENCY_KEY_REUSED: () => m.error_idempotency_key_reused(),
  INVALID_PASSWORD: () => m.error_invalid_password(),
  TASKS_IN_PROGRESS: () => m.error_tasks_in_progress(),
  UNLABELLED_DOWNLOAD_NOT_ACCEPTED: () => m.error_unlabelled_download_not_accepted(),
  EMAIL_NOT_VERIFIED: () => m.error_email_not_verified(),
  MAIL_UNAVAILABLE: () => m.error_mail_unavailable(),
  EXPORT_TARGETS_INVALID: () => m.error_export_targets_invalid(),
  EXPORT_FAILED: () => m.error_export_failed(),
  EXPORT_NOT_FOUND: () => m.error_not_found(),
  RATE_LIMITED: (e) => m.error_rate_limited({ seconds: Number(e.details?.retryAfterSeconds ?? 60) }),
  // Also what ApiError carries for a failed response without our JSON body (a platform 5xx).
  MASK_INVALID: () => m.region_edit_error_mask(),
  PAYMENTS_UNAVAILABLE: () => m.error_payments_unavailable(),
  PACKAGE_NOT_FOUND: () => m.error_package_not_found(),
  PAYMENT_FAILED: () => m.error_payment_failed(),
  PAYMENTS_BLOCKED: () => m.error_payments_blocked(),
  // Only Stripe calls the webhook.
  WEBHOOK_SIGNATURE_INVALID: () => m.error_unknown(),
  CONTENT_REFUSED: (e) => contentRefused(e),
  ACCOUNT_SUSPENDED: () => m.error_account_suspended(),
  CANNOT_SUSPEND_ADMIN: () => m.error_cannot_suspend_admin(),
  PROVIDER_KEY_REJECTED: (e) =>
    m.error_provider_key_rejected({
      provider: String(e.details?.provider ?? ""),
      answer: isolated(String(e.details?.answer ?? "")),
    }),
  PROVIDER_KEY_UNTESTED: (e) =>
    e.details?.reason === "no-provider-worker"
      ? m.error_provider_key_untested_unbound({ provider: String(e.details?.provider ?? "") })
      : m.error_provider_key_untested({ provider: String(e.details?.provider ?? "") }),
  INTERNAL: () => m.error_internal(),
  NETWORK: () => m.error_network(),
};

/**
 * Text quoted from elsewhere (a provider's English answer) inside a translated sentence, kept in
 * its own direction: without the isolate an Arabic sentence reorders "400 INVALID_ARGUMENT: …".
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.error_unknown();
  return codeMessage(error.code, error.details);
}

/** A stable error code with its details (an API error, or why a background task failed) in the user's language. */
export function codeMessage(code: string, details?: Record<string, unknown> | null): string {
  // A code this build does not know yet (a newer Worker than the open tab) reads as unknown.
  const translate = Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : undefined;
  return translate ? translate({ details: details ?? undefined }) : m.error_unknown();
}

/** A provider's failure by kind (EngineErrorKind in worker/engines/types.ts). */
const ENGINE_REASONS: Record<string, () => string> = {
  BAD_KEY: m.error_engine_bad_key,
  QUOTA: m.error_engine_quota,
  SAFETY: m.error_engine_safety,
  NO_IMAGE: m.error_engine_no_image,
  TIMEOUT: m.error_engine_timeout,
  MODEL_UNAVAILABLE: m.error_engine_model_unavailable,
  OVERLOADED: m.error_engine_overloaded,
  REGION_REFUSED: m.error_engine_region_refused,
  ORG_NOT_VERIFIED: m.error_engine_org_not_verified,
};

/**
 * A provider's failure, plus what happened to the credit: refunded, or (the user's own Gemini
 * key) never charged, in which case a rejected key is theirs to fix.
 */
function engineFailure(error: { details?: Record<string, unknown> }) {
  const kind = String(error.details?.kind ?? "");
  if (error.details?.ownKey) {
    // Always "your key failed" and "nothing was charged": never error_engine_failed, which speaks
    // of a refund an uncharged request never needs. A known kind adds why; a rejected key says so.
    if (kind === "BAD_KEY") return `${m.error_engine_own_key_rejected()} ${m.error_engine_own_key_not_charged()}`;
    const reason = ENGINE_REASONS[kind]?.();
    return [m.error_engine_own_key_failed(), reason, m.error_engine_own_key_not_charged()].filter(Boolean).join(" ");
  }
  const reason = ENGINE_REASONS[kind];
  // The generic failure already says the credits were refunded: not twice.
  if (!reason) return error.details?.refunded === false ? m.error_unknown() : m.error_engine_failed();
  return error.details?.refunded === false ? reason() : `${reason()} ${m.error_refunded()}`;
}

/** A moderation category in the user's language (shared/moderation.ts; S1–S14 are Llama Guard 3's). */
export const MODERATION_CATEGORY_NAMES: Record<ModerationCategory, () => string> = {
  S1: m.moderation_category_s1,
  S2: m.moderation_category_s2,
  S3: m.moderation_category_s3,
  S4: m.moderation_category_s4,
  S5: m.moderation_category_s5,
  S6: m.moderation_category_s6,
  S7: m.moderation_category_s7,
  S8: m.moderation_category_s8,
  S9: m.moderation_category_s9,
  S10: m.moderation_category_s10,
  S11: m.moderation_category_s11,
  S12: m.moderation_category_s12,
  S13: m.moderation_category_s13,
  S14: m.moderation_category_s14,
  other: m.moderation_category_other,
  terms: m.moderation_category_terms,
  provider: m.moderation_category_provider,
};

/**
 * Refused by moderation: what it may involve, then what happened to the credits — nothing charged
 * (refused before the charge, or the user's own key), or refunded (a provider refused after it).
 */
function contentRefused(error: { details?: Record<string, unknown> }) {
  const category: ModerationCategory = isModerationCategory(error.details?.category) ? error.details.category : "other";
  const refused = m.error_content_refused({ category: MODERATION_CATEGORY_NAMES[category]() });
  if (error.details?.refunded === true) return `${refused} ${m.error_refunded()}`;
  if (error.details?.refunded === false) return refused;
  return `${refused} ${m.error_content_refused_not_charged()}`;
}
