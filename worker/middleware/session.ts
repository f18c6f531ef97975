// Puts the signed-in user on the context, or answers 401. Every user-scoped route sits behind it.
import { createMiddleware } from "hono/factory";
import { getAuth } from "../auth/auth";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = getAuth(c.env, c.req.url);
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw new AppError("UNAUTHORIZED", "Please sign in.");
  c.set("user", { id: result.user.id, email: result.user.email, name: result.user.name });
  c.set("db", createDb(c.env.DB));
  await next();
});
