// Whether an account is suspended (decision 26), as SQL to put in the query that lets a request
// in: the session lookup, the API-token lookup, better-auth's session creation. Read on every such
// request from D1, never remembered (an isolate's memory would let a suspended user in for as
// long as it remembers; decision 22 keeps refusals out of the settings memory for the same reason).
import { AppError } from "./errors";

/** SQL true when the user named by the expression `userId` is suspended. */
export const isSuspendedSql = (userId: string) =>
  `EXISTS (SELECT 1 FROM account_suspensions WHERE user_id = ${userId})`;

export async function isSuspended(d1: D1Database | D1DatabaseSession, userId: string) {
  return Boolean(
    await d1
      .prepare(`SELECT ${isSuspendedSql("?1")} AS suspended`)
      .bind(userId)
      .first<number>("suspended"),
  );
}

export const accountSuspended = () =>
  new AppError("ACCOUNT_SUSPENDED", "This account is suspended. Contact the operator if you think this is a mistake.");
