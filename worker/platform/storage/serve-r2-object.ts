// Serves one R2 object over HTTP the way browsers revalidate and stream it: conditional requests
// (If-None-Match, else If-Modified-Since) are handed to R2, which answers a match without reading
// the bytes, so a 304 costs no transfer; a `Range` (Safari fetches audio in pieces) gets a 206 with
// just those bytes, or a 416 when it starts past the end. It knows nothing of owners or of which
// key a route picked: the caller has already checked that the key may be served.
import { AppError } from "../errors";
import { contentRange, rangeWithin, requestedRange } from "./byte-range";

/** R2's error code for a range that starts at or past the end of the object. */
const RANGE_NOT_SATISFIABLE = "(10039)";

/** `cacheControl`: fixed, or chosen from the object found (its metadata says what it is). */
export type ServeOptions = { cacheControl: string | ((object: R2Object) => string) };

/** The request's conditions as R2 reads them (RFC 9110 §13.1.3: If-None-Match wins over the date). */
function conditionsOf(request: Request): Headers | undefined {
  const etags = request.headers.get("if-none-match");
  if (etags) return new Headers({ "if-none-match": etags });
  const since = request.headers.get("if-modified-since");
  return since ? new Headers({ "if-modified-since": since }) : undefined;
}

/**
 * A resumed download names the version it holds in If-Range; rather than fetch twice to compare,
 * such a request gets the whole current file (RFC 9110 §13.1.5 lets a server ignore the range).
 */
const rangeOf = (request: Request) =>
  request.headers.has("if-range") ? null : requestedRange(request.headers.get("range"));

function headersOf(object: R2Object, options: ServeOptions) {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/octet-stream");
  // Whatever caching the object was stored with, the route decides (private files stay private).
  headers.set(
    "cache-control",
    typeof options.cacheControl === "string" ? options.cacheControl : options.cacheControl(object),
  );
  headers.set("etag", object.httpEtag);
  headers.set("last-modified", object.uploaded.toUTCString());
  headers.set("accept-ranges", "bytes");
  return headers;
}

async function notSatisfiable(bucket: R2Bucket, key: string, options: ServeOptions) {
  const object = await bucket.head(key);
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  const headers = headersOf(object, options);
  headers.set("content-range", `bytes */${object.size}`);
  return new Response(null, { status: 416, headers });
}

export async function serveR2Object(
  bucket: R2Bucket,
  key: string,
  request: Request,
  options: ServeOptions,
): Promise<Response> {
  const range = rangeOf(request);
  let object: R2Object | R2ObjectBody | null;
  try {
    object = await bucket.get(key, { onlyIf: conditionsOf(request), ...(range ? { range } : {}) });
  } catch (error) {
    if (range && error instanceof Error && error.message.includes(RANGE_NOT_SATISFIABLE))
      return notSatisfiable(bucket, key, options);
    throw error;
  }
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  const headers = headersOf(object, options);
  // No body: R2 found the browser's copy current and sent none.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  // HEAD answers with the same headers; the stream R2 opened is closed unread.
  const body = request.method === "HEAD" ? (await object.body.cancel(), null) : object.body;
  if (!range) {
    headers.set("content-length", String(object.size));
    return new Response(body, { status: 200, headers });
  }
  const served = rangeWithin(range, object.size);
  headers.set("content-range", contentRange(served, object.size));
  headers.set("content-length", String(served.length));
  return new Response(body, { status: 206, headers });
}
