// The far-user model's network (issue 24): an HTTP and WebSocket proxy in front of `wrangler dev`
// that holds every request back by the round trips a user far from the US would wait for. Every
// request pays the trip between the user and the Cloudflare location they reached (`edgeRttMs`);
// a request that runs the Worker (all of /api/*, private files, the live socket, share pages and
// any path with no file in dist/) also pays `workerRttMs`, the trip on to wherever the Worker runs
// (180 ms when [placement] put it next to us-east4, 0 at the edge). Each delay is split in half,
// one half before the request goes on and one before the answer comes back; on a socket every
// chunk waits half the delay in its direction. The proxy counts the requests of each class that
// reach it, so a benchmark can tell a picture served from the browser's cache from one fetched.
//
// The browser speaks HTTP/2 over TLS to the proxy, as it does to Cloudflare's edge (one
// connection, every request multiplexed; HTTP/1.1's 6 connections per host would cost a page of
// many scripts extra round trips that the edge does not), with a certificate made for the run
// that Chromium is told to trust (`chromiumArgs`). WebSockets come over HTTP/1.1 as Chromium sends
// them. The Host header goes through unchanged, so the Worker sees the proxy's host; it is reached
// over plain HTTP, so the proxy writes the browser's Origin (https://…) as the Worker's origin
// (http://… on the same host) and back in a redirect's Location: the Worker's Origin checks
// (worker/platform/middleware/same-origin.ts, better-auth's), cookies and redirects work as behind Cloudflare.
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the Worker runs, as delays: today's placed Worker, the edge Worker of issue 24, and no
 * delay at all (what the machine itself takes: browser, wrangler dev; a reference).
 */
export const TOPOLOGIES = {
  old: { edgeRttMs: 40, workerRttMs: 180 },
  new: { edgeRttMs: 40, workerRttMs: 0 },
  local: { edgeRttMs: 0, workerRttMs: 0 },
};

/** Headers that belong to one connection, never forwarded (Node sets its own). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);

/** Every file under `dir` as a URL path ("/assets/x.js"); none when there is no such folder. */
function filesUnder(dir, prefix = "") {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name), `${prefix}/${name}`) : [`${prefix}/${name}`],
  );
}

/**
 * What a request costs, as wrangler.toml's [assets] serves it: "asset" (a file of dist/, with
 * html_handling's /nano → nano.html and /x/ → x/index.html, served where the user is), "file" (a
 * private picture: /api/files/*, or any picture the Worker answers, told by the browser's
 * Sec-Fetch-Dest, so a picture URL of another shape still counts), "api" (the rest of /api/*,
 * run_worker_first) or "page" (no file: the Worker answers, e.g. a share page /s/<id>).
 */
export function classifier(assetDir) {
  const files = new Set(filesUnder(assetDir));
  return (url, headers = {}) => {
    const path = decodeURIComponent(new URL(url, "http://x").pathname);
    const api = path === "/api" || path.startsWith("/api/");
    const candidates = path.endsWith("/") ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
    if (!api && candidates.some((c) => files.has(c))) return "asset";
    if (path.startsWith("/api/files/") || headers["sec-fetch-dest"] === "image") return "file";
    return api ? "api" : "page";
  };
}

/**
 * A certificate for 127.0.0.1 made for this run (openssl), and its key's SHA-256 as Chromium's
 * --ignore-certificate-errors-spki-list wants it: trusted that way, responses are cached as
 * from any site (with a mere "ignore certificate errors" Chromium caches nothing).
 */
