// GET /api/me: the signed-in user, balance and admin flag; 401 without a session.
// GET /api/session (./session-routes.ts) is the same read (readMe in ./me.ts) for the SPA's page-load probe.
import { Hono } from "hono";
import { getAuth } from "../../platform/auth/auth";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { readMe } from "./me";
import { describeRoute } from "../../platform/openapi/annotate";

export const me = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    operationId: "getMe",
    summary: "The signed-in user, balance and admin flag",
    signedIn: true,
    errors: ["UNAUTHORIZED"],
    answers: { 200: "The user." },
  }),
  async (c) => {
    const found = await readMe(c.env, getAuth(c.env, c.req.url), c.req.raw.headers, c.var.db);
    if (!found) throw new AppError("UNAUTHORIZED", "Please sign in.");
    for (const cookie of found.setCookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json(found.me, 200);
  },
);
