// The one place errors become JSON: `{ error: { code, message } }`.
import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, type ErrorBody } from "../errors";

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof AppError) {
    const body: ErrorBody = {
      error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
    };
    const retryAfter = err.details?.retryAfterSeconds;
    return c.json(body, err.status, retryAfter ? { "Retry-After": String(retryAfter) } : {});
  }
  if (err instanceof HTTPException) {
    const code = err.status === 413 ? "PAYLOAD_TOO_LARGE" : err.status === 401 ? "UNAUTHORIZED" : "VALIDATION_ERROR";
    return c.json({ error: { code, message: err.message || "Bad request" } } satisfies ErrorBody, err.status);
  }
  console.error("unhandled error", err);
  return c.json(
    { error: { code: "INTERNAL", message: "Something went wrong; please try again." } } satisfies ErrorBody,
    500,
  );
};

export const notFound: NotFoundHandler = (c) =>
  c.json({ error: { code: "NOT_FOUND", message: "No such API route." } } satisfies ErrorBody, 404);
