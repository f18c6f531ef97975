// People for the tests: `newUser()` signs up through the real auth handler, confirms the address
// through the mailed link as a person would, and hands back the cookie with a typed client bound
// to it; `newAdmin()` is the same with the admin role. Lower-level steps (`signUp`, `verifyEmail`)
// stay for the tests about those steps themselves.
import { env } from "cloudflare:workers";
import { createDb } from "../../../worker/platform/db/client";
import { grantAdmin } from "../../../worker/platform/auth/admin-role";
import { grantCredits } from "../../../worker/features/credits/service";
import { setUpAccount } from "../../../worker/features/account/service";
import { user as users } from "../../../worker/platform/db/auth-schema";
import { clientFor, cookieOf, ok, rawCall, type Api } from "./client";

let counter = 0;
export const uniqueEmail = (tag = "user") => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

export const db = () => createDb(env.DB);

/** Posts the sign-up form as the SPA does; `body` adds or overrides fields (a referral code, a locale). */
export function signUpRequest(email: string, password = "secret123", body: Record<string, unknown> = {}) {
  return rawCall("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, name: email.split("@")[0], ...body }),
  });
}

/**
 * Signs up a new user, confirms the address through the link in the (dev outbox) mail as a
 * person would, and returns the session cookie. `verify: false` leaves the address unconfirmed.
 */
export async function signUp(
  email = uniqueEmail(),
  password = "secret123",
  options: { verify?: boolean; body?: Record<string, unknown> } = {},
) {
  const res = await signUpRequest(email, password, options.body);
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status}: ${await res.text()}`);
  const cookie = cookieOf(res);
  if (options.verify === false) return { email, password, cookie };
  return { email, password, cookie: await verifyEmail(email, cookie) };
}

/** The mails the dev outbox kept (newest first), as GET /api/dev/outbox answers. */
export async function outbox() {
  return (await ok(clientFor().dev.outbox.$get())).mails;
}

/** Every link mailed to `email`, newest mail first. */
export async function linksMailedTo(email: string): Promise<string[]> {
  return (await outbox()).filter((m) => m.to === email.trim().toLowerCase()).flatMap((m) => m.links);
}

/** The newest verification link mailed to `email` (the dev outbox keeps it in tests). */
export async function verificationLink(email: string): Promise<string> {
  const link = (await linksMailedTo(email)).find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

/** Follows the verification link (in the browser that has `cookie`, if any); returns the cookie after. */
export async function verifyEmail(email: string, cookie?: string): Promise<string> {
  const url = new URL(await verificationLink(email));
  const res = await rawCall(url.pathname + url.search, { cookie, redirect: "manual" });
  if (res.status !== 302) throw new Error(`verification failed ${res.status}: ${await res.text()}`);
  return cookieOf(res) || cookie || "";
}

/** GET /api/me for the browser holding `cookie`: the user, the balance and the admin flag. */
export async function me(cookie: string) {
  return ok(clientFor(cookie).me.$get());
}

export type TestUser = {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** The typed API as this user's browser sees it. */
  api: Api;
};

export type NewUserOptions = {
  email?: string;
  password?: string;
  /** Credits granted on top of the sign-up bonus (an admin adjustment in the ledger). */
  extraCredits?: number;
  /** More sign-up fields: a referral code, a locale. */
  signUpFields?: Record<string, unknown>;
};

/** A signed-up, confirmed user with their cookie and a typed client bound to it. */
export async function newUser(options: NewUserOptions = {}): Promise<TestUser> {
  const { email = uniqueEmail(), password = "secret123", extraCredits = 0, signUpFields } = options;
  const { cookie } = await signUp(email, password, { body: signUpFields });
  const { user } = await me(cookie);
  if (extraCredits) {
    await grantCredits(db(), {
      userId: user.id,
      amount: extraCredits,
      action: "admin_adjustment",
      idempotencyKey: `seed:${user.id}`,
    });
  }
  return { id: user.id, email, password, cookie, api: clientFor(cookie) };
}

/** As `newUser()`, with the admin role. */
export async function newAdmin(options: NewUserOptions = {}): Promise<TestUser> {
  const admin = await newUser({ email: uniqueEmail("admin"), ...options });
  await grantAdmin(db(), admin.id);
  return admin;
}

/** The user's credit history, newest first, as GET /api/credits/usage answers it. */
export async function usageOf(cookie: string) {
  return (await ok(clientFor(cookie).credits.usage.$get({ query: {} }))).records;
}

/**
 * `count` people who signed up and confirmed their address, made straight in the database and set
 * up by the account service as a sign-up sets them up (profile, balance, bonus, referral code),
 * without the auth round trips: for tests about what happens after sign-up (a race on the
 * ledger), where 50 real sign-ups (password hashing, the mailed link) took 6 of the test's 8 s.
 */
export async function confirmedPeople(count: number): Promise<{ id: string; email: string }[]> {
  const people = Array.from({ length: count }, () => ({ id: crypto.randomUUID(), email: uniqueEmail("person") }));
  const now = new Date();
  const [first, ...rest] = people.map((p) =>
    db()
      .insert(users)
      .values({ ...p, name: p.email.split("@")[0], emailVerified: true, createdAt: now, updatedAt: now }),
  );
  await db().batch([first, ...rest]);
  for (const person of people) await setUpAccount(db(), person, env.BETTER_AUTH_SECRET);
  return people;
}
