import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { setUpAccount, usernameFromEmail } from "../services/accounts";
import { readProfile } from "../services/profile";

export const me = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const { db, user } = c.var;
  let profile = await readProfile(db, user.id);
  if (profile.balance === null) {
    // The sign-up hook broke off before the credit account existed: finish it now.
    await setUpAccount(db, user, c.env.ADMIN_EMAILS);
    profile = await readProfile(db, user.id);
  }
  return c.json(
    {
      user: { id: user.id, email: user.email, username: profile.username ?? usernameFromEmail(user.email) },
      credits: profile.balance ?? 0,
      isAdmin: Boolean(profile.isAdmin),
    },
    200,
  );
});
