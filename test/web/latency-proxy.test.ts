// @vitest-environment node
// The far-user model's proxy (scripts/latency-proxy.mjs) against a real local server: each kind
// of request waits for its topology's round trips, the Worker sees the browser's Host (so its
// Origin checks hold), every Set-Cookie comes through, and a WebSocket is forwarded both ways
// with the delay on every chunk.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifier, startLatencyProxy } from "../../scripts/latency-proxy.mjs";

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
const seenHosts: string[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seenHosts.push(req.headers.host ?? "");
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
  proxy = await startLatencyProxy({ port: 0, upstream: `http://127.0.0.1:${port}`, assetDir: assetDir(), topology: "old" });
});

afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** ms a GET through the proxy takes, and its answer. */
async function timed(path: string) {
  const started = performance.now();
  const res = await fetch(proxy.base + path);
  const body = await res.text();
  return { ms: performance.now() - started, res, body };
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
  });
});

describe("the delays", () => {
  it("old topology: 40 ms for an asset, 220 ms for a request that runs the Worker", async () => {
    proxy.setTopology("old");
    proxy.resetCounts();
    const asset = await timed("/assets/app.js");
    const api = await timed("/api/me");
    expect(asset.ms).toBeGreaterThanOrEqual(39);
    expect(asset.ms).toBeLessThan(200);
    expect(api.ms).toBeGreaterThanOrEqual(219);
    expect(proxy.counts).toMatchObject({ asset: 1, api: 1, file: 0, page: 0 });
  });

  it("new topology: 40 ms for both", async () => {
    proxy.setTopology("new");
    const api = await timed("/api/files/u/1/works/2.png");
    expect(api.ms).toBeGreaterThanOrEqual(39);
    expect(api.ms).toBeLessThan(200);
  });
});

describe("what the Worker and the browser see", () => {
  it("keeps the browser's Host, the path and every Set-Cookie", async () => {
    proxy.setTopology("local");
    const { res, body } = await timed("/api/me?x=1");
    expect(body).toBe("/api/me?x=1");
    expect(seenHosts.at(-1)).toBe(new URL(proxy.base).host);
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("forwards a WebSocket both ways, each chunk delayed", async () => {
    proxy.setTopology("old");
    proxy.resetCounts();
    const started = performance.now();
    const socket = await new Promise<Socket>((resolve, reject) => {
      const req = http.request(`${proxy.base}/api/live`, { headers: { connection: "Upgrade", upgrade: "websocket" } });
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
