// The credits ledger as tests read it: a balance checked both ways (the balance row and the sum
// of the ledger, which the trigger keeps equal) and one user's rows of one action type.
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ActionType } from "../../../shared/choices";
import { usageRecords } from "../../../worker/platform/db/schema";
import { getBalance, ledgerBalance } from "../../../worker/features/credits/service";
import { db } from "./users";

/** The user holds `credits`, by the balance row and by the ledger's sum. */
export async function expectBalance(userId: string, credits: number) {
  expect(await getBalance(db(), userId)).toBe(credits);
  expect(await ledgerBalance(db(), userId)).toBe(credits);
}

/** The user's ledger rows of one action type. */
export const ledgerRows = (userId: string, actionType: ActionType) =>
  db()
    .select()
    .from(usageRecords)
    .where(and(eq(usageRecords.userId, userId), eq(usageRecords.actionType, actionType)))
    .all();
