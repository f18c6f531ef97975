// better-auth error codes → the spec's messages (§8).
import { m } from "@/paraglide/messages.js";
import { AuthError } from "./auth-api";

export function authErrorMessage(error: unknown): string {
  if (!(error instanceof AuthError)) return m.auth_error_generic();
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
    case "USER_NOT_FOUND":
      return m.auth_error_invalid_credentials();
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return m.auth_error_already_registered();
    case "PASSWORD_TOO_SHORT":
      return m.auth_password_too_short();
    case "INVALID_EMAIL":
      return m.auth_email_invalid();
    case "INVALID_TOKEN":
      return m.auth_reset_invalid_desc();
    case "REFERRAL_CODE_REQUIRED":
      return m.auth_referral_required();
    case "REFERRAL_CODE_INVALID":
      return m.auth_referral_invalid();
    case "ACCOUNT_SUSPENDED":
      return m.error_account_suspended();
    case "MAIL_UNAVAILABLE":
      return m.error_mail_unavailable();
    case "RATE_LIMITED":
      return m.error_rate_limited({ seconds: error.retryAfterSeconds ?? 60 });
    case "NETWORK":
      return m.error_network();
    default:
      return error.message || m.auth_error_generic();
  }
}
