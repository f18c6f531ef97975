// POST /s/<token>/report: the share page's "report" form (a plain HTML form: the page has no
// script). Same-site forms only; the reason is 1–500 visible characters; each address and each
// signed-in user may send REPORTS_PER_HOUR an hour (429 beyond, counted before anything is
// stored). Answers a small page in the visitor's language. The back office reviews the reports
// (operator/reports.ts, decision 26).
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { countEvent, type AccountRule } from "../../platform/auth/account-limits";
import { getAuth } from "../../platform/auth/auth";
import { readSession } from "../../platform/auth/session-reader";
import { createDb, type Database } from "../../platform/db/client";
import { shareReports, shares } from "../../platform/db/schema";
import { clientIp, limitKey } from "../../platform/http/client-ip";
import { isSameOrigin } from "../../platform/http/origin";
import { mediaTypeOf, readTextWithin } from "../../platform/http/read-limited";
import { hasVisibleText, stripBidiControls } from "../../platform/typed-text";
import { REPORT_REASON_MAX } from "../../../shared/limits";

/** Per address and per signed-in user: this many reports an hour (account_limits counters). */
const REPORTS_PER_HOUR = 5;
const REPORT_RULE: AccountRule = { name: "share-report", windowSeconds: 60 * 60, max: REPORTS_PER_HOUR };
const FORM_MAX = 8 * 1024;

export type ReportOutcome = "thanks" | "reason-required" | "too-many" | "gone" | "cross-site";

/** Records a report of a live share link; null when the link is unknown or revoked. */
async function reportShare(
  db: Database,
  p: { token: string; title: string; reason: string; reporterUserId: string | null },
) {
  const share = await db.select().from(shares).where(eq(shares.id, p.token)).get();
  if (!share) return null;
  const id = crypto.randomUUID();
  await db.insert(shareReports).values({
    id,
    shareId: share.id,
    workId: share.workId,
    storybookId: share.storybookId,
    ownerId: share.userId,
    title: p.title.slice(0, 300),
    reason: p.reason,
    reporterUserId: p.reporterUserId,
  });
  return id;
}

/** Counts one report for each key; over the rule's max, "too-many". */
async function overLimit(d1: D1Database, keys: string[]) {
  for (const key of keys)
    if ((await countEvent(d1, `${REPORT_RULE.name}:${key}`, REPORT_RULE)).count > REPORT_RULE.max) return true;
  return false;
}

export async function submitReport(
  c: Context<{ Bindings: Env }>,
  title: (token: string) => Promise<string | null>,
): Promise<{ outcome: ReportOutcome; status: 200 | 400 | 403 | 404 | 429 }> {
  if (!isSameOrigin(c.env, c.req.raw)) return { outcome: "cross-site", status: 403 };
  const token = c.req.param("token") ?? "";
  const shownTitle = await title(token);
  if (shownTitle === null) return { outcome: "gone", status: 404 };
  if (mediaTypeOf(c.req.raw) !== "application/x-www-form-urlencoded")
    return { outcome: "reason-required", status: 400 };
  const form = new URLSearchParams(await readTextWithin(c.req.raw, FORM_MAX));
  const reason = stripBidiControls(form.get("reason") ?? "").trim();
  if (!hasVisibleText(reason) || reason.length > REPORT_REASON_MAX) return { outcome: "reason-required", status: 400 };

  const signedIn = c.req.header("cookie")
    ? await readSession(c.env, getAuth(c.env, c.req.url), c.req.raw.headers)
    : null;
  const ip = clientIp(c.req.raw.headers);
  const keys = [ip ? `ip:${limitKey(ip)}` : null, signedIn ? `user:${signedIn.user.id}` : null].filter(
    (k): k is string => k !== null,
  );
  if (await overLimit(c.env.DB, keys)) return { outcome: "too-many", status: 429 };

  const id = await reportShare(createDb(c.env.DB), {
    token,
    title: shownTitle,
    reason,
    reporterUserId: signedIn?.user.id ?? null,
  });
  return id ? { outcome: "thanks", status: 200 } : { outcome: "gone", status: 404 };
}