function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "latency-proxy-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        ...subject,
      ],
      { stdio: "ignore" },
    );
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    const spki = createHash("sha256")
      .update(createPublicKey(pem.cert).export({ type: "spki", format: "der" }))
      .digest("base64");
    return { ...pem, spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Chromium's flag trusting every listed proxy (`{ spki }`): the flag counts once, so one list for all. */
export const chromiumArgsFor = (proxies) => [
  `--ignore-certificate-errors-spki-list=${proxies.map((p) => p.spki).join(",")}`,
];

/** Writes each chunk to `to` `ms` after it came, in order; ends `to` the same way. */
function delayed(to, ms) {
  return {
    write: (chunk) => setTimeout(() => to.writable && to.write(chunk), ms),
    end: () => setTimeout(() => to.end(), ms),
  };
}

/**
 * Starts the proxy on https://127.0.0.1:`port` (0: a free port) in front of `upstream`
 * (http://host:port), with the topology `topology` (a TOPOLOGIES key; `setTopology` switches it
 * between measurements). Returns { base, chromiumArgs, counts, resetCounts, settled, setTopology,
 * roundTripOf, close }; `counts` has one number per class and `socket` for WebSocket upgrades.
 */
export async function startLatencyProxy({ port, upstream, assetDir = "dist", topology = "new" }) {
  const target = new URL(upstream);
  const classOf = classifier(assetDir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const certificate = makeCertificate();
  let delays = TOPOLOGIES[topology];
  const counts = { asset: 0, api: 0, file: 0, page: 0, socket: 0 };
  let inFlight = 0;
  let lastActivity = Date.now();
  /** The whole round trip a request of this class waits for. */
  const roundTrip = (cls) => delays.edgeRttMs + (cls === "asset" ? 0 : delays.workerRttMs);
  // Set once listening: the browser's origin and the one the Worker sees.
  let publicOrigin = "";
  let workerOrigin = "";
  const toWorkerOrigin = (origin) => (origin === publicOrigin ? workerOrigin : origin);

  /** The request's headers for wrangler (HTTP/1.1): no HTTP/2 pseudo-headers, the Host kept, the Origin as the Worker's. */
  function forwardedHeaders(req) {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = req.headers[":authority"] ?? req.headers.host;
    if (headers.origin) headers.origin = toWorkerOrigin(headers.origin);
    return headers;
  }

  /** The answer's headers for the browser: one entry per name (Set-Cookie as a list), none of HTTP/1.1's connection headers. */
  function answerHeaders(answer) {
    const headers = {};
    const raw = answer.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toLowerCase();
      if (HOP_BY_HOP.has(name)) continue;
      const value =
        name === "location" && raw[i + 1].startsWith(workerOrigin)
          ? publicOrigin + raw[i + 1].slice(workerOrigin.length)
          : raw[i + 1];
      headers[name] = name in headers ? [headers[name]].flat().concat(value) : value;
    }
    return headers;
  }

  const server = http2.createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (req, res) => {
      const cls = classOf(req.url, req.headers);
      counts[cls]++;
      inFlight++;
      lastActivity = Date.now();
      let closed = false;
      res.on("close", () => {
        closed = true;
        inFlight--;
        lastActivity = Date.now();
      });
      const half = roundTrip(cls) / 2;
      const headers = forwardedHeaders(req);
      setTimeout(() => {
        const forward = http.request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
          (answer) => {
            setTimeout(() => {
              if (closed) return answer.destroy();
              res.writeHead(answer.statusCode, answerHeaders(answer));
              answer.pipe(res);
            }, half);
          },
        );
        forward.on("error", () => {
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        res.on("close", () => forward.destroy());
        req.pipe(forward);
      }, half);
    },
  );
  // Every TLS connection (HTTP/2 sessions and HTTP/1.1 sockets alike), to end them on close.
  const connections = new Set();
  server.on("secureConnection", (socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
  });

  // WebSockets (/api/live): the handshake replayed to wrangler as it came, then bytes both ways.
  server.on("upgrade", (req, client, head) => {
    counts.socket++;
    const half = roundTrip(classOf(req.url, req.headers)) / 2;
    const worker = net.connect(Number(target.port), target.hostname);
    client.setNoDelay(true);
    worker.setNoDelay(true);
    const toWorker = delayed(worker, half);
    const toClient = delayed(client, half);
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const [name, value] = [req.rawHeaders[i], req.rawHeaders[i + 1]];
      lines.push(`${name}: ${name.toLowerCase() === "origin" ? toWorkerOrigin(value) : value}`);
    }
    toWorker.write(Buffer.from(`${lines.join("\r\n")}\r\n\r\n`));
    if (head.length) toWorker.write(head);
    client.on("data", toWorker.write);
    worker.on("data", toClient.write);
    client.on("end", toWorker.end);
    worker.on("end", toClient.end);
    client.on("error", () => worker.destroy());
    worker.on("error", () => client.destroy());
    client.on("close", () => setTimeout(() => worker.destroy(), half));
    worker.on("close", () => setTimeout(() => client.destroy(), half));
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), "127.0.0.1", resolve);
  });
  const { port: bound } = server.address();
  publicOrigin = `https://127.0.0.1:${bound}`;
  workerOrigin = `http://127.0.0.1:${bound}`;
  return {
    base: publicOrigin,
    /** What Chromium needs to trust the proxy's certificate (and so cache what it serves); for several proxies, `chromiumArgsFor`. */
    chromiumArgs: chromiumArgsFor([certificate]),
    spki: certificate.spki,
    counts,
    resetCounts: () => Object.keys(counts).forEach((k) => (counts[k] = 0)),
    /** Resolves once no HTTP request has been under way for `quietMs` (sockets aside), or after `maxMs`. */
    async settled(quietMs = 500, maxMs = 10_000) {
      for (const deadline = Date.now() + maxMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50)))
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
    },
    setTopology: (name) => (delays = TOPOLOGIES[name]),
    /** The round trip a request for `url` waits for in the current topology, ms. */
    roundTripOf: (url) => roundTrip(classOf(url)),
    close: () =>
      new Promise((resolve) => {
        for (const socket of connections) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
