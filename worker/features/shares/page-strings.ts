// The public share page's few strings in the 15 UI languages. The Worker cannot use the SPA's
// paraglide messages (as worker/platform/mail says), so they are worker/texts/share-page.json, one entry
// per language in shared/locales, read from the asset store (worker/platform/texts.ts).
import { BASE_LOCALE, type Locale } from "../../../shared/locales";
import type { TextReader } from "../../platform/texts";

export type SharePageStrings = {
  madeWith: string;
  pictureDescription: string;
  storybookDescription: string;
  /** `{n}` is the page's number. */
  page: string;
  cta: string;
  signUp: string;
  goneTitle: string;
  goneText: string;
  home: string;
  /** The report form (decision 26) and its answers. */
  report: string;
  reportReason: string;
  reportSend: string;
  reportThanksTitle: string;
  reportThanksText: string;
  reportReasonRequired: string;
  reportTooMany: string;
  back: string;
};

/** The strings of `locale` (the product's default language where one is missing). */
export async function sharePageStrings(readText: TextReader, locale: Locale): Promise<SharePageStrings> {
  const table = await readText<Record<Locale, SharePageStrings>>("share-page.json");
  return table[locale] ?? table[BASE_LOCALE];
}
