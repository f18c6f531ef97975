// zod-validator with our error shape: the first issue becomes a VALIDATION_ERROR (or the
// specific code a schema attached to the issue through its message, e.g. PROMPT_REQUIRED).
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError, type ErrorCode } from "../errors";

const SPECIFIC_CODES = new Set<ErrorCode>(["PROMPT_REQUIRED", "INSTRUCTION_REQUIRED", "TOO_MANY_IMAGES", "IDEA_REQUIRED"]);

/**
 * The media types a body target reads. Hono's validator reads any other body as `{}`, so a JSON
 * body sent as text/plain would pass a schema whose fields are all optional and change nothing
 * while answering 200.
 */
const BODY_TYPES: Partial<Record<keyof ValidationTargets, RegExp>> = {
  json: /^application\/([\w.-]+\+)?json$/i,
  form: /^(multipart\/form-data|application\/x-www-form-urlencoded)$/i,
};

/**
 * The message for a length cap on a string whose type error carries a specific code: without its
 * own message the cap would inherit that code (a too-long prompt would read "prompt required").
 */
export const tooLong = (max: number) => `must be at most ${max} characters`;

export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    const bodyType = BODY_TYPES[target];
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0].trim();
    if (bodyType && !bodyType.test(mediaType)) {
      throw new AppError("VALIDATION_ERROR", `content-type: expected a ${target === "json" ? "JSON" : "form"} body`, { field: "content-type" });
    }
    if (result.success) return;
    const issue = result.error.issues[0];
    const code = SPECIFIC_CODES.has(issue?.message as ErrorCode) ? (issue.message as ErrorCode) : "VALIDATION_ERROR";
    const field = issue?.path.join(".") || target;
    throw new AppError(code, code === "VALIDATION_ERROR" ? `${field}: ${issue?.message}` : issue.message, { field });
  });
