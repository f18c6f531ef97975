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
// The Host header goes through unchanged: wrangler dev hands the Worker the URL the browser asked
// for, so the Worker's origin is the proxy's and its Origin checks, cookies and redirects work as
// they do behind Cloudflare. HTTP/1.1 only (browsers keep 6 connections per host, where the edge
// would multiplex over HTTP/2 or 3: that costs both topologies the same asset trips).
import { readdirSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
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
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

/** Every file under `dir` as a URL path ("/assets/x.js"); none when there is no such folder. */
function filesUnder(dir, prefix = "") {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name), `${prefix}/${name}`) : [`${prefix}/${name}`]));
}

/**
 * What a path costs, as wrangler.toml's [assets] serves it: "file" (a private picture,
 * /api/files/*), "api" (the rest of /api/*, run_worker_first), "asset" (a file of dist/, with
 * html_handling's /nano → nano.html and /x/ → x/index.html, served where the user is) or "page"
 * (no file: the Worker answers, e.g. a share page /s/<id> or /studio/storybook/<id>).
 */
export function classifier(assetDir) {
  const files = new Set(filesUnder(assetDir));
  return (url) => {
    const path = decodeURIComponent(new URL(url, "http://x").pathname);
    if (path.startsWith("/api/files/")) return "file";
    if (path === "/api" || path.startsWith("/api/")) return "api";
    const candidates = path.endsWith("/") ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
    return candidates.some((c) => files.has(c)) ? "asset" : "page";
  };
}

/** Writes each chunk to `to` `ms` after it came, in order; ends `to` the same way. */
function delayed(to, ms) {
  return {
    write: (chunk) => setTimeout(() => to.writable && to.write(chunk), ms),
    end: () => setTimeout(() => to.end(), ms),
  };
}

/**
 * Starts the proxy on 127.0.0.1:`port` in front of `upstream` (http://host:port), with the
 * topology `topology` (a TOPOLOGIES key; `setTopology` switches it between measurements).
 * Returns { base, counts, resetCounts, settled, setTopology, close }; `counts` has one number per class
 * and `socket` for WebSocket upgrades.
 */
export async function startLatencyProxy({ port, upstream, assetDir = "dist", topology = "new" }) {
  const target = new URL(upstream);
  const classOf = classifier(assetDir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let delays = TOPOLOGIES[topology];
  const counts = { asset: 0, api: 0, file: 0, page: 0, socket: 0 };
  let inFlight = 0;
  let lastActivity = Date.now();
  /** The whole round trip a request of this class waits for. */
  const roundTrip = (cls) => delays.edgeRttMs + (cls === "asset" ? 0 : delays.workerRttMs);

  const server = http.createServer((req, res) => {
    const cls = classOf(req.url);
    counts[cls]++;
    inFlight++;
    lastActivity = Date.now();
    res.on("close", () => {
      inFlight--;
      lastActivity = Date.now();
    });
    const half = roundTrip(cls) / 2;
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    setTimeout(() => {
      const forward = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
        setTimeout(() => {
          const raw = answer.rawHeaders;
          const kept = [];
          for (let i = 0; i < raw.length; i += 2) if (!HOP_BY_HOP.has(raw[i].toLowerCase())) kept.push(raw[i], raw[i + 1]);
          res.writeHead(answer.statusCode, answer.statusMessage, kept);
          answer.pipe(res);
        }, half);
      });
      forward.on("error", () => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      res.on("close", () => forward.destroy());
      req.pipe(forward);
    }, half);
  });

  // WebSockets (/api/live): the handshake replayed to wrangler as it came, then bytes both ways.
  const sockets = new Set();
  server.on("upgrade", (req, client, head) => {
    counts.socket++;
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    const half = roundTrip(classOf(req.url)) / 2;
    const worker = net.connect(Number(target.port), target.hostname);
    client.setNoDelay(true);
    worker.setNoDelay(true);
    const toWorker = delayed(worker, half);
    const toClient = delayed(client, half);
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
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
  return {
    base: `http://127.0.0.1:${server.address().port}`, // port 0 picks a free one
    counts,
    resetCounts: () => Object.keys(counts).forEach((k) => (counts[k] = 0)),
    /** Resolves once no HTTP request has been under way for `quietMs` (sockets aside), or after `maxMs`. */
    async settled(quietMs = 500, maxMs = 10_000) {
      for (const deadline = Date.now() + maxMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50)))
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
    },
    setTopology: (name) => (delays = TOPOLOGIES[name]),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
