// Request pieces shared by the admin routes.
/** Optional `Idempotency-Key` header: a retried request then takes effect once. */
export { idempotencyHeader } from "../../platform/idempotency";

/** The largest credit amount one admin action may move (shared with the SPA's admin forms). */
export { MAX_ADMIN_CREDITS } from "../../../shared/credit-limits";
