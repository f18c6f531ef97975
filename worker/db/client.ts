// One drizzle handle per D1 binding; cheap to create, so made per request.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export const createDb = (d1: D1Database) => drizzle(d1, { schema });
export type Database = ReturnType<typeof createDb>;

/** The SQLite constraint an error tripped, looking through drizzle's wrapper to D1's message. */
export function constraintFailure(error: unknown): "unique" | "check" | "no_account" | null {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    if (message.includes("UNIQUE constraint failed")) return "unique";
    if (message.includes("CHECK constraint failed")) return "check";
    if (message.includes("NO_CREDIT_ACCOUNT")) return "no_account";
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}
