// Failures only the operator can fix (a retired or unknown model, a region the provider refuses,
// an OpenAI organization that must be verified), kept for the admin dashboard beside the log
// line provider-errors.ts writes. One system_config row per kind, provider and [vars] entry
// ("operator_alert:…"): the last model named, how often and when it was last seen. An alert
// disappears when the operator deploys another model for that entry, after a quiet week, or
// when an admin dismisses it.
import { and, eq, gte, like, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { systemConfig } from "../db/schema";
import { EngineError, type EngineErrorKind, type OperatorFix } from "../engines/types";

const PREFIX = "operator_alert:";
const KINDS = ["MODEL_UNAVAILABLE", "REGION_REFUSED", "ORG_NOT_VERIFIED"] as const satisfies EngineErrorKind[];
export type OperatorAlertKind = (typeof KINDS)[number];
export const ALERT_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

export type OperatorAlert = OperatorFix & { id: string; kind: OperatorAlertKind; count: number; firstAt: number; lastAt: number };

const isAlertKind = (kind: EngineErrorKind): kind is OperatorAlertKind => (KINDS as readonly string[]).includes(kind);

/** Notes `error` when it is the operator's to fix; never throws (the user's failure comes first). */
export async function noteOperatorAlert(db: Database, error: unknown, now = Date.now()): Promise<void> {
  if (!(error instanceof EngineError) || !error.operatorFix || !isAlertKind(error.kind)) return;
  const fix = error.operatorFix;
  const id = `${error.kind}:${fix.provider}:${fix.setting}`;
  const value = { kind: error.kind, ...fix, count: 1, firstAt: now };
  try {
    await db
      .insert(systemConfig)
      .values({ key: PREFIX + id, value, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: systemConfig.key,
        // The newest model named, one more sighting; a different model starts the count again.
        set: {
          value: sql`json_set(excluded.value,
            '$.count', case when json_extract(${systemConfig.value}, '$.model') = ${fix.model}
              then coalesce(json_extract(${systemConfig.value}, '$.count'), 0) + 1 else 1 end,
            '$.firstAt', case when json_extract(${systemConfig.value}, '$.model') = ${fix.model}
              then json_extract(${systemConfig.value}, '$.firstAt') else ${now} end)`,
          updatedAt: new Date(now),
        },
      });
  } catch (writeError) {
    console.error(`operator alert ${id} could not be saved`, writeError);
  }
}

/** The model a [vars] entry names in this deployment, or null when the entry is not one. */
function configured(env: Env, setting: string): string | null {
  const value = (env as unknown as Record<string, unknown>)[setting];
  return typeof value === "string" ? value.trim() : null;
}

/**
 * Alerts seen in the last week that still apply: a model alert whose [vars] entry now names
 * another model was fixed by a deploy. Newest first.
 */
export async function listOperatorAlerts(db: Database, env: Env, now = Date.now()): Promise<OperatorAlert[]> {
  const rows = await db
    .select({ key: systemConfig.key, value: systemConfig.value, updatedAt: systemConfig.updatedAt })
    .from(systemConfig)
    .where(and(like(systemConfig.key, `${PREFIX}%`), gte(systemConfig.updatedAt, new Date(now - ALERT_QUIET_MS))));
  return rows
    .map(({ key, value, updatedAt }) => ({ ...(value as Omit<OperatorAlert, "id" | "lastAt">), id: key.slice(PREFIX.length), lastAt: updatedAt.getTime() }))
    .filter((alert) => {
      if (alert.kind === "REGION_REFUSED") return true;
      const current = configured(env, alert.setting);
      return current === null || current === alert.model;
    })
    .sort((a, b) => b.lastAt - a.lastAt);
}

/** An admin's "dismiss"; true when there was such an alert. It returns if the failure recurs. */
export async function dismissOperatorAlert(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(systemConfig).where(eq(systemConfig.key, PREFIX + id)).returning({ key: systemConfig.key });
  return deleted.length > 0;
}
