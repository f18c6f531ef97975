// better-auth (email + password) on D1. "Remember me" (the default) keeps a session for 7 days;
// without it better-auth issues a browser-session cookie. What features do here (a new user's
// account set-up and referral; the invite-only check; the reward on sign-in) they registered
// with ./hooks.ts when the app was assembled; the address is verified by mail
// (./email-verification.ts: admin role and referral reward wait for it). A session that ends,
// however it ends, closes its live sockets (session delete hook).
import { betterAuth } from "better-auth/minimal";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MIN } from "../../../shared/limits";
import { createDb } from "../db/client";
import { account, rateLimit, session, user, verification } from "../db/schema";
import { closeLiveSession } from "../live/user-live";
import { isSuspended } from "../suspension";
import { emailVerification, onPasswordReset } from "./email-verification";
import { authHooks, requestHooks } from "./hooks";
import { authIpAddress, authRateLimit } from "./rate-limit";
import { RESET_TOKEN_MINUTES, resetPasswordMailer } from "./password-reset";
import { SESSION_DAYS, SESSION_UPDATE_AGE_SECONDS } from "./session-lifetime";

function createAuth(env: Env, baseURL: string) {
  const db = createDb(env.DB);
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(db, { provider: "sqlite", schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      autoSignIn: true,
      sendResetPassword: resetPasswordMailer(env, baseURL),
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      // A reset is how someone takes an account back: every session the old password opened ends.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: onPasswordReset(env, db),
    },
    // The hooks look the auth object up when they run (passing getAuth, not importing it, keeps
    // email-verification.ts from importing this module back).
    emailVerification: emailVerification(env, db, baseURL, (url): unknown => getAuth(env, url)),
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    rateLimit: authRateLimit,
    // Server-only endpoints better-auth would also answer over HTTP: the password check backs
    // "delete my data", which has its own per-user limit; over HTTP it would be a guessing oracle.
    disabledPaths: ["/verify-password"],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: authIpAddress,
      // Left unset, better-auth turns its origin/CSRF checks off whenever NODE_ENV is "test" or a
      // TEST variable is set, and Worker vars reach process.env: pin them on. The session cookie
      // keeps better-auth's defaults: HttpOnly, SameSite=Lax, Path=/, and Secure with the
      // __Secure- prefix whenever the base URL is https (test/worker/cookies.test.ts).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    telemetry: { enabled: false },
    hooks: requestHooks(db, env.BETTER_AUTH_SECRET),
    databaseHooks: {
      user: {
        create: {
          after: async (created, context) => authHooks().userCreated(env, db, created, context?.body),
        },
      },
      session: {
        create: {
          // No session for a suspended account, however it is asked for (sign-in, sign-up, a
          // confirmation or reset link): only after the password was right, so it tells nobody else.
          before: async (created) => {
            if (await isSuspended(env.DB, created.userId)) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_SUSPENDED",
                message: "This account is suspended. Contact the operator if you think this is a mistake.",
              });
            }
          },
        },
        delete: {
          // Sign-out, "sign out this device / all others", a password change or reset.
          after: async (ended) => closeLiveSession(env, ended.userId, ended.id),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Building the auth object costs more than a request should pay, so keep one per origin for the
// isolate's life. BETTER_AUTH_URL pins the origin in production.
const cache = new Map<string, { env: Env; auth: Auth }>();

export function getAuth(env: Env, requestUrl: string): Auth {
  const baseURL = env.BETTER_AUTH_URL || new URL(requestUrl).origin;
  const hit = cache.get(baseURL);
  if (hit && hit.env === env) return hit.auth;
  const auth = createAuth(env, baseURL);
  cache.set(baseURL, { env, auth });
  return auth;
}
