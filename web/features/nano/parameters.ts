// Generation parameters within their limits (shared/limits, spec §5, §9), plus what the page keeps locally.
import { MAX_TOKENS, TEMPERATURE } from "../../../shared/limits";
import type { ImageSize, ImageSizeOption } from "@/lib/capabilities";

/** The size to send: the chosen one when the engine offers a choice and draws it, else none (its default). */
export function imageSizeToSend(chosen: ImageSize, offered: readonly ImageSizeOption[]): ImageSize | undefined {
  return offered.length > 1 && offered.some((option) => option.id === chosen) ? chosen : undefined;
}

/** Not a number → 2048; otherwise clamped to 256–8192 ("1e3" is 1000, not 1). */
export function normalizeMaxTokens(value: string | number): number {
  const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());
  if (!Number.isFinite(n)) return MAX_TOKENS.default;
  return Math.min(MAX_TOKENS.max, Math.max(MAX_TOKENS.min, Math.round(n)));
}

export function clampTemperature(value: number) {
  if (!Number.isFinite(value)) return TEMPERATURE.default;
  return Math.min(TEMPERATURE.max, Math.max(TEMPERATURE.min, Math.round(value * 100) / 100));
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
