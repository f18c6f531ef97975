// Generation parameters and their limits (spec §3, §5, §9), plus what the page keeps locally.
import type { ImageSize, ImageSizeOption } from "@/lib/capabilities";
export const ASPECT_RATIOS = ["1:1", "3:4", "4:3", "9:16", "16:9"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** The size to send: the chosen one when the engine offers a choice and draws it, else none (its default). */
export function imageSizeToSend(chosen: ImageSize, offered: readonly ImageSizeOption[]): ImageSize | undefined {
  return offered.length > 1 && offered.some((option) => option.id === chosen) ? chosen : undefined;
}

export const TEMPERATURE_DEFAULT = 0.7;
export const MAX_TOKENS_DEFAULT = 2048;
export const MAX_TOKENS_MIN = 256;
export const MAX_TOKENS_MAX = 8192;
export const MAX_REFERENCES = 3;
export const MAX_REFERENCE_BYTES = 5 * 1024 * 1024;

/** Not a number → 2048; otherwise clamped to 256–8192 ("1e3" is 1000, not 1). */
export function normalizeMaxTokens(value: string | number): number {
  const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());
  if (!Number.isFinite(n)) return MAX_TOKENS_DEFAULT;
  return Math.min(MAX_TOKENS_MAX, Math.max(MAX_TOKENS_MIN, Math.round(n)));
}

export function clampTemperature(value: number) {
  if (!Number.isFinite(value)) return TEMPERATURE_DEFAULT;
  return Math.min(1, Math.max(0, Math.round(value * 100) / 100));
}

const COUNT_KEY = "generation-count";
const PROMPTS_KEY = "saved-prompts";

export function readGenerationCount() {
  return Number.parseInt(localStorage.getItem(COUNT_KEY) ?? "0", 10) || 0;
}
export function writeGenerationCount(n: number) {
  localStorage.setItem(COUNT_KEY, String(n));
}

export function readSavedPrompts(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(PROMPTS_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((p) => typeof p === "string") : [];
  } catch {
    return [];
  }
}
export function writeSavedPrompts(list: string[]) {
  localStorage.setItem(PROMPTS_KEY, JSON.stringify(list));
}
