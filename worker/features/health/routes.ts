import { Hono } from "hono";
import { describeRoute } from "../../platform/openapi/annotate";

export const health = new Hono().get(
  "/",
  describeRoute({
    operationId: "getHealth",
    public: true,
    summary: "Is the Worker up?",
    answers: { 200: "`{ ok: true }`" },
  }),
  (c) => c.json({ ok: true as const }, 200),
);
