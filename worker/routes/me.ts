// GET /api/me: the signed-in user, balance and admin flag — on every page load, so the session
// and the profile come from one D1 query (readSessionWithProfile) instead of requireUser's.
import { Hono } from "hono";
import { getAuth } from "../auth/auth";
import { readSessionWithProfile } from "../auth/session-reader";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { setUpAccount, usernameFromEmail } from "../services/accounts";
import { recordIdentity } from "../services/identity-claims";
import { readProfile } from "../services/profile";

export const me = new Hono<AppEnv>().get("/", async (c) => {
  const signedIn = await readSessionWithProfile(c.env, getAuth(c.env, c.req.url), c.req.raw.headers);
  if (!signedIn) throw new AppError("UNAUTHORIZED", "Please sign in.");
  const { user } = signedIn;
  for (const cookie of signedIn.setCookies ?? []) c.header("Set-Cookie", cookie, { append: true });
  const db = createDb(c.env.DB);
  let profile = signedIn.profile ?? (await readProfile(db, user.id));
  if (profile.balance === null) {
    // The sign-up hook broke off before the credit account existed: finish it now.
    await setUpAccount(db, user, c.env.BETTER_AUTH_SECRET);
    profile = await readProfile(db, user.id);
  } else if (!profile.hasIdentity) {
    // An account from before identities were kept, still signed in from then.
    await recordIdentity(db.$client, user, c.env.BETTER_AUTH_SECRET);
  }
  return c.json(
    {
      user: { id: user.id, email: user.email, username: profile.username ?? usernameFromEmail(user.email), emailVerified: user.emailVerified },
      credits: profile.balance ?? 0,
      isAdmin: Boolean(profile.isAdmin),
    },
    200,
  );
});
