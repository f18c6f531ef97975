// GET /api/session: who is signed in, if anyone — the SPA asks on every page load. A visitor is
// an answer, not an error: `{ me: null }` with 200, so signed-out pages log no failed request.
// Public by design (adversarial-authz lists it); it reveals nothing without a valid session.
// POST /api/session/ended: a tab that finds its session ended elsewhere (a 401 after being signed
// in, or the live socket closed for that reason) asks for this answer, which clears the browser's
// cache for the site (pictures are kept for a year, decision 21). Public too: it only ever clears
// the asking browser's own cache.
import { Hono } from "hono";
import { getAuth } from "../../platform/auth/auth";
import type { AppEnv } from "../../platform/env";
import { readMe } from "./me";
import { describeRoute } from "../../platform/openapi/annotate";
import { CLEAR_CACHE, CLEAR_SITE_DATA } from "../../platform/http/clear-site-data";

export const session = new Hono<AppEnv>()
  .post(
    "/ended",
    describeRoute({
      operationId: "clearEndedSessionCache",
      public: true,
      summary: "Clear this browser's cache for the site after its session ended elsewhere",
      answers: { 200: '`{ cleared: true }` with `Clear-Site-Data: "cache"`.' },
    }),
    (c) => {
      c.header(CLEAR_SITE_DATA, CLEAR_CACHE);
      c.header("Cache-Control", "no-store");
      return c.json({ cleared: true as const }, 200);
    },
  )
  .get(
    "/",
    describeRoute({
      operationId: "getSession",
      public: true,
      summary: "Who is signed in, if anyone",
      answers: { 200: "`{ me }`, null for a visitor." },
    }),
    async (c) => {
      const found = await readMe(c.env, getAuth(c.env, c.req.url), c.req.raw.headers, c.var.db);
      for (const cookie of found?.setCookies ?? []) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ me: found?.me ?? null }, 200);
    },
  );
