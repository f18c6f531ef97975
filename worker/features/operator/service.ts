// Failures only the operator can fix (a retired or unknown model, a region the provider refuses,
// an OpenAI organization that must be verified), kept for the admin dashboard beside the log
// line provider-errors.ts writes. One system_config row per kind, provider and [vars] entry
// ("operator_alert:…"): the last model named, how often and when it was last seen. An alert
// disappears when the operator deploys another model for that entry, after a quiet week, or
// when an admin dismisses it.
import { and, eq, gte, like, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { systemConfig } from "../../platform/db/schema";
import { readConfig } from "../../platform/system-config";
import { EngineError, type EngineErrorKind, type OperatorFix } from "../../engines/types";
import { shutdownsAhead } from "../../engines/model-shutdowns";
import { anEngineServes } from "../../engines/select";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";

const PREFIX = "operator_alert:";
const KINDS = ["MODEL_UNAVAILABLE", "REGION_REFUSED", "ORG_NOT_VERIFIED"] as const satisfies EngineErrorKind[];
/**
 * PROVIDERS_UNBOUND: provider keys set but no provider Worker to call; NO_ENGINE: no engine at
 * all serves creations; MODEL_SHUTDOWN_AHEAD: a [vars] entry names a model its provider shuts
 * down soon (states, not failures: see below).
 */
export type OperatorAlertKind = (typeof KINDS)[number] | "PROVIDERS_UNBOUND" | "NO_ENGINE" | "MODEL_SHUTDOWN_AHEAD";
export const ALERT_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

/** `shutdownOn` (YYYY-MM-DD) only on MODEL_SHUTDOWN_AHEAD. */
export type OperatorAlert = OperatorFix & {
  id: string;
  kind: OperatorAlertKind;
  count: number;
  firstAt: number;
  lastAt: number;
  shutdownOn?: string;
};

const isAlertKind = (kind: EngineErrorKind): kind is (typeof KINDS)[number] =>
  (KINDS as readonly string[]).includes(kind);

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
 * Provider keys without a provider Worker first, then alerts seen in the last week that still
 * apply (a model alert whose [vars] entry now names another model was fixed by a deploy), newest first.
 */
export async function listOperatorAlerts(db: Database, env: Env, now = Date.now()): Promise<OperatorAlert[]> {
  const [keys, rows, served] = await Promise.all([
    providersWithKeys(env, db),
    storedAlerts(db, now),
    anEngineServes(env, db),
  ]);
  return [
    ...noEngine(served, now),
    ...unboundProviderKeys(env, keys, now),
    ...shutdownAlerts(env, keys, now),
    ...alertsThatApply(rows, env),
  ];
}

/**
 * No engine at all (no usable provider key, Workers AI switched off or unbound, no DEMO binding
 * to the demo engine's Worker): every creation answers 503 ENGINE_UNAVAILABLE before any charge
 * (engines/select.ts), and this says why. A state read on each visit; it ends when one is set up.
 */
function noEngine(served: boolean, now: number): OperatorAlert[] {
  if (served) return [];
  return [
    {
      id: "NO_ENGINE",
      kind: "NO_ENGINE",
      provider: "",
      model: "",
      setting: "DEMO",
      count: 1,
      firstAt: now,
      lastAt: now,
    },
  ];
}

/** The providers this deployment has a key for (Worker secret or admin setting). */
async function providersWithKeys(env: Env, db: Database): Promise<string[]> {
  const [adminGemini, adminOpenAI] = await Promise.all([
    readConfig(db, "GEMINI_API_KEY"),
    readConfig(db, "OPENAI_API_KEY"),
  ]);
  const saved = (value: Record<string, unknown> | null) => typeof value?.api_key_sealed === "string";
  return [
    saved(adminGemini) || env.GEMINI_API_KEY ? "Gemini" : null,
    saved(adminOpenAI) || env.OPENAI_API_KEY ? "OpenAI" : null,
  ].filter((p) => p !== null);
}

/**
 * A model the deployment would call (its provider has a key, and a [vars] entry names it) that its
 * provider shuts down within engines/model-shutdowns.ts's warning window: read from the
 * configuration on each visit, never stored; it ends when a deploy names another model.
 */
function shutdownAlerts(env: Env, keys: string[], now: number): OperatorAlert[] {
  return (
    shutdownsAhead(env as unknown as Record<string, unknown>, now)
      // Creations (storybook narration included) go to the first provider with a key, Gemini before
      // OpenAI (engines/select.ts): a shutdown of the other's model is nothing this deployment calls.
      .filter((s) => keys[0] === s.provider)
      .map((s) => ({
        id: `MODEL_SHUTDOWN_AHEAD:${s.provider}:${s.setting}`,
        kind: "MODEL_SHUTDOWN_AHEAD",
        provider: s.provider,
        model: s.model,
        setting: s.setting,
        shutdownOn: s.shutdownOn,
        count: 1,
        firstAt: now,
        lastAt: now,
      }))
  );
}

/**
 * Gemini/OpenAI keys with no provider Worker to call them (a deployment without the PROVIDERS
 * binding, docs/decisions/0020-placed-provider-worker.md): the engine choice skips the keys
 * (engines/select.ts), so creations run on Workers AI or the demo engine, and this says why.
 * Read from the configuration on each visit, never stored: it ends when the binding is deployed
 * or the keys are removed, and cannot be dismissed.
 */
function unboundProviderKeys(env: Env, providers: string[], now: number): OperatorAlert[] {
  if (env.PROVIDERS || providers.length === 0) return [];
  return [
    {
      id: "PROVIDERS_UNBOUND",
      kind: "PROVIDERS_UNBOUND",
      provider: providers.join(", "),
      model: "",
      setting: "PROVIDERS",
      count: 1,
      firstAt: now,
      lastAt: now,
    },
  ];
}

function storedAlerts(db: Database, now: number) {
  return db
    .select({ key: systemConfig.key, value: systemConfig.value, updatedAt: systemConfig.updatedAt })
    .from(systemConfig)
    .where(and(like(systemConfig.key, `${PREFIX}%`), gte(systemConfig.updatedAt, new Date(now - ALERT_QUIET_MS))));
}

function alertsThatApply(rows: Awaited<ReturnType<typeof storedAlerts>>, env: Env): OperatorAlert[] {
  return rows
    .map(({ key, value, updatedAt }) => ({
      ...(value as Omit<OperatorAlert, "id" | "lastAt">),
      id: key.slice(PREFIX.length),
      lastAt: updatedAt.getTime(),
    }))
    .filter((alert) => {
      if (alert.kind === "REGION_REFUSED") return true;
      const current = configured(env, alert.setting);
      return current === null || current === alert.model;
    })
    .sort((a, b) => b.lastAt - a.lastAt);
}

/**
 * An admin's "dismiss", with its audit entry in the same batch (written only if the alert is
 * still there); true when there was such an alert. It returns if the failure recurs.
 */
export async function dismissOperatorAlert(db: Database, admin: AuditAdmin, id: string): Promise<boolean> {
  const key = PREFIX + id;
  const [, deleted] = await db.batch([
    auditEntry(
      db,
      admin,
      { action: "alert.dismiss", details: { alertId: id } },
      sql`exists (select 1 from ${systemConfig} where ${systemConfig.key} = ${key})`,
    ),
    db.delete(systemConfig).where(eq(systemConfig.key, key)).returning({ key: systemConfig.key }),
  ]);
  return deleted.length > 0;
}
