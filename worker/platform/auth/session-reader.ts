// Who is signed in, for every API request, in one D1 query. better-auth's getSession runs its
// whole endpoint pipeline and reads the session and the user separately; this reads the same
// signed cookie (HMAC-SHA256 with the auth secret, as better-call signs it), looks the token up
// joined to its user, and hands the rare case better-auth must handle — a session due for its
// daily refresh — back to getSession, whose renewed cookie the caller passes on to the browser.
// Every request asks D1, through the request's session (platform/db/session.ts): a read may be
// answered by a read replica (Cloudflare keeps one per D1 region and routes to it), one at least as
// new as the user's bookmark when they have one. A token the replica does not know yet (signed in a moment ago, through
// better-auth on the primary) is asked of the primary before the answer is "signed out"; a
// session revoked a moment ago may still be honoured for reads until the replica catches up
// (replication lag), while every request that changes something starts on the primary.
import type { D1Queries } from "../db/client";
import { isSuspendedSql } from "../suspension";
import { isAdminSql } from "./admin-role";
import type { Auth } from "./auth";
import { SESSION_DAYS, SESSION_UPDATE_AGE_SECONDS } from "./session-lifetime";

export type SignedInSession = {
  sessionId: string;
  user: { id: string; email: string; name: string; emailVerified: boolean };
  /** Set-Cookie headers to send back: the session cookie better-auth renewed with the session. */
  setCookies?: string[];
};

const keys = new Map<string, Promise<CryptoKey>>();
const hmacKey = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
};

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The session token from a signed cookie value `token.base64(hmac)`, or null if forged. */
export async function verifiedToken(raw: string, secret: string): Promise<string | null> {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const [token, signature] = [value.slice(0, dot), value.slice(dot + 1)];
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signature), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
  const ok = await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, new TextEncoder().encode(token));
  return ok ? token : null;
}

type SessionRow = {
  session_id: string;
  expires_at: number;
  user_id: string;
  email: string;
  name: string;
  email_verified: number;
};

const SESSION_COLUMNS = "s.id AS session_id, s.expires_at, u.id AS user_id, u.email, u.name, u.email_verified";

/** What /api/me shows besides the user, read in the same query (see readSessionWithProfile). */
export type Profile = { username: string | null; balance: number | null; isAdmin: boolean; hasIdentity: boolean };
const PROFILE_COLUMNS = `(SELECT username FROM profiles WHERE id = u.id) AS username,
  (SELECT email_hash IS NOT NULL FROM profiles WHERE id = u.id) AS has_identity,
  (SELECT balance FROM user_credits WHERE user_id = u.id) AS balance,
  ${isAdminSql("u.id")} AS is_admin`;

/** The session row (plus `columns`) for the request's verified cookie, or null. */
async function lookUp<R extends SessionRow>(
  env: Env,
  auth: Auth,
  headers: Headers,
  columns: string,
  d1: D1Queries,
): Promise<R | "refresh" | null> {
  const { authCookies, secret } = await auth.$context;
  const raw = cookieValue(headers.get("cookie"), authCookies.sessionToken.name);
  if (!raw) return null;
  const token = await verifiedToken(raw, secret);
  if (!token) return null;
  // A suspended account's session lets nothing in, read on this request (decision 26).
  const find = (from: D1Queries) =>
    from
      .prepare(
        `SELECT ${columns} FROM session s JOIN user u ON u.id = s.user_id WHERE s.token = ?1 AND NOT ${isSuspendedSql("u.id")}`,
      )
      .bind(token)
      .first<R>();
  const row = (await find(d1)) ?? (d1 === env.DB ? null : await find(env.DB));
  const now = Date.now();
  if (!row || row.expires_at <= now) return null;
  // A session without "remember me" lives one day and is never extended (as in better-auth).
  const rememberOff = cookieValue(headers.get("cookie"), authCookies.dontRememberToken.name);
  if (rememberOff && (await verifiedToken(rememberOff, secret))) return row;
  // better-auth moves expires_at forward once a day of use; let it do that (and its checks).
  return row.expires_at - SESSION_DAYS * 86_400_000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now ? "refresh" : row;
}

async function viaBetterAuth(auth: Auth, headers: Headers): Promise<SignedInSession | null> {
  const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const { session, user } = response;
  return {
    sessionId: session.id,
    user: { id: user.id, email: user.email, name: user.name, emailVerified: Boolean(user.emailVerified) },
    setCookies: out.getSetCookie(),
  };
}

const toSession = (row: SessionRow): SignedInSession => ({
  sessionId: row.session_id,
  user: { id: row.user_id, email: row.email, name: row.name, emailVerified: Boolean(row.email_verified) },
});

/** `d1`: the request's D1 session where there is one; the plain binding (the primary) otherwise. */
export async function readSession(
  env: Env,
  auth: Auth,
  headers: Headers,
  d1: D1Queries = env.DB,
): Promise<SignedInSession | null> {
  const row = await lookUp(env, auth, headers, SESSION_COLUMNS, d1);
  return row === "refresh" ? viaBetterAuth(auth, headers) : row && toSession(row);
}

/** The session and the profile in one D1 round trip: /api/me, on every page load. */
export async function readSessionWithProfile(
  env: Env,
  auth: Auth,
  headers: Headers,
  d1: D1Queries,
): Promise<(SignedInSession & { profile: Profile | null }) | null> {
  type Row = SessionRow & {
    username: string | null;
    balance: number | null;
    is_admin: number;
    has_identity: number | null;
  };
  const row = await lookUp<Row>(env, auth, headers, `${SESSION_COLUMNS}, ${PROFILE_COLUMNS}`, d1);
  if (row === "refresh") {
    const session = await viaBetterAuth(auth, headers);
    return session && { ...session, profile: null };
  }
  return (
    row && {
      ...toSession(row),
      profile: {
        username: row.username,
        balance: row.balance,
        isAdmin: Boolean(row.is_admin),
        hasIdentity: Boolean(row.has_identity),
      },
    }
  );
}
