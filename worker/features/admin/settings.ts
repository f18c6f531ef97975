// The back office's settings: the two provider keys (only ever shown as set/unset plus a masked
// hint; stored sealed), the Workers AI switch with which engine serves each job, and the referral
// settings. A save drops this isolate's remembered settings, and this page always reads the stored
// state; other isolates tell pages about a change within a minute (platform/settings-cache.ts)
// and apply a switched-off engine at once.
import { inArray } from "drizzle-orm";
import { LOCALES } from "../../../shared/locales";
import type { Database } from "../../platform/db/client";
import { systemConfig } from "../../platform/db/schema";
import { engineJobs } from "../../engines/select";
import { narratedLanguages } from "../../engines/workers-ai/speech";
import type { BatchItem } from "drizzle-orm/batch";
import { auditEntry, type AuditAdmin, type AuditNote } from "../../platform/admin-audit";
import { readReferralSettings, referralSettingsWrites } from "../referrals/service";
import { dropRememberedSettings } from "../../platform/settings-cache";
import { configWrite, providerKeyRemoval, sealedProviderKey, type ProviderKeyName } from "../../platform/system-config";
import { workersAiSwitchedOn, workersAiSwitchWrite } from "../../engines/workers-ai/switch";

export type SettingsPatch = {
  geminiKey?: string | null;
  openaiKey?: string | null;
  workersAiEnabled?: boolean;
  referralRequired?: boolean;
  inviterReward?: number;
  inviteeReward?: number;
};

const KEYS = { geminiKey: "GEMINI_API_KEY", openaiKey: "OPENAI_API_KEY" } as const satisfies Record<
  string,
  ProviderKeyName
>;

/** Whether a key is set, and its hint; never the key itself (not even sealed). */
async function keyStates(db: Database) {
  const rows = await db
    .select({ key: systemConfig.key, value: systemConfig.value })
    .from(systemConfig)
    .where(inArray(systemConfig.key, Object.values(KEYS)))
    .all();
  const state = (name: ProviderKeyName) => {
    const value = rows.find((r) => r.key === name)?.value;
    const set = typeof value?.api_key_sealed === "string" && value.api_key_sealed !== "";
    return { set, hint: set && typeof value?.hint === "string" ? value.hint : null };
  };
  return { geminiKey: state(KEYS.geminiKey), openaiKey: state(KEYS.openaiKey) };
}

/** Workers AI: whether this deployment has the binding, the admin's switch, and its gateway. */
async function workersAiState(env: Env, db: Database) {
  return {
    bound: Boolean(env.AI),
    enabled: await workersAiSwitchedOn(db),
    gatewayId: env.AI_GATEWAY_ID?.trim() || null,
    /** UI languages its speech model narrates; the browser reads the others aloud. */
    narrationLanguages: narratedLanguages(LOCALES),
  };
}

export async function readAdminSettings(env: Env, db: Database) {
  // The admin compares the switch with the engines it leaves: both as stored, not as remembered.
  dropRememberedSettings();
  const [keys, referral, workersAi, engines] = await Promise.all([
    keyStates(db),
    readReferralSettings(db),
    workersAiState(env, db),
    engineJobs(env, db),
  ]);
  return {
    ...keys,
    workersAi,
    engines,
    referralRequired: referral.required,
    inviterReward: referral.inviterReward,
    inviteeReward: referral.inviteeReward,
  };
}

/** Applies the change and its audit entry in one D1 batch: all of it or none of it. */
/** `keyTests` says how each new key got past its test (features/provider-keys), for the log. */
export async function writeAdminSettings(
  env: Env,
  db: Database,
  admin: AuditAdmin,
  patch: SettingsPatch,
  keyTests: Record<string, string> = {},
) {
  const writes: BatchItem<"sqlite">[] = [];
  for (const field of ["geminiKey", "openaiKey"] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    writes.push(
      value === null
        ? providerKeyRemoval(db, KEYS[field])
        : configWrite(db, KEYS[field], await sealedProviderKey(env, value)),
    );
  }
  if (patch.workersAiEnabled !== undefined) writes.push(workersAiSwitchWrite(db, patch.workersAiEnabled));
  writes.push(
    ...referralSettingsWrites(db, {
      required: patch.referralRequired,
      inviterReward: patch.inviterReward,
      inviteeReward: patch.inviteeReward,
    }),
  );
  await db.batch([auditEntry(db, admin, settingsAudit(patch, keyTests)), ...writes]);
  dropRememberedSettings();
  return readAdminSettings(env, db);
}

/** What the log keeps of a settings change: the values, except keys, which say only set or removed. */
function settingsAudit(patch: SettingsPatch, keyTests: Record<string, string>): AuditNote {
  const keyChange = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? "removed" : "set";
  const keys = { geminiKey: keyChange(patch.geminiKey), openaiKey: keyChange(patch.openaiKey) };
  const { geminiKey: _g, openaiKey: _o, ...rest } = patch;
  const changedKeys = Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== undefined));
  const tested = Object.keys(keyTests).length ? { keyTest: keyTests } : {};
  return {
    action: Object.keys(changedKeys).length ? "settings.key" : "settings.update",
    details: { ...changedKeys, ...tested, ...rest },
  };
}
