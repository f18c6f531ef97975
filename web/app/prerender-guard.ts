// Runs inline in the <head> of each pre-rendered page (scripts/prerender.mjs inlines this
// function's source, and allows it in the CSP by its hash) before anything paints. The markup in
// #root is right only for the path it was rendered for, in the base locale: the SPA fallback
// serves index.html for every path, and a visitor reading another language would see zh-CN text
// replaced after the JavaScript ran (a layout shift). Anywhere else it marks the document stale:
// styles.css hides #root and main.tsx renders afresh instead of hydrating.
// Self-contained on purpose (it is serialized): it repeats detectLocale's rule (web/lib/i18n.ts),
// and test/web/prerender-guard.test.ts holds the two to the same answers.
export type PrerenderGuardConfig = { locales: readonly string[]; baseLocale: string; storageKey: string };

export function prerenderGuard(config: PrerenderGuardConfig): void {
  const html = document.documentElement;
  const path = location.pathname.replace(/\/+$/, "") || "/";
  let locale: string | undefined;
  try {
    const stored = localStorage.getItem(config.storageKey);
    if (stored && config.locales.indexOf(stored) >= 0) locale = stored;
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const preferred = navigator.languages || [navigator.language];
  for (let i = 0; !locale && i < preferred.length; i++) {
    const tag = preferred[i].toLowerCase();
    for (const l of config.locales) if (!locale && l.toLowerCase() === tag) locale = l;
    for (const l of config.locales) if (!locale && l.split("-")[0].toLowerCase() === tag.split("-")[0]) locale = l;
  }
  if (path !== html.getAttribute("data-prerendered") || (locale || config.baseLocale) !== config.baseLocale) html.classList.add("prerender-stale");
}
