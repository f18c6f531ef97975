// Stripe's error envelope, { error: { type, message, param?, code? } }, with the real status: the
// SDK picks its error class from the status and type (401 → StripeAuthenticationError,
// 400/404 invalid_request_error → StripeInvalidRequestError, idempotency_error →
// StripeIdempotencyError), so both have to be right for the Worker's error handling to be tested.
import type { FakeReply } from "./http-fake";

type ErrorFields = { param?: string; code?: string; type?: string };

export function stripeError(status: number, message: string, fields: ErrorFields = {}): FakeReply {
  const { type = "invalid_request_error", param, code } = fields;
  const error: Record<string, string> = { type, message };
  if (param !== undefined) error.param = param;
  if (code !== undefined) error.code = code;
  // Stripe links each failed request to its log page; the fake has none, the field stays for shape.
  error.request_log_url = "https://dashboard.stripe.com/test/logs";
  return { status, json: { error } };
}

/** Thrown by the parameter checks; the router turns it into the reply. */
export class StripeParamError extends Error {
  constructor(
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly status = 400,
  ) {
    super(message);
  }
  reply(): FakeReply {
    return stripeError(this.status, this.message, { param: this.param, code: this.code });
  }
}

export const missingParam = (param: string) =>
  new StripeParamError(`Missing required param: ${param}.`, param, "parameter_missing");
export const unknownParam = (param: string) =>
  new StripeParamError(`Received unknown parameter: ${param}`, param, "parameter_unknown");
export const invalidParam = (param: string, message: string) =>
  new StripeParamError(message, param, "parameter_invalid_string");
