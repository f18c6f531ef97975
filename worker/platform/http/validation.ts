// zod-validator with our error shape: the first issue becomes a VALIDATION_ERROR (or the
// specific code a schema attached to the issue through its message, e.g. PROMPT_REQUIRED).
// A body target also holds the request to its one media type (415 otherwise) before anything is
// read, and a JSON body to JSON_BODY_MAX while it is read (413), before it is parsed.
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { z, type ZodType } from "zod";
import { AppError, type ErrorCode } from "../errors";
import { annotate } from "../openapi/annotate";
import { JSON_BODY_MAX, mediaTypeOf, readTextWithin } from "./read-limited";
import { hasVisibleText, stripBidiControls } from "../typed-text";

const SPECIFIC_CODES = new Set<ErrorCode>([
  "PROMPT_REQUIRED",
  "INSTRUCTION_REQUIRED",
  "TOO_MANY_IMAGES",
  "IDEA_REQUIRED",
]);

/**
 * The one media type each body target takes. Hono's validator reads any other body as `{}` (a
 * JSON body sent as text/plain would pass a schema whose fields are all optional and change
 * nothing while answering 200), and would parse a urlencoded body as a form.
 */
const MEDIA_TYPES: Partial<Record<keyof ValidationTargets, string>> = {
  json: "application/json",
  form: "multipart/form-data",
};

/**
 * The message for a length cap on a string whose type error carries a specific code: without its
 * own message the cap would inherit that code (a too-long prompt would read "prompt required").
 */
export const tooLong = (max: number) => `must be at most ${max} characters`;

/**
 * Free text a creation needs (a prompt, an instruction, an idea): trimmed, at most `max`
 * characters, and refused (with `code`, if given) when missing or when nothing in it is visible.
 */
export const requiredText = (max: number, code?: ErrorCode) =>
  z
    .string(code ? { error: code } : undefined)
    .overwrite((text) => (hasVisibleText(text) ? text : ""))
    .trim()
    .min(1, code ?? "is required")
    .max(max, tooLong(max));

/** A name people are shown (a style's name…): trimmed, without bidi overrides or isolates. */
export const displayName = (max: number) => z.string().overwrite(stripBidiControls).trim().max(max);

/** Takes in at most JSON_BODY_MAX bytes, then hands the validator that text as the body. */
async function readJsonBody(c: Context) {
  const text = await readTextWithin(c.req.raw, JSON_BODY_MAX);
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  c.req.raw = new Request(c.req.raw, { headers, body: text });
}

export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) => {
  const validator = zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const code = SPECIFIC_CODES.has(issue?.message as ErrorCode) ? (issue.message as ErrorCode) : "VALIDATION_ERROR";
    const field = issue?.path.join(".") || target;
    throw new AppError(code, code === "VALIDATION_ERROR" ? `${field}: ${issue?.message}` : issue.message, { field });
  });
  const mediaType = MEDIA_TYPES[target];
  // The OpenAPI document (worker/platform/openapi/) reads the request's shape from this very schema.
  const request = { request: { target, schema } };
  if (!mediaType) return annotate(validator, request);
  const guarded: typeof validator = async (c, next) => {
    if (mediaTypeOf(c.req.raw) !== mediaType)
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Expected a ${mediaType} body.`, { expected: mediaType });
    if (target === "json") await readJsonBody(c);
    return validator(c, next);
  };
  return annotate(guarded, request);
};
