// The signed-in user as the SPA sees them (user, balance, admin flag), read with the session in
// one D1 query (readSessionWithProfile). Shared by GET /api/me, which answers 401 without a
// session, and GET /api/session, the page-load probe that answers 200 either way.
import type { Auth } from "../../platform/auth/auth";
import { readSessionWithProfile } from "../../platform/auth/session-reader";
import { createDb, type Database } from "../../platform/db/client";
import { setUpAccount, usernameFromEmail } from "./service";
import { recordIdentity } from "../../platform/auth/identity-claims";
import { readProfile } from "./profile";

export type Me = {
  user: { id: string; email: string; username: string; emailVerified: boolean };
  credits: number;
  isAdmin: boolean;
};

/**
 * The current user, or null when signed out; `setCookies` carries a renewed session cookie.
 * `db` is the request's (platform/db/session): the read may come from a replica no older than the
 * user's bookmark. Finishing an account grants the sign-up bonus, so it asks the primary.
 */
export async function readMe(
  env: Env,
  auth: Auth,
  headers: Headers,
  db: Database,
): Promise<{ me: Me; setCookies: string[] } | null> {
  const signedIn = await readSessionWithProfile(env, auth, headers, db.$client);
  if (!signedIn) return null;
  const { user } = signedIn;
  let profile = signedIn.profile ?? (await readProfile(db, user.id));
  if (profile.balance === null) {
    // A replica behind the sign-up, or a sign-up hook that broke off before the credit account
    // existed: the primary knows which, and finishes the account in the second case.
    const primary = createDb(env.DB);
    profile = await readProfile(primary, user.id);
    if (profile.balance === null) {
      await setUpAccount(primary, user, env.BETTER_AUTH_SECRET);
      profile = await readProfile(primary, user.id);
    }
  } else if (!profile.hasIdentity) {
    // An account from before identities were kept, still signed in from then.
    await recordIdentity(db.$client, user, env.BETTER_AUTH_SECRET);
  }
  return {
    me: {
      user: {
        id: user.id,
        email: user.email,
        username: profile.username ?? usernameFromEmail(user.email),
        emailVerified: user.emailVerified,
      },
      credits: profile.balance ?? 0,
      isAdmin: Boolean(profile.isAdmin),
    },
    setCookies: signedIn.setCookies ?? [],
  };
}
