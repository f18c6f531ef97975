// The deployment's AI-content label settings (one system_config row, `AI_LABELS`): the visible
// label's text and its mask (the text as rendered by the admin's browser, shared/label-mask.ts),
// whether it is drawn at all (on by default; a deployment outside China may turn it off), and the
// provider named in the implicit label. Read through the settings cache: every stored picture asks.
import type { Database } from "../../platform/db/client";
import { sha256Hex } from "../../platform/image/variant-hashes";
import { configWrite, readConfig } from "../../platform/system-config";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";
import { remembered } from "../../platform/settings-cache";
import { DEFAULT_LABEL_MASK_PNG, DEFAULT_LABEL_TEXT } from "../../platform/ai-labels/default-mask";
import { readLabelMask } from "../../../shared/label-mask-reader";
import type { LabelMask } from "../../../shared/label-plate";

export const LABELS_CONFIG_KEY = "AI_LABELS";
export const DEFAULT_PRODUCER = "Atelier";

export type LabelSettings = { text: string; drawn: boolean; producer: string; maskPng: string };
export type ActiveLabel = LabelSettings & {
  mask: LabelMask;
  /**
   * What a labelled copy was made under (stored beside it in R2): a copy whose stamp differs was
   * made under other settings and is made again (on request or by the variants backfill).
   */
  stamp: string;
};

const DEFAULTS: LabelSettings = {
  text: DEFAULT_LABEL_TEXT,
  drawn: true,
  producer: DEFAULT_PRODUCER,
  maskPng: DEFAULT_LABEL_MASK_PNG,
};
/** Raised when the way copies are labelled changes, so every older copy counts as stale. */
const LABELLING_VERSION = "1";

const active = remembered<ActiveLabel>();

const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function readLabelSettings(db: Database): Promise<LabelSettings> {
  const stored = (await readConfig(db, LABELS_CONFIG_KEY)) as Partial<LabelSettings> | null;
  return { ...DEFAULTS, ...stored };
}

/** The settings every labelled copy is made with, their mask decoded. */
export function activeLabel(db: Database): Promise<ActiveLabel> {
  return active.read(async () => {
    const settings = await readLabelSettings(db);
    const mask = await readLabelMask(fromBase64(settings.maskPng));
    const stamp = (
      await sha256Hex(
        new TextEncoder().encode([LABELLING_VERSION, settings.drawn, settings.producer, settings.maskPng].join("\n")),
      )
    ).slice(0, 16);
    return { ...settings, mask, stamp };
  });
}

/** Stores the change with its audit entry in one batch (the log keeps the text, never the mask). */
export async function writeLabelSettings(db: Database, admin: AuditAdmin, change: Partial<LabelSettings>) {
  const next = { ...(await readLabelSettings(db)), ...change };
  const { maskPng: _mask, ...logged } = change;
  await db.batch([
    configWrite(db, LABELS_CONFIG_KEY, next),
    auditEntry(db, admin, { action: "labels.update", details: logged }),
  ]);
  active.drop();
  return next;
}
