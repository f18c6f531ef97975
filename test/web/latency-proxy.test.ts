// @vitest-environment node
// The far-user model's proxy (scripts/latency-proxy.mjs) against a real local server, through an
// HTTP/2 client as a browser talks to it: each kind of request waits for its topology's round
// trips, the Worker sees the browser's Host and its own origin in Origin (so its Origin checks
// hold), every Set-Cookie comes through, and a WebSocket (HTTP/1.1 over TLS) is forwarded both
// ways with the delay on every chunk.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgsFor, classifier, startLatencyProxy } from "../../scripts/latency-proxy.mjs";

/** A dist/ with a fixed route's page and one asset. */
function assetDir() {
  const dir = mkdtempSync(join(tmpdir(), "far-user-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "nano.html"), "<!doctype html>");
  writeFileSync(join(dir, "index.html"), "<!doctype html>");
  writeFileSync(join(dir, "assets", "app.js"), "");
  return dir;
}

let upstream: http.Server;
let proxy: Awaited<ReturnType<typeof startLatencyProxy>>;
const seen: { host?: string; origin?: string }[] = [];
let client: http2.ClientHttp2Session;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push({ host: req.headers.host, origin: req.headers.origin });
    res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
    res.end(req.url);
  });
  // The WebSocket stand-in: answers the handshake, then echoes every byte back.
  upstream.on("upgrade", (_req, socket: Socket) => {
    socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
    socket.on("data", (chunk) => socket.write(chunk));
    socket.on("end", () => socket.end());
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = await startLatencyProxy({
    port: 0,
    upstream: `http://127.0.0.1:${port}`,
    assetDir: assetDir(),
    topology: "old",
  });
  // The certificate is made for the run; the test trusts it as Chromium does, by not checking.
  client = http2.connect(proxy.base, { rejectUnauthorized: false });
});

afterAll(async () => {
  client.close();
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** ms a GET through the proxy takes (HTTP/2), its status, headers and body. */
function timed(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ ms: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const stream = client.request({ ":path": path, ...headers });
    let answer: http2.IncomingHttpHeaders = {};
    let body = "";
    stream.on("response", (h) => (answer = h));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => resolve({ ms: performance.now() - started, headers: answer, body }));
    stream.on("error", reject);
  });
}

describe("the request classes", () => {
  const classOf = classifier(assetDir());
  it("tells the edge's files from what runs the Worker", () => {
    expect(classOf("/api/files/u/1/works/2.png?v=thumb")).toBe("file");
    expect(classOf("/api/me")).toBe("api");
    expect(classOf("/assets/app.js")).toBe("asset");
    expect(classOf("/nano")).toBe("asset"); // nano.html, as [assets] html_handling serves it
    expect(classOf("/")).toBe("asset");
    expect(classOf("/s/abc123")).toBe("page"); // no file: the Worker renders the share page
    expect(classOf("/studio/storybook/42")).toBe("page");
    // A picture the Worker answers counts as one whatever its URL; a picture of dist/ is an asset.
    expect(classOf("/api/pictures/abc", { "sec-fetch-dest": "image" })).toBe("file");
    expect(classOf("/s/abc123/image", { "sec-fetch-dest": "image" })).toBe("file");
    expect(classOf("/assets/app.js", { "sec-fetch-dest": "image" })).toBe("asset");
  });
});

describe("Chromium's trust", () => {
  it("names every proxy's key in one flag (Chromium reads the flag once: a second one would replace the first)", () => {
    expect(proxy.chromiumArgs).toEqual([`--ignore-certificate-errors-spki-list=${proxy.spki}`]);
    expect(chromiumArgsFor([{ spki: "a" }, { spki: "b" }])).toEqual(["--ignore-certificate-errors-spki-list=a,b"]);
  });
});

describe("the delays", () => {
  it("old topology: 40 ms to the edge for a file of dist/, 40 + 180 ms for what runs the Worker", () => {
    proxy.setTopology("old");
    expect(proxy.roundTripOf("/assets/app.js")).toBe(40);
    expect(proxy.roundTripOf("/nano")).toBe(40);
    for (const url of ["/api/me", "/api/files/u/1/works/2.png?v=thumb", "/s/abc123", "/api/live"])
      expect(proxy.roundTripOf(url)).toBe(220);
  });

  it("new topology: 40 ms for everything", () => {
    proxy.setTopology("new");
    for (const url of ["/assets/app.js", "/api/me", "/api/files/u/1/works/2.png", "/s/abc123"])
      expect(proxy.roundTripOf(url)).toBe(40);
  });

  it("holds each request back by its round trip, and counts it", async () => {
    proxy.setTopology("local");
    await timed("/"); // the TLS and HTTP/2 set-up, not measured
    proxy.setTopology("old");
    proxy.resetCounts();
    const asset = await timed("/assets/app.js");
    const api = await timed("/api/me");
    expect(asset.ms).toBeGreaterThanOrEqual(39);
    expect(api.ms).toBeGreaterThanOrEqual(219);
    expect(proxy.counts).toMatchObject({ asset: 1, api: 1, file: 0, page: 0 });
  });
});

describe("what the Worker and the browser see", () => {
  it("keeps the browser's Host and every Set-Cookie, and gives the Worker its own origin", async () => {
    proxy.setTopology("local");
    const { headers, body } = await timed("/api/me?x=1", { origin: proxy.base });
    const host = new URL(proxy.base).host;
    expect(body).toBe("/api/me?x=1");
    expect(seen.at(-1)).toEqual({ host, origin: `http://${host}` });
    expect(headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    await timed("/api/me", { origin: "https://elsewhere.example" });
    expect(seen.at(-1)?.origin).toBe("https://elsewhere.example"); // a foreign origin stays foreign
  });

  it("forwards a WebSocket both ways, each chunk delayed", async () => {
    proxy.setTopology("old");
    proxy.resetCounts();
    const started = performance.now();
    const socket = await new Promise<Socket>((resolve, reject) => {
      const req = https.request(`${proxy.base}/api/live`, {
        rejectUnauthorized: false,
        headers: { connection: "Upgrade", upgrade: "websocket" },
      });
      req.on("upgrade", (_res, s: Socket) => resolve(s));
      req.on("error", reject);
      req.end();
    });
    const handshake = performance.now() - started;
    const echoStarted = performance.now();
    socket.write("ping");
    const echo = await new Promise<string>((resolve) => socket.once("data", (chunk) => resolve(String(chunk))));
    const echoMs = performance.now() - echoStarted;
    socket.destroy();
    expect(echo).toBe("ping");
    expect(handshake).toBeGreaterThanOrEqual(219);
    expect(echoMs).toBeGreaterThanOrEqual(219);
    expect(proxy.counts.socket).toBe(1);
  });
});
