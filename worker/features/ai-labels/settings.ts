// The deployment's AI-content label settings (one system_config row, `AI_LABELS`): the visible
// label's text and its mask (the text as rendered by the admin's browser, shared/label-mask.ts),
// whether it is drawn at all (on by default; a deployment outside China may turn it off), and the
// provider named in the implicit label. The labels copies are made with (read through the settings
// cache: every stored picture asks) and the admin's change are ./service.ts's.
import type { Database } from "../../platform/db/client";
import { readConfig } from "../../platform/system-config";
import { DEFAULT_LABEL_MASK_PNG, DEFAULT_LABEL_TEXT } from "../../platform/ai-labels/default-mask";

export const LABELS_CONFIG_KEY = "AI_LABELS";
export const DEFAULT_PRODUCER = "Atelier";

export type LabelSettings = { text: string; drawn: boolean; producer: string; maskPng: string };

const DEFAULTS: LabelSettings = {
  text: DEFAULT_LABEL_TEXT,
  drawn: true,
  producer: DEFAULT_PRODUCER,
  maskPng: DEFAULT_LABEL_MASK_PNG,
};

export async function readLabelSettings(db: Database): Promise<LabelSettings> {
  const stored = (await readConfig(db, LABELS_CONFIG_KEY)) as Partial<LabelSettings> | null;
  return { ...DEFAULTS, ...stored };
}
