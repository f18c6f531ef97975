// One drizzle handle per D1 binding or D1 session (./session); cheap to create, so made per request.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** What runs queries: the binding (always the primary) or a request's session (./session). */
export type D1Queries = D1Database | D1DatabaseSession;

// drizzle's D1 driver only calls prepare() and batch(), which a session has as the binding does;
// its types just do not name sessions yet.
export const createDb = (d1: D1Queries) => drizzle(d1 as D1Database, { schema });
export type Database = ReturnType<typeof createDb>;

/** The SQLite constraint an error tripped, looking through drizzle's wrapper to D1's message. */
export function constraintFailure(error: unknown): "unique" | "check" | "foreign_key" | "no_account" | null {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    if (message.includes("UNIQUE constraint failed")) return "unique";
    if (message.includes("CHECK constraint failed")) return "check";
    if (message.includes("FOREIGN KEY constraint failed")) return "foreign_key";
    if (message.includes("NO_CREDIT_ACCOUNT")) return "no_account";
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}
