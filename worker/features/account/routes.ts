// The account page's own routes: signed-in devices (listed by id, revoked through better-auth)
// and "delete my data". Changing the password is better-auth's /api/auth/change-password.
// Personal API tokens live under /tokens (features/api-tokens/routes.ts), behind the same session guard.
import { Hono } from "hono";
import { CLEAR_CACHE, CLEAR_SITE_DATA } from "../../platform/http/clear-site-data";
import { APIError } from "better-auth/api";
import { z } from "zod";
import { apiTokenRoutes } from "../api-tokens/routes";
import { getAuth, type Auth } from "../../platform/auth/auth";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validation";
import { closeAllLive } from "../../platform/live/user-live";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser } from "../../platform/middleware/session";
import { deleteAccount } from "./deletion";
import { listSessions, revokeOtherSessions, revokeSession } from "./sessions";
import { describeRoute } from "../../platform/openapi/annotate";

const idParam = z.object({ id: z.string().min(1).max(64) });
const deleteBody = z.object({ password: z.string().min(1).max(128) });

/** better-auth's own check of the current password (scrypt, the credential account's hash). */
async function confirmPassword(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.verifyPassword({ headers, body: { password } });
  } catch (error) {
    if (error instanceof APIError && error.status === "BAD_REQUEST")
      throw new AppError("INVALID_PASSWORD", "The password is not correct.");
    // The session ended between our middleware and better-auth's own look-up.
    if (error instanceof APIError && error.status === "UNAUTHORIZED")
      throw new AppError("UNAUTHORIZED", "Please sign in.");
    throw error;
  }
}

export const account = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/sessions",
    describeRoute({
      operationId: "listSessions",
      summary: "The devices signed in to this account",
      answers: { 200: "Sessions, the current one marked." },
    }),
    async (c) => c.json({ sessions: await listSessions(c.var.db, c.var.user.id, c.var.sessionId) }, 200),
  )
  .delete(
    "/sessions/:id",
    describeRoute({
      operationId: "revokeSession",
      summary: "Sign out one device",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ revoked: true }`" },
    }),
    validate("param", idParam),
    async (c) => {
      const auth = getAuth(c.env, c.req.url);
      await revokeSession(auth, c.var.db, c.req.raw.headers, c.var.user.id, c.req.valid("param").id);
      return c.json({ revoked: true as const }, 200);
    },
  )
  .post(
    "/sessions/revoke-others",
    describeRoute({
      operationId: "revokeOtherSessions",
      summary: "Sign out every other device",
      answers: { 200: "`{ revoked: true }`" },
    }),
    async (c) => {
      await revokeOtherSessions(getAuth(c.env, c.req.url), c.req.raw.headers);
      return c.json({ revoked: true as const }, 200);
    },
  )
  .post(
    "/delete",
    describeRoute({
      operationId: "deleteAccount",
      summary: "Delete my account, works and files (password required)",
      errors: ["INVALID_PASSWORD"],
      answers: {
        200: '`{ deleted: true }`; the session cookie and the browser\'s cache for the site (`Clear-Site-Data: "cache"`) are cleared.',
      },
    }),
    limitPerUser("PASSWORD_CHECK_LIMIT"),
    validate("json", deleteBody),
    async (c) => {
      const auth = getAuth(c.env, c.req.url);
      const headers = c.req.raw.headers;
      await confirmPassword(auth, headers, c.req.valid("json").password);
      await deleteAccount(c.var.db, c.env.FILES, c.var.user.id);
      // Its sessions went with the account (one SQL statement, no better-auth hook): close their sockets.
      await closeAllLive(c.env, c.var.user.id);
      // The session is gone already; sign-out only expires the browser's cookies (whatever their
      // name: with the __Secure- prefix over https).
      const out = await auth.api.signOut({ headers, returnHeaders: true });
      for (const cookie of out.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      // And the pictures this browser kept (platform/http/clear-site-data.ts).
      c.header(CLEAR_SITE_DATA, CLEAR_CACHE);
      return c.json({ deleted: true as const }, 200);
    },
  )
  .route("/tokens", apiTokenRoutes);
