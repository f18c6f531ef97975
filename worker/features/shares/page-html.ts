// The public share page as one small HTML document the Worker writes itself, so crawlers find the
// Open Graph tags in the first response and a visitor needs no app bundle: the title (a work's
// prompt or a storybook's title), the picture or the book's pages, "made with Atelier" and a link
// to sign up, in the visitor's language (right to left for Arabic). Styles are inline (the site's
// CSP allows inline styles, not scripts); there is no script at all.
import { REPORT_REASON_MAX } from "../../../shared/limits";
import type { Locale } from "../../../shared/locales";
import type { SharedObject } from "./shared-object";
import type { SharePageStrings } from "./page-strings";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Titles are prompts: long ones are cut for tabs and link previews. */
const TITLE_MAX = 90;
const shortTitle = (s: string) => (s.length > TITLE_MAX ? `${s.slice(0, TITLE_MAX - 1)}…` : s);

const STYLE = `body{margin:0;background:#f4f3f8;color:#27233a;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.6}
main{max-width:880px;margin:0 auto;padding:16px}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:8px 0 16px}
.brand{font-weight:700;font-size:20px;color:#27233a;text-decoration:none}
.card{background:#fff;border-radius:16px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);overflow-wrap:anywhere}
h1{font-size:20px;margin:0 0 12px}
img{display:block;max-width:100%;height:auto;border-radius:12px;margin:0 auto}
figure{margin:0 0 20px}figcaption{margin-top:8px}
.muted{color:#52525b;font-size:14px}
.cta{margin-top:20px;display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.btn{display:inline-block;background:#7033e0;color:#fff;padding:10px 20px;border-radius:10px;text-decoration:none;font-weight:600;border:0;font-size:15px;cursor:pointer}
details.report{margin-top:16px}details.report summary{cursor:pointer;color:#52525b;font-size:14px}
.report textarea{display:block;width:100%;box-sizing:border-box;min-height:80px;margin:8px 0;padding:8px;border:1px solid #d4d4d8;border-radius:8px;font:inherit}`;

type Head = { locale: Locale; title: string; description?: string; imageUrl?: string; pageUrl?: string };

function documentOf({ locale, title, description, imageUrl, pageUrl }: Head, body: string) {
  const e = escapeHtml;
  const og = imageUrl
    ? [
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="Atelier">`,
        `<meta property="og:title" content="${e(title)}">`,
        `<meta property="og:description" content="${e(description ?? "")}">`,
        `<meta property="og:url" content="${e(pageUrl ?? "")}">`,
        `<meta property="og:image" content="${e(imageUrl)}">`,
        `<meta name="twitter:card" content="summary_large_image">`,
        `<meta name="description" content="${e(description ?? "")}">`,
      ].join("\n")
    : "";
  return `<!doctype html>
<html lang="${e(locale)}" dir="${locale === "ar-SA" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
${og}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body><main>
<header><a class="brand" href="/">Atelier</a></header>
${body}
</main></body></html>`;
}

/** The page of a live share; `origin` makes the og: addresses absolute. */
export function sharePageHtml(
  s: SharePageStrings,
  shared: SharedObject,
  token: string,
  locale: Locale,
  origin: string,
) {
  const e = escapeHtml;
  const base = `/s/${token}`;
  const title = shortTitle(shared.title);
  const description = shared.kind === "work" ? s.pictureDescription : s.storybookDescription;
  const content =
    shared.kind === "work"
      ? // The heading is the prompt; a prompt cut there is given whole below the picture.
        `<figure><img src="${base}/image" alt="${e(title)}"></figure>${title === shared.title ? "" : `<p dir="auto">${e(shared.title)}</p>`}`
      : shared.pages
          .map(
            (p, i) =>
              `<figure><img src="${base}/pages/${i + 1}" alt="${e(s.page.replace("{n}", String(i + 1)))}" loading="${i === 0 ? "eager" : "lazy"}"><figcaption dir="auto">${e(p.text)}</figcaption></figure>`,
          )
          .join("\n");
  const body = `<article class="card">
<h1 dir="auto">${e(title)}</h1>
${content}
<p class="muted">${e(s.madeWith)}</p>
<div class="cta"><span>${e(s.cta)}</span><a class="btn" href="/auth">${e(s.signUp)}</a></div>
${reportForm(s, base)}
</article>`;
  return documentOf(
    { locale, title, description, imageUrl: `${origin}${base}/image`, pageUrl: `${origin}${base}` },
    body,
  );
}

/** "Report this content": a plain form (the page has no script), answered by POST <base>/report. */
function reportForm(s: SharePageStrings, base: string) {
  const e = escapeHtml;
  return `<details class="report"><summary>${e(s.report)}</summary>
<form method="post" action="${base}/report"><label for="report-reason">${e(s.reportReason)}</label>
<textarea id="report-reason" name="reason" required maxlength="${REPORT_REASON_MAX}" dir="auto"></textarea>
<button class="btn" type="submit">${e(s.reportSend)}</button></form></details>`;
}

/** The answer to a report: thanks, or why it was not taken. */
export function reportAnswerHtml(
  s: SharePageStrings,
  locale: Locale,
  token: string,
  outcome: "thanks" | "reason-required" | "too-many",
) {
  const e = escapeHtml;
  const title = outcome === "thanks" ? s.reportThanksTitle : s.report;
  const text =
    outcome === "thanks" ? s.reportThanksText : outcome === "too-many" ? s.reportTooMany : s.reportReasonRequired;
  return documentOf(
    { locale, title },
    `<article class="card"><h1>${e(title)}</h1><p>${e(text)}</p><div class="cta"><a class="btn" href="/s/${e(token)}">${e(s.back)}</a></div></article>`,
  );
}

/** The page for an unknown or revoked link. */
export function shareGoneHtml(s: SharePageStrings, locale: Locale) {
  const e = escapeHtml;
  return documentOf(
    { locale, title: s.goneTitle },
    `<article class="card"><h1>${e(s.goneTitle)}</h1><p>${e(s.goneText)}</p><div class="cta"><a class="btn" href="/">${e(s.home)}</a></div></article>`,
  );
}
