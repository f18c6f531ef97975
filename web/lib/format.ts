// Dates, numbers and money in the user's language. Every number, date and price the SPA shows
// goes through here so that one locale decision holds everywhere, charts and counters included.
//
// ar-SA uses Latin digits (0–9) throughout: its Intl default is Arabic-Indic digits (١٢٣), but
// number inputs, prices typed by admins, codes and the numbers inside messages are Latin, so
// Arabic-Indic digits from Intl would mix two systems on one screen. `-u-nu-latn` keeps the
// Arabic separators and currency placement and only fixes the digits. The calendar is pinned to
// Gregorian for the same reason: the dashboard's days and the usage history are Gregorian dates.
import { getLocale, getTextDirection, type Locale } from "@/paraglide/runtime.js";

/** The BCP 47 tag handed to Intl for a UI locale. */
export function intlLocale(locale: Locale = getLocale()) {
  return locale === "ar-SA" ? "ar-SA-u-ca-gregory-nu-latn" : locale;
}

export function formatDateTime(iso: string | Date, locale?: Locale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function formatDate(iso: string | Date, locale?: Locale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium" }).format(new Date(iso));
}

/** A UTC calendar day ("2025-01-31") as a short month/day, for chart axes. */
export function formatDayMonth(day: string, locale?: Locale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: "numeric", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

export function formatNumber(n: number, locale?: Locale) {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/**
 * Money is always Chinese yuan (prices, recharges). Intl puts the symbol, separators and
 * decimals where each language expects them: "¥39.80" in Chinese, "39,80 CN¥" in German,
 * "元 39.80" in Japanese (never "¥", which reads as yen there). The API may send a string.
 * Right-to-left languages get the currency's name ("29.90 يوان صيني"): the symbol "CN¥" is a
 * Latin code plus a neutral sign, which the bidi algorithm shows as "¥CN" in Arabic text.
 */
export function formatMoney(yuan: string | number, locale: Locale = getLocale()) {
  const n = Number(yuan);
  const currencyDisplay = getTextDirection(locale) === "rtl" ? "name" : "symbol";
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "CNY", currencyDisplay }).format(
    Number.isFinite(n) ? n : 0,
  );
}
