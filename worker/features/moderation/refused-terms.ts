// The admin's list of refused terms (system_config MODERATION_TERMS = { terms }), applied to every
// prompt, instruction and idea on every deployment, the demo engine and `npm start` included. Read
// through the settings cache (docs/decisions/0022): the isolate that saves the list drops its copy
// at once, other isolates see a change within SETTINGS_MAX_AGE_MS (why a refusal may be decided
// from a minute-old list: docs/decisions/0025-moderation.md).
import type { Database } from "../../platform/db/client";
import { configWrite, readConfig } from "../../platform/system-config";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";
import { remembered } from "../../platform/settings-cache";
import { normalizeForMatching, termMatcher, type TermMatcher } from "./normalize";

const KEY = "MODERATION_TERMS";

type RefusedTerms = { terms: string[]; match: TermMatcher };
const list = remembered<RefusedTerms>();

/** The stored list as typed (for the admin's page), read now. */
export async function readRefusedTerms(db: Database): Promise<string[]> {
  const terms = (await readConfig(db, KEY))?.terms;
  return Array.isArray(terms) ? terms.filter((t): t is string => typeof t === "string") : [];
}

/** The list's matcher as this isolate last read it (at most a minute ago; at once after a save here). */
export function refusedTerms(db: Database): Promise<RefusedTerms> {
  return list.read(async () => {
    const terms = await readRefusedTerms(db);
    return { terms, match: termMatcher(terms) };
  });
}

/** Saves the list: trimmed, blanks dropped, one entry per normalised form (the first as typed). */
export async function saveRefusedTerms(db: Database, admin: AuditAdmin, typed: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of typed) {
    const term = raw.trim();
    const normal = normalizeForMatching(term);
    if (!normal || seen.has(normal)) continue;
    seen.add(normal);
    terms.push(term);
  }
  await db.batch([
    configWrite(db, KEY, { terms }),
    auditEntry(db, admin, { action: "moderation.terms", details: { count: terms.length } }),
  ]);
  list.drop();
  return terms;
}
