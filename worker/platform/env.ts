// Hono's environment for every route: Worker bindings plus what middleware puts on the context.
import type { Database } from "./db/client";

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

export type AppEnv = {
  Bindings: Env;
  /**
   * sessionId: the signed-in session's row id (never its token), e.g. to mark "this device".
   * db: drizzle over the request's D1 session (platform/middleware/d1-session, platform/db/session).
   */
  Variables: { user: SessionUser; sessionId: string; db: Database };
};
