// The "confirm your email" mail sent at sign-up and on "resend", in the 15 UI languages: its
// strings are worker/texts/mail/verify.json, read from the asset store (worker/platform/texts.ts);
// ./action-mail lays it out. The link verifies the address and signs the person in.
import type { TextReader } from "../texts";
import { actionMailIn, type ActionMailInput } from "./action-mail";
import type { MailLocale } from "./mail-locale";

export const verifyMail = (readText: TextReader, locale: MailLocale, input: ActionMailInput) =>
  actionMailIn(readText, "mail/verify.json", locale, input);
