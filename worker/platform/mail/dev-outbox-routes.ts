// GET /api/dev/outbox: the mails the local dev outbox kept, newest first. Answers 404, like any
// unknown route, unless DEV_OUTBOX="1" and the request came to a loopback host.
import { Hono } from "hono";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { devOutboxReachable, listDevOutbox } from "./dev-outbox";
import { describeRoute } from "../openapi/annotate";

export const devOutbox = new Hono<AppEnv>().get(
  "/outbox",
  describeRoute({
    operationId: "listDevOutbox",
    public: true,
    summary: "Mails the local dev outbox kept (local runs only)",
    errors: ["NOT_FOUND"],
    answers: { 200: "`{ mails }`, newest first." },
  }),
  async (c) => {
    if (!devOutboxReachable(c.env, c.req.url)) throw new AppError("NOT_FOUND", "No such API route.");
    return c.json({ mails: await listDevOutbox(createDb(c.env.DB)) }, 200);
  },
);
