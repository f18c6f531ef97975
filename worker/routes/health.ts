import { Hono } from "hono";

export const health = new Hono().get("/", (c) => c.json({ ok: true as const }, 200));
