// Refuses a request body larger than `max` bytes with 413 PAYLOAD_TOO_LARGE: at once when the
// Content-Length header says so, and otherwise while the body is read (chunked uploads, or a
// header that lies), counting the bytes as they stream so no more than `max` are ever taken in.
//
// hono/body-limit is not used: it trusts Content-Length when present and, without it, buffers
// the whole body itself before handing on a copy.
import { createMiddleware } from "hono/factory";
import { AppError } from "../errors";
import { annotate } from "../openapi/annotate";

export const bodyLimit = (max: number, message = "The upload is too large.") =>
  annotate(
    createMiddleware(async (c, next) => {
      const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", message, { maxBytes: max });
      if (Number(c.req.header("content-length") ?? 0) > max) throw tooLarge();
      const body = c.req.raw.body;
      if (!body) return next();

      let read = 0;
      let exceeded = false;
      const counted = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            read += chunk.byteLength;
            if (read > max) {
              exceeded = true;
              // Errors the reader (the form parser) and cancels the rest of the upload.
              controller.error(tooLarge());
              return;
            }
            controller.enqueue(chunk);
          },
        }),
      );
      c.req.raw = new Request(c.req.raw, { body: counted });
      await next();
      // The form validator reports any failed read as a malformed form (400); say what it was.
      if (exceeded) throw tooLarge();
    }),
    { errors: ["PAYLOAD_TOO_LARGE"] },
  );
