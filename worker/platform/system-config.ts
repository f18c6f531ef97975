// system_config rows (spec §3): provider keys (sealed), referral settings. Provider keys are
// stored as { api_key_sealed, hint } and only ever leave this module decrypted for an engine.
import { eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { systemConfig } from "./db/schema";
import { boxSecret, maskSecret } from "./secret-box";
import { remembered } from "./settings-cache";

export type ProviderKeyName = "GEMINI_API_KEY" | "OPENAI_API_KEY";

export async function readConfig(db: Database, key: string) {
  const row = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, key)).get();
  return row?.value ?? null;
}

/** The upsert of one setting, for a caller's batch (an admin's change with its audit entry). */
export function configWrite(db: Database, key: string, value: Record<string, unknown>) {
  return db
    .insert(systemConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: new Date() } });
}

export async function writeConfig(db: Database, key: string, value: Record<string, unknown>) {
  await configWrite(db, key, value);
}

/** A provider key as stored: sealed, with its hint. */
export const sealedProviderKey = async (env: Env, plain: string) => ({
  api_key_sealed: await boxSecret(env).seal(plain),
  hint: maskSecret(plain),
});

export const providerKeyRemoval = (db: Database, name: ProviderKeyName) =>
  db.delete(systemConfig).where(eq(systemConfig.key, name));

export async function saveProviderKey(env: Env, db: Database, name: ProviderKeyName, plain: string) {
  await configWrite(db, name, await sealedProviderKey(env, plain));
  adminKeys.drop();
}

export async function removeProviderKey(db: Database, name: ProviderKeyName) {
  await providerKeyRemoval(db, name);
  adminKeys.drop();
}

export type AdminProviderKeys = { gemini: string | null; openai: string | null };
const adminKeys = remembered<AdminProviderKeys>();

/**
 * Both admin-set keys, decrypted, as this isolate last read them (at most a minute ago; at once
 * after a save here). For choosing an engine: a key never decides whether a request is allowed.
 */
export function readAdminProviderKeys(env: Env, db: Database): Promise<AdminProviderKeys> {
  return adminKeys.read(async () => {
    const [gemini, openai] = await Promise.all([
      readProviderKey(env, db, "GEMINI_API_KEY"),
      readProviderKey(env, db, "OPENAI_API_KEY"),
    ]);
    return { gemini, openai };
  });
}

/** The admin-set key, decrypted; null when none is set or it cannot be opened. */
export async function readProviderKey(env: Env, db: Database, name: ProviderKeyName): Promise<string | null> {
  const value = await readConfig(db, name);
  const sealed = typeof value?.api_key_sealed === "string" ? value.api_key_sealed : null;
  if (!sealed) return null;
  try {
    return await boxSecret(env).open(sealed);
  } catch (error) {
    console.error(`system_config ${name} cannot be decrypted (was the secret rotated?)`, error);
    return null;
  }
}
