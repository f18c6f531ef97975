// Lets only admins through (a user_roles row with role "admin"), answering 403 to everyone else.
// Runs after requireUser, so a signed-out request has already been answered 401.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { annotate } from "../openapi/annotate";
import { isAdmin } from "../auth/admin-role";

export const requireAdmin = annotate(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isAdmin(c.var.db, c.var.user.id))) throw new AppError("FORBIDDEN", "Administrators only.");
    await next();
  }),
  { errors: ["FORBIDDEN"] },
);
