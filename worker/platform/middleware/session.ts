// Puts the signed-in user on the context, or answers 401. Every user-scoped route sits behind it.
// A request with `Authorization: Bearer …` is an API token's instead (platform/auth/api-token-sign-in.ts):
// accepted on the routes platform/auth/token-routes.ts lists, its cookies never read.
import { createMiddleware } from "hono/factory";
import { signInWithToken } from "../auth/api-token-sign-in";
import { bearerOf } from "../auth/token-routes";
import { getAuth } from "../auth/auth";
import { readSession } from "../auth/session-reader";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { annotate } from "../openapi/annotate";

export const requireUser = annotate(
  createMiddleware<AppEnv>(async (c, next) => {
    const bearer = bearerOf(c.req.raw.headers);
    if (bearer !== null) {
      await signInWithToken(c, bearer);
      return next();
    }
    const signedIn = await readSession(c.env, getAuth(c.env, c.req.url), c.req.raw.headers, c.var.db.$client);
    if (!signedIn) throw new AppError("UNAUTHORIZED", "Please sign in.");
    // A session better-auth just extended comes with its renewed cookie; the browser needs it.
    for (const cookie of signedIn.setCookies ?? []) c.header("Set-Cookie", cookie, { append: true });
    c.set("user", signedIn.user);
    c.set("sessionId", signedIn.sessionId);
    await next();
  }),
  { signedIn: true, errors: ["UNAUTHORIZED"] },
);

/**
 * After requireUser, on everything that costs the operator money (creations, transcription):
 * an address nobody has confirmed could be anyone's, so it may not spend yet (403
 * EMAIL_NOT_VERIFIED; the SPA offers to resend the mail).
 */
export const requireVerifiedEmail = annotate(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user.emailVerified)
      throw new AppError("EMAIL_NOT_VERIFIED", "Please confirm your email address first; we sent you a link.");
    await next();
  }),
  { errors: ["EMAIL_NOT_VERIFIED"] },
);
