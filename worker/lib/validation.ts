// zod-validator with our error shape: the first issue becomes a VALIDATION_ERROR (or the
// specific code a schema attached to the issue through its message, e.g. PROMPT_REQUIRED).
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError, type ErrorCode } from "../errors";

const SPECIFIC_CODES = new Set<ErrorCode>(["PROMPT_REQUIRED", "INSTRUCTION_REQUIRED", "TOO_MANY_IMAGES", "IDEA_REQUIRED"]);

export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const code = SPECIFIC_CODES.has(issue?.message as ErrorCode) ? (issue.message as ErrorCode) : "VALIDATION_ERROR";
    const field = issue?.path.join(".") || target;
    throw new AppError(code, code === "VALIDATION_ERROR" ? `${field}: ${issue?.message}` : issue.message, { field });
  });
