// GET /api/session: who is signed in, if anyone — the SPA asks on every page load. A visitor is
// an answer, not an error: `{ me: null }` with 200, so signed-out pages log no failed request.
// Public by design (adversarial-authz lists it); it reveals nothing without a valid session.
import { Hono } from "hono";
import { getAuth } from "../auth/auth";
import type { AppEnv } from "../env";
import { readMe } from "../services/me";
import { describeRoute } from "../openapi/annotate";

export const session = new Hono<AppEnv>().get("/", describeRoute({ summary: "Who is signed in, if anyone", answers: { 200: "`{ me }`, null for a visitor." } }), async (c) => {
  const found = await readMe(c.env, getAuth(c.env, c.req.url), c.req.raw.headers, c.var.db);
  for (const cookie of found?.setCookies ?? []) c.header("Set-Cookie", cookie, { append: true });
  return c.json({ me: found?.me ?? null }, 200);
});
