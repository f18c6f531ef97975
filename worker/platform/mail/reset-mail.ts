// The password-reset mail in the 15 UI languages: its strings are worker/texts/mail/reset.json,
// read from the asset store (worker/platform/texts.ts); ./action-mail lays it out.
import type { TextReader } from "../texts";
import { actionMailIn, type ActionMailInput } from "./action-mail";
import type { MailLocale } from "./mail-locale";

export const resetMail = (readText: TextReader, locale: MailLocale, input: ActionMailInput) =>
  actionMailIn(readText, "mail/reset.json", locale, input);
