import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { profiles } from "../db/schema";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { isAdmin, setUpAccount, usernameFromEmail } from "../services/accounts";
import { getBalance } from "../services/credits";

export const me = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const { db, user } = c.var;
  let [balance, admin, profile] = await Promise.all([
    getBalance(db, user.id),
    isAdmin(db, user.id),
    db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, user.id)).get(),
  ]);
  if (balance === null) {
    // The sign-up hook broke off before the credit account existed: finish it now.
    await setUpAccount(db, user, c.env.ADMIN_EMAILS);
    balance = (await getBalance(db, user.id)) ?? 0;
    admin = await isAdmin(db, user.id);
  }
  return c.json(
    {
      user: { id: user.id, email: user.email, username: profile?.username ?? usernameFromEmail(user.email) },
      credits: balance,
      isAdmin: admin,
    },
    200,
  );
});
