// Email verification (spec §2 "sign-up email confirmation redirects to the site root"). Sign-up
// mails a link in the user's language; the link (better-auth's /verify-email, a signed token valid
// VERIFY_LINK_HOURS) verifies the address and lands on the site root, or on choosing a password.
// Until then the account keeps its sign-up bonus but may not spend it (requireVerifiedEmail), earns
// no referral reward and no admin role. On verification the features' emailVerified hook runs
// (./hooks.ts: the referral reward is paid, the invitee having signed in: sign-up signs in).
//
// A stranger may have signed up with someone else's address and chosen the password. So the
// link proves the password only when opened in a browser signed in to that very account (the one
// that signed up): that browser stays signed in and every other session ends. Opened anywhere
// else, the owner takes the account over: every session ends, the old password stops working and
// the owner chooses their own (./address-owner.ts, decision 0029). The admin
// role of an ADMIN_EMAILS address likewise comes only when one person has shown both the mailbox
// and the password: the link in the signed-up browser, or a password set through a mailed link.
import type { Auth } from "./auth";
import { clearSignInLock } from "./account-limits";
import { readSession } from "./session-reader";
import { APIError } from "better-auth/api";
import type { Database } from "../db/client";
import { textReader } from "../texts";
import { pickMailLocale } from "../mail/mail-locale";
import { sendMail } from "../mail/sender";
import { verifyMail } from "../mail/verify-mail";
import { endOtherSessions, handOverToAddressOwner } from "./address-owner";
import { grantAdmin, isAdminEmail } from "./admin-role";
import { authHooks } from "./hooks";

const VERIFY_LINK_HOURS = 24;
/** Where the link lands: the site root, which says the address is confirmed. */
const VERIFIED_LANDING = "/?verified=1";

const verifyEmailLink = (origin: string, token: string) =>
  `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_LANDING)}`;

const isSignUp = (request?: Request) => Boolean(request && new URL(request.url).pathname.endsWith("/sign-up/email"));

/**
 * better-auth's emailVerification options for one origin. `authFor` is auth.ts's getAuth, passed in
 * (typed loosely, cast where used) so that neither module imports the other.
 */
export function emailVerification(env: Env, db: Database, origin: string, authFor: (requestUrl: string) => unknown) {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: VERIFY_LINK_HOURS * 3600,
    sendVerificationEmail: async (
      { user, token }: { user: { id: string; email: string }; token: string },
      request?: Request,
    ) => {
      const mail = { email: user.email, link: verifyEmailLink(origin, token), minutes: VERIFY_LINK_HOURS * 60 };
      try {
        const content = await verifyMail(textReader(env.ASSETS), pickMailLocale(request?.headers), mail);
        await sendMail(env, { to: user.email, ...content });
      } catch (error) {
        console.error(
          `verification mail for user ${user.id} was not delivered:`,
          error instanceof Error ? error.message : error,
        );
        // The account exists by now: sign-up succeeds and the banner offers "resend". A resend the
        // person asked for says it failed.
        if (!isSignUp(request))
          throw new APIError("SERVICE_UNAVAILABLE", {
            code: "MAIL_UNAVAILABLE",
            message: "The mail could not be sent; please try again later.",
          });
      }
    },
    afterEmailVerification: async (user: { id: string; email: string }, request?: Request) => {
      if (!request) return;
      const auth = authFor(request.url) as Auth;
      const holder = await readSession(env, auth, request.headers);
      const provesPassword = holder?.user.id === user.id;
      await onEmailVerified(db, env, user, { provesPassword });
      // The address is its owner's now (decision 0029): whoever else is signed in to it is not.
      if (holder && provesPassword) await endOtherSessions(auth, user.id, holder.sessionId);
      else throw await handOverToAddressOwner(env, auth, user.id);
    },
  };
}

/** better-auth's emailAndPassword.onPasswordReset: the mailed link proved the mailbox. */
export function onPasswordReset(env: Env, db: Database) {
  return async ({ user }: { user: { id: string; email: string } }) => {
    await env.DB.prepare("UPDATE user SET email_verified = 1 WHERE id = ?").bind(user.id).run();
    // Taking the account back ends every way in that the old password could have opened: its
    // sessions (better-auth) and the API tokens made with them.
    await env.DB.prepare("DELETE FROM api_tokens WHERE user_id = ?").bind(user.id).run();
    await clearSignInLock(env, user.email);
    await onEmailVerified(db, env, user, { provesPassword: true });
  };
}

async function onEmailVerified(
  db: Database,
  env: Env,
  user: { id: string; email: string },
  p: { provesPassword: boolean },
) {
  if (p.provesPassword && isAdminEmail(env.ADMIN_EMAILS, user.email)) await grantAdmin(db, user.id);
  await authHooks().emailVerified(db, user.id);
}
