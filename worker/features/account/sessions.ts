// A user's signed-in devices, for the account page. Sessions are named by their row id; the
// token (what the cookie carries) never leaves the server: revoking looks the token up here and
// hands it to better-auth's own revoke, which also checks the session is the caller's.
import { and, desc, eq, gt } from "drizzle-orm";
import type { Auth } from "../../platform/auth/auth";
import type { Database } from "../../platform/db/client";
import { session } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { describeDevice } from "./user-agent";

export async function listSessions(db: Database, userId: string, currentId: string, now = new Date()) {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.id))
    .all();
  const sessions = rows.map((r) => ({
    id: r.id,
    current: r.id === currentId,
    ...describeDevice(r.userAgent),
    ipAddress: r.ipAddress || null,
    createdAt: r.createdAt.toISOString(),
    // better-auth refreshes a session at most once a day (updateAge), so this is "active that day".
    lastActiveAt: r.updatedAt.toISOString(),
  }));
  // This device first, then the most recently active.
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's sessions; another user's session id is "not found", as is a stale one. */
export async function revokeSession(auth: Auth, db: Database, headers: Headers, userId: string, sessionId: string) {
  const row = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .get();
  if (!row) throw new AppError("NOT_FOUND", "No such session.");
  await auth.api.revokeSession({ headers, body: { token: row.token } });
}

export async function revokeOtherSessions(auth: Auth, headers: Headers) {
  await auth.api.revokeOtherSessions({ headers });
}
