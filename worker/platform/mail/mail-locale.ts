// Which of the 15 UI languages a mail (or any answer made for the user without a language of its
// own, such as voice input's) is written in: the SPA sends its current language in the
// X-Locale header; a request without it (another client) falls back to Accept-Language by
// language prefix, then to the product's default, Chinese. The languages are shared/locales'.
import { BASE_LOCALE, LOCALES, type Locale } from "../../../shared/locales";

export type MailLocale = Locale;

const DEFAULT: MailLocale = BASE_LOCALE;

/** The UI language a BCP 47 tag names, exactly or by its language prefix ("ja" → "ja-JP"). */
export function matchLocale(tag: string): MailLocale | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const prefix = lower.split("-")[0];
  return prefix ? LOCALES.find((l) => l.split("-")[0].toLowerCase() === prefix) : undefined;
}

export function pickMailLocale(headers?: Headers): MailLocale {
  if (!headers) return DEFAULT;
  const explicit = headers.get("x-locale");
  if (explicit) return matchLocale(explicit) ?? DEFAULT;
  // Accept-Language in the order given (q-values are almost always descending already).
  for (const part of (headers.get("accept-language") ?? "").split(",")) {
    const found = matchLocale(part.split(";")[0]);
    if (found) return found;
  }
  return DEFAULT;
}
