// Refuses a request whose declared body is larger than `max` bytes before reading it.
import { createMiddleware } from "hono/factory";
import { AppError } from "../errors";

export const bodyLimit = (max: number, message = "The upload is too large.") =>
  createMiddleware(async (c, next) => {
    if (Number(c.req.header("content-length") ?? 0) > max) throw new AppError("PAYLOAD_TOO_LARGE", message);
    await next();
  });
