// Small formatting helpers shared by the admin services: money in yuan, days in UTC.
import { YUAN_AMOUNT } from "../../shared/credit-limits";

/** 12340 fen → "123.40": exact, no floating point. */
export function yuanFromCents(cents: number) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "9.9", 9.9, "10" → fen; null when not a positive amount with at most two decimals. */
export function centsFromYuan(value: number | string): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const m = YUAN_AMOUNT.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

export const DAY_MS = 86_400_000;

/** Midnight UTC of the day `at` falls in. */
export const utcDayStart = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;

/** "YYYY-MM-DD" of a UTC timestamp. */
export const utcDate = (at: number) => new Date(at).toISOString().slice(0, 10);
