// Reads a request body as text, refusing (413 PAYLOAD_TOO_LARGE) once more than `max` bytes
// arrive: a lying or missing Content-Length cannot make the Worker take in more than that.
import { AppError } from "../errors";

export const JSON_BODY_MAX = 64 * 1024;

/** The request's media type ("application/json"), lower-cased, without parameters. */
export const mediaTypeOf = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

const payloadTooLarge = (max: number) =>
  new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.", { maxBytes: max });

export async function readTextWithin(request: Request, max: number): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > max) throw payloadTooLarge(max);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > max) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(read);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
