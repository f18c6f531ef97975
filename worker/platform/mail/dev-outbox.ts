// The local stand-in for a mail provider: a mail is printed to the console (wrangler dev shows
// it, so `npm start` does) and kept in D1 for the /dev/outbox page. Only DEV_OUTBOX="1" turns it
// on, and the page's API additionally answers on loopback hosts only: a deploy that set the var
// by mistake still would not publish anyone's reset link.
import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { devOutbox } from "../db/schema";
import { isLoopbackHost } from "../loopback-host";
import type { Mail } from "./sender";

const LINK = /https?:\/\/[^\s<>"]+/g;

export const linksIn = (text: string) => [...new Set(text.match(LINK) ?? [])];

export function devOutboxReachable(env: Env, requestUrl: string) {
  return env.DEV_OUTBOX === "1" && isLoopbackHost(new URL(requestUrl).hostname);
}

function print(mail: Mail) {
  const rule = "─".repeat(64);
  // Each link sits alone on its line so terminals make it clickable.
  const links = linksIn(mail.text);
  const page = links.length ? `${new URL(links[0]).origin}/dev/outbox` : "/dev/outbox";
  console.log(
    `\n${rule}\n✉  dev outbox (not sent)\nTo:      ${mail.to}\nSubject: ${mail.subject}\n\n${links.join("\n")}\n\nevery kept mail: ${page}\n${rule}`,
  );
}

export async function keepInDevOutbox(db: Database, mail: Mail) {
  await db
    .insert(devOutbox)
    .values({ id: crypto.randomUUID(), recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
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
