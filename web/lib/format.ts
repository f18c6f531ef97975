// Dates and numbers in the user's language.
import { getLocale } from "@/paraglide/runtime.js";

export function formatDateTime(iso: string | Date) {
  return new Intl.DateTimeFormat(getLocale(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function formatDate(iso: string | Date) {
  return new Intl.DateTimeFormat(getLocale(), { dateStyle: "medium" }).format(new Date(iso));
}

export function formatNumber(n: number) {
  return new Intl.NumberFormat(getLocale()).format(n);
}
