// The local stand-in for a mail provider: a mail is printed to the console (wrangler dev shows
// it, so `npm start` does) and kept in D1 for the /dev/outbox page. Only DEV_OUTBOX="1" turns it
// on, and the page's API additionally answers on loopback hosts only: a deploy that set the var
// by mistake still would not publish anyone's reset link.
import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { devOutbox } from "../db/schema";
import type { Mail } from "./sender";

const LINK = /https?:\/\/[^\s<>"]+/g;

export const linksIn = (text: string) => [...new Set(text.match(LINK) ?? [])];

/** 127.0.0.0/8 as the URL parser writes an IPv4 literal (it turns 127.1 or 0x7f.1 into 127.0.0.1). */
const LOOPBACK_IPV4 = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Whether a request came to this machine's own loopback: a loopback address literal, or a name
 * that can only resolve to one. A name merely starting with "127." (127.0.0.1.evil.com) is an
 * ordinary DNS name anyone can point at 127.0.0.1, so a page from it (DNS rebinding) could read
 * the local outbox; those are refused. `localhost` and names under it are kept: RFC 6761 §6.3
 * reserves the .localhost TLD for loopback (resolvers SHOULD answer only with the loopback
 * address; Chrome and Firefox resolve *.localhost to it themselves without asking DNS), no
 * public DNS name ends in it, and Cloudflare's edge routes a request to a deployed Worker only
 * for the zone's own host names, so such a Host never reaches a deploy.
 */
function isLoopbackHost(hostname: string) {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || LOOPBACK_IPV4.test(hostname);
}

export function devOutboxReachable(env: Env, requestUrl: string) {
  return env.DEV_OUTBOX === "1" && isLoopbackHost(new URL(requestUrl).hostname);
}

function print(mail: Mail) {
  const rule = "─".repeat(64);
  // Each link sits alone on its line so terminals make it clickable.
  const links = linksIn(mail.text);
  const page = links.length ? `${new URL(links[0]).origin}/dev/outbox` : "/dev/outbox";
  console.log(`\n${rule}\n✉  dev outbox (not sent)\nTo:      ${mail.to}\nSubject: ${mail.subject}\n\n${links.join("\n")}\n\nevery kept mail: ${page}\n${rule}`);
}

export async function keepInDevOutbox(db: Database, mail: Mail) {
  await db.insert(devOutbox).values({ id: crypto.randomUUID(), recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  print(mail);
}

export async function listDevOutbox(db: Database, limit = 50) {
  const rows = await db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: linksIn(r.text),
    createdAt: r.createdAt.toISOString(),
  }));
}
