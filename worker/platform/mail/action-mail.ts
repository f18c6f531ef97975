// The layout every Atelier mail shares: one sentence about the account, one button that carries
// a link, the link again in plain text, how long it works, and what to do if it was not you. As
// plain text and as simple inline-styled HTML (mail clients ignore style sheets), right to left
// for Arabic.
import { BASE_LOCALE } from "../../../shared/locales";
import type { TextReader } from "../texts";
import type { MailLocale } from "./mail-locale";

/** `{email}` in intro and `{minutes}` or `{hours}` in expiry are filled in. */
export type ActionMailStrings = {
  subject: string;
  intro: string;
  button: string;
  fallback: string;
  expiry: string;
  ignore: string;
};

export type ActionMailInput = { email: string; link: string; minutes: number };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

export function actionMail(locale: MailLocale, s: ActionMailStrings, { email, link, minutes }: ActionMailInput) {
  const rtl = locale === "ar-SA";
  // The address is left-to-right text inside right-to-left prose: isolate it, or its "@" and
  // dots get reordered around the sentence's punctuation.
  const intro = fill(s.intro, { email: rtl ? `\u2068${email}\u2069` : email });
  const expiry = fill(s.expiry, { minutes, hours: Math.round(minutes / 60) });
  // The link stands alone on its line so mail clients (and the dev console) make it clickable.
  const text = `${intro}\n\n${link}\n\n${expiry}\n${s.ignore}\n\n— Atelier`;
  const e = escapeHtml;
  const introHtml = fill(e(s.intro), { email: `<bdi>${e(email)}</bdi>` });
  const small = "font-size:13px;color:#52525b;margin:0 0 12px";
  const html = `<!doctype html><html lang="${locale}" dir="${rtl ? "rtl" : "ltr"}"><body style="margin:0;padding:16px;background:#f4f3f8;font-family:system-ui,-apple-system,'Segoe UI',sans-serif">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px;color:#27233a;line-height:1.6">
<p style="font-size:20px;font-weight:700;margin:0 0 16px">Atelier</p>
<p style="margin:0 0 24px">${introHtml}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:#7033e0;color:#ffffff;padding:12px 24px;border-radius:10px;text-decoration:none;font-weight:600">${e(s.button)}</a></p>
<p style="${small}">${e(s.fallback)}<br><a href="${e(link)}" style="color:#7033e0;word-break:break-all">${e(link)}</a></p>
<p style="${small}">${e(expiry)}</p>
<p style="${small}">${e(s.ignore)}</p>
</div></body></html>`;
  return { subject: s.subject, text, html };
}

/** A mail whose strings, one entry per UI language, are the JSON file `textPath` of worker/texts/. */
export async function actionMailIn(readText: TextReader, textPath: string, locale: MailLocale, input: ActionMailInput) {
  const strings = await readText<Record<MailLocale, ActionMailStrings>>(textPath);
  return actionMail(locale, strings[locale] ?? strings[BASE_LOCALE], input);
}
