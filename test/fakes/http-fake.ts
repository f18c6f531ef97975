// The Node side shared by the provider fakes: an HTTP server on 127.0.0.1 that records every
// request (JSON, multipart or form-urlencoded, parsed the way the real APIs would) and serves the
// recording at GET /__requests[?key=…] and clears it at POST /__reset.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { RecordedFile, RecordedRequest } from "./recorded";

export type FakeReply =
  | { status: number; json: unknown }
  /** Raw text, for bodies that are deliberately not valid JSON. */
  | { status: number; text: string; contentType: string }
  /** A redirect (303 after a form post, as a hosted payment page answers). */
  | { status: 301 | 302 | 303 | 307; location: string }
  /** Never answer: the client has to time out. */
  | "hang";

/** Async handlers let a fake await its own outgoing calls (webhook delivery) before answering. */
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export type FakeOptions = {
  /** Called on POST /__reset besides clearing the recording: a stateful fake forgets its objects. */
  onReset?: () => void;
};

export type RunningFake = { url: string; port: number; close(): Promise<void> };

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Multipart is parsed with undici's FormData parser, the same one a real server stack would use. */
async function parseMultipart(body: Buffer, contentType: string): Promise<RecordedRequest["fields"]> {
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  const fields: NonNullable<RecordedRequest["fields"]> = {};
  for (const [name, value] of form.entries()) {
    let entry: string | RecordedFile = value as string;
    if (typeof value !== "string") {
      const bytes = Buffer.from(await value.arrayBuffer());
      entry = { filename: value.name, type: value.type, size: bytes.length, base64: bytes.toString("base64") };
    }
    (fields[name] ??= []).push(entry);
  }
  return fields;
}

async function record(req: IncomingMessage, keyOf: (r: RecordedRequest) => string | null): Promise<RecordedRequest> {
  const url = new URL(req.url ?? "/", "http://fake");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(", ") : (value ?? "");
  const recorded: RecordedRequest = {
    method: req.method ?? "GET",
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    key: null,
  };
  const body = await readBody(req);
  const type = headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) recorded.fields = await parseMultipart(body, type);
  // Stripe's wire format; the pairs stay flat here (form-body.ts nests them like Stripe's parser).
  else if (type.startsWith("application/x-www-form-urlencoded"))
    recorded.form = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  else if (body.length > 0) {
    try {
      recorded.json = JSON.parse(body.toString("utf8"));
    } catch {
      recorded.json = { unparseable: body.toString("utf8").slice(0, 200) };
    }
  }
  recorded.key = keyOf(recorded);
  return recorded;
}

function send(res: ServerResponse, reply: Exclude<FakeReply, "hang">) {
  if ("location" in reply) {
    res.writeHead(reply.status, { location: reply.location });
    return res.end();
  }
  const isJson = "json" in reply;
  const body = isJson ? JSON.stringify(reply.json) : reply.text;
  res.writeHead(reply.status, { "content-type": isJson ? "application/json; charset=UTF-8" : reply.contentType });
  res.end(body);
}

async function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(err);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once("error", onError).once("listening", onListening).listen(port, "127.0.0.1");
  });
}

/**
 * Starts a fake on `preferredPort`, or on a free port when that one is taken (another test run
 * on the same machine): callers must use the returned url, not the constant.
 */
export async function startFake(
  handler: FakeHandler,
  keyOf: (r: RecordedRequest) => string | null,
  preferredPort: number,
  options: FakeOptions = {},
): Promise<RunningFake> {
  let requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake");
      if (req.method === "GET" && url.pathname === "/__requests") {
        const key = url.searchParams.get("key");
        return send(res, { status: 200, json: key === null ? requests : requests.filter((r) => r.key === key) });
      }
      if (req.method === "POST" && url.pathname === "/__reset") {
        requests = [];
        options.onReset?.();
        return send(res, { status: 200, json: { ok: true } });
      }
      const recorded = await record(req, keyOf);
      requests.push(recorded);
      const reply = await handler(recorded);
      if (reply !== "hang") send(res, reply);
    } catch (err) {
      send(res, { status: 500, json: { error: { message: `fake crashed: ${String(err)}` } } });
    }
  });
  let port: number;
  try {
    port = await listen(server, preferredPort);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    port = await listen(server, 0);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; without this, close() would wait forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
