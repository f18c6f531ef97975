// Every /api/auth/* request passes here on its way to better-auth, which does the auth itself.
// Around it this adds what better-auth leaves to the app:
//   - a body larger than JSON_BODY_MAX is refused (413) while it is read, before any parsing, and
//     only JSON is taken (415 otherwise): better-auth would also parse a urlencoded or multipart
//     form, which would slip past the rules below;
//   - an email is trimmed (better-auth lower-cases it but refuses surrounding spaces);
//   - no confirmation or reset link is mailed from an origin nobody configured (outside loopback);
//   - changing the password ends every other session, whatever the client asked for, and deletes
//     the account's API tokens;
//   - sign-in attempts are counted per account too (a success clears the count), so guessing one
//     person's password from many addresses stops after SIGN_IN_FAILURES.max (429 with
//     Retry-After), as does asking for verification mail to one address again and again;
//   - sign-ups and reset requests are counted per IPv6 /56 as well as per address;
//   - session tokens never leave in a JSON body (the cookie carries the session; sessions are
//     named by id on the account page), and a rate limit answers with our RATE_LIMITED code;
//   - a confirmation link opened in a signed-in browser keeps that browser's session;
//   - signing out (this session, or all of them) clears the browser's cache for the site, where
//     pictures are kept for a year (Clear-Site-Data, ../lib/clear-site-data.ts).
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { JSON_BODY_MAX, mediaTypeOf, readTextWithin } from "../http/read-limited";
import {
  accountLimited,
  clearCount,
  countEvent,
  limitKeyFor,
  SIGN_IN_FAILURES,
  VERIFICATION_MAILS,
  type AccountRule,
} from "./account-limits";
import { withClearedCache } from "../http/clear-site-data";
import { requireMailLinkOrigin } from "./mail-link-origin";
import { admitPerNetwork } from "./network-limits";
import { getAuth } from "./auth";
import { readSession } from "./session-reader";
import { withRateLimitCode } from "./rate-limit";

type Body = Record<string, unknown>;

const SIGN_IN = "/sign-in/email";
const SEND_VERIFICATION = "/send-verification-email";
const VERIFY_EMAIL = "/verify-email";
const CHANGE_PASSWORD = "/change-password";
/** Endpoints that end this browser's session. */
const ENDS_THIS_SESSION = new Set(["/sign-out", "/revoke-sessions"]);

function withoutSetCookie(res: Response) {
  const headers = new Headers(res.headers);
  headers.delete("set-cookie");
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

function parseObject(text: string): Body | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Body) : null;
  } catch {
    return null;
  }
}

/** The body as better-auth should see it: our rules applied. */
function rewrite(path: string, body: Body): Body {
  const out = { ...body };
  if (typeof out.email === "string") out.email = out.email.trim();
  if (path === CHANGE_PASSWORD) out.revokeOtherSessions = true;
  return out;
}

/** Drops every `token` field from a JSON answer (sign-up, sign-in, get-session, list-sessions…). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}

async function scrubbed(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(withoutTokens(body)), { status: res.status, statusText: res.statusText, headers });
}

/** Our refusals in better-auth's error shape ({ code, message }), which the SPA's auth calls read. */
export async function authGateway(c: Context<AppEnv>): Promise<Response> {
  try {
    return await passOn(c);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const retryAfter = error.details?.retryAfterSeconds;
    return Response.json(
      { code: error.code, message: error.message, ...error.details },
      { status: error.status, headers: retryAfter ? { "Retry-After": String(retryAfter) } : {} },
    );
  }
}

async function passOn(c: Context<AppEnv>): Promise<Response> {
  const auth = getAuth(c.env, c.req.url);
  const incoming = c.req.raw;
  const path = new URL(incoming.url).pathname.replace(/^\/api\/auth/, "");
  if (incoming.method !== "POST") {
    // A confirmation link never switches a signed-in browser to another account (someone could
    // mail you their own link to have your uploads land in their account): whoever is signed in
    // stays signed in; the address is confirmed either way.
    const holder = path === VERIFY_EMAIL ? await readSession(c.env, auth, incoming.headers) : null;
    const res = withRateLimitCode(await auth.handler(incoming));
    return scrubbed(holder ? withoutSetCookie(res) : res);
  }

  requireMailLinkOrigin(c.env, path, incoming.url);
  const text = await readTextWithin(incoming, JSON_BODY_MAX);
  if (text.trim() !== "" && mediaTypeOf(incoming) !== "application/json")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send JSON (Content-Type: application/json).");
  const parsed = parseObject(text);
  const body = parsed ? rewrite(path, parsed) : null;
  const email = typeof body?.email === "string" ? body.email : null;
  const secret = c.env.BETTER_AUTH_SECRET;

  // Each attempt is counted before it runs (so a burst of parallel guesses is counted too) and a
  // successful sign-in clears the count: what remains are the attempts that failed.
  let signInKey: string | null = null;
  if (path === SIGN_IN && email) {
    signInKey = await limitKeyFor(secret, SIGN_IN_FAILURES, email);
    await admitOne(c.env.DB, signInKey, SIGN_IN_FAILURES);
  }
  if (path === SEND_VERIFICATION && email)
    await admitOne(c.env.DB, await limitKeyFor(secret, VERIFICATION_MAILS, email), VERIFICATION_MAILS);
  await admitPerNetwork(c.env.DB, incoming.headers, path);

  const headers = new Headers(incoming.headers);
  headers.delete("content-length");
  const forwarded = new Request(incoming.url, {
    method: "POST",
    headers,
    body: body ? JSON.stringify(body) : text || null,
  });
  const res = withRateLimitCode(await auth.handler(forwarded));

  if (signInKey && res.ok) await clearCount(c.env.DB, signInKey);
  if (path === CHANGE_PASSWORD && res.ok) await endApiTokens(c.env.DB, res);
  // Whether or not a session was still there to end: the cache goes either way.
  return scrubbed(ENDS_THIS_SESSION.has(path) ? withClearedCache(res) : res);
}

/**
 * A new password ends every way in the old one opened: better-auth ends the other sessions, and
 * the API tokens made with them go here (a reset deletes them too, ./email-verification.ts).
 */
async function endApiTokens(d1: D1Database, changed: Response) {
  const { user } = await changed.clone().json<{ user: { id: string } }>();
  await d1.prepare("DELETE FROM api_tokens WHERE user_id = ?").bind(user.id).run();
}

/** Counts one attempt for the account; over the rule's max, 429 until its window ends. */
async function admitOne(d1: D1Database, key: string, rule: AccountRule) {
  const counted = await countEvent(d1, key, rule);
  if (counted.count > rule.max)
    throw accountLimited(
      Math.max(1, Math.ceil((counted.window_started_at + rule.windowSeconds * 1000 - Date.now()) / 1000)),
    );
}
