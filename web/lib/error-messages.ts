// Server error codes in the user's language.
import { m } from "@/paraglide/messages.js";
import { ApiError } from "./api";

export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.error_unknown();
  switch (error.code) {
    case "UNAUTHORIZED":
      return m.error_unauthorized();
    case "INSUFFICIENT_CREDITS":
      return m.error_insufficient_credits({ required: Number(error.details?.required ?? 1) });
    case "PROMPT_REQUIRED":
      return m.nano_prompt_required_desc();
    case "INSTRUCTION_REQUIRED":
      return m.nano_instruction_required_desc();
    case "IDEA_REQUIRED":
      return m.story_idea_required();
    case "TOO_MANY_IMAGES":
      return m.nano_too_many_images_desc();
    case "IMAGE_TOO_LARGE":
      return m.nano_image_too_large();
    case "UNSUPPORTED_IMAGE_TYPE":
      return m.error_unsupported_image();
    case "IMAGE_DIMENSIONS_TOO_LARGE":
      // Without maxSide it is the built-in engine's own (lower) limit, found after the charge.
      return error.details?.maxSide ? m.error_image_dimensions() : m.error_image_megapixels({ max: Number(error.details?.maxMegapixels ?? 16) });
    case "IMAGE_SIZE_UNSUPPORTED":
      return m.error_image_size_unsupported();
    case "PAYLOAD_TOO_LARGE":
      return m.error_payload_too_large();
    case "UNSUPPORTED_MEDIA_TYPE":
      return m.error_unsupported_media_type();
    case "CROSS_ORIGIN":
      return m.error_cross_origin();
    case "WORK_NOT_FOUND":
    case "TASK_NOT_FOUND":
    case "NOT_FOUND":
      return m.error_not_found();
    case "UNSUPPORTED_INSTRUCTION":
      return m.error_unsupported_instruction();
    case "ENGINE_FAILED":
      return engineFailure(error);
    case "STYLE_NOT_FOUND":
      return m.error_style_not_found();
    case "FORBIDDEN":
      return m.admin_forbidden();
    case "TRANSCRIPTION_UNAVAILABLE":
      return m.voice_unavailable_desc();
    case "UNSUPPORTED_AUDIO":
      return m.error_unsupported_audio();
    case "IDEMPOTENCY_CONFLICT":
      return m.error_retry();
    case "IDEMPOTENCY_KEY_REUSED":
      return m.error_idempotency_key_reused();
    case "VALIDATION_ERROR":
      return m.error_validation();
    case "INVALID_PASSWORD":
      return m.error_invalid_password();
    case "TASKS_IN_PROGRESS":
      return m.error_tasks_in_progress();
    case "EMAIL_NOT_VERIFIED":
      return m.error_email_not_verified();
    case "MAIL_UNAVAILABLE":
      return m.error_mail_unavailable();
    case "RATE_LIMITED":
      return m.error_rate_limited({ seconds: Number(error.details?.retryAfterSeconds ?? 60) });
    case "NETWORK":
      return m.error_network();
    default:
      return m.error_unknown();
  }
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
function engineFailure(error: ApiError) {
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
