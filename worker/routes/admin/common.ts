// Request pieces shared by the admin routes.
import { z } from "zod";

/** Optional `Idempotency-Key` header: a retried request then takes effect once. */
export const idempotencyHeader = z.object({
  "idempotency-key": z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/).optional(),
});

/** The largest credit amount one admin action may move. */
export const MAX_ADMIN_CREDITS = 100_000;
