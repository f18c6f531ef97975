// What features do inside better-auth, without the platform importing them (decision 0031): the
// app registers an AuthHooks object when it is assembled (worker/app.ts: account set-up and
// referrals), and auth.ts and ./email-verification.ts call it. better-auth 1.7's sign-up body
// schema accepts extra keys and the user insert only keeps declared user fields, so a feature's
// field (`referralCode`) rides along in the sign-up JSON without being stored on the user; the
// hooks get that raw body.
//   - before every auth request: the profile-field check (./profile-fields); on /sign-up/email
//     then `beforeSignUp`, which may refuse (a 400 before any user row exists);
//   - the user create.after database hook: `userCreated` (set the account up);
//   - after /sign-up/email and /sign-in/email: a new session means a sign-in (autoSignIn makes
//     sign-up the first one), so an older account gets its identity hash (recordIdentity), then
//     `signedIn`; later sign-ins find nothing to do;
//   - a confirmed address (the mailed link, or a password set through one): `emailVerified`.
import { createAuthMiddleware } from "better-auth/api";
import type { Database } from "../db/client";
import { recordIdentity } from "./identity-claims";
import { checkProfileFields } from "./profile-fields";

export type AuthHooks = {
  /** Before a sign-up creates anything; throws better-auth's APIError to refuse it. */
  beforeSignUp(db: Database, body: unknown): Promise<void>;
  /** The new user's row exists (no transaction on D1: this must be idempotent). */
  userCreated(env: Env, db: Database, user: { id: string; email: string }, body: unknown): Promise<void>;
  /** A sign-in with the password (sign-up signs in too). A failure is logged; the sign-in stands. */
  signedIn(db: Database, userId: string): Promise<void>;
  /** The address was confirmed (and the admin role, if any, granted). */
  emailVerified(db: Database, userId: string): Promise<void>;
};

let registered: AuthHooks | undefined;

/** Called once by the app's assembly (worker/app.ts) before any request. */
export function registerAuthHooks(hooks: AuthHooks) {
  registered = hooks;
}

/** The registered hooks; an app that forgot to register them fails loudly at its first sign-up. */
export function authHooks(): AuthHooks {
  if (!registered) throw new Error("No auth hooks registered: worker/app.ts registers them in createApp().");
  return registered;
}

const SIGN_UP = "/sign-up/email";
const SIGN_IN_PATHS = new Set([SIGN_UP, "/sign-in/email"]);

/** better-auth's request hooks (`hooks` in its options). */
export function requestHooks(db: Database, secret: string) {
  const before = createAuthMiddleware(async (ctx) => {
    checkProfileFields(ctx.path, ctx.body);
    if (ctx.path === SIGN_UP) await authHooks().beforeSignUp(db, ctx.body);
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (!SIGN_IN_PATHS.has(ctx.path)) return;
    const signedIn = ctx.context.newSession?.user;
    if (!signedIn) return;
    try {
      await recordIdentity(db.$client, signedIn, secret);
      await authHooks().signedIn(db, signedIn.id);
    } catch (error) {
      // What follows a sign-in is logged when it fails; the sign-in itself succeeds.
      console.error("after sign-in", { userId: signedIn.id }, error);
    }
  });

  return { before, after };
}
