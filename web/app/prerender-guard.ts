// Runs inline in the <head> of each pre-rendered page (scripts/prerender.mjs inlines this
// function's source, and allows it in the CSP by its hash) before anything paints. The markup in
// #root is right only for the path it was rendered for, in the language of its <html lang>, for a
// visitor: a shell file is no landing page, a visitor reading another language than the file's
// (the Worker picks the file by cookie or Accept-Language; a choice stored before the cookie
// existed, or a browser whose languages changed, can differ) would see its text replaced after the
// JavaScript ran (a layout shift), and someone signed in is sent on. Anywhere else it marks the
// document stale: styles.css hides #root and main.tsx renders afresh instead of hydrating.
// Self-contained on purpose (it is serialized): it repeats detectLocale's rule (web/lib/i18n.ts),
// and test/web/prerender-guard.test.ts holds the two to the same answers.
//
// It also starts the app: right away on a stale document, and after the first paint on a fitting
// one, so that on a slow link the app's ~120 KB of JavaScript does not share the bandwidth with the
// HTML and CSS the first paint waits for (the pre-render's whole point is painting before it).
// With the app it preloads the visitor's message tables (`localeTables`, every language but the
// base one; scripts/vite-locale-tables.mjs), which the app would otherwise ask for only once its
// entry had run: on the landing page only the part it shows ("landing"; the app loads "rest" when
// it leaves), elsewhere, or for someone about to be sent on, both; and, for someone
// signed in last time, the chunks that ask for a signed-in page's data (`signedInPreloads`: the
// route loaders' queries and the API client, web/app/page-data.ts), so that the page's data and
// the session are asked for as soon as the entry runs, not one chunk round trip later.
export type PrerenderGuardConfig = {
  locales: readonly string[];
  baseLocale: string;
  storageKey: string;
  sessionHintKey?: string;
  entry?: string;
  preloads?: readonly string[];
  signedInPreloads?: readonly string[];
  localeTables?: Readonly<Record<string, { landing: string; rest: string }>>;
};

export function prerenderGuard(config: PrerenderGuardConfig): void {
  const html = document.documentElement;
  const path = location.pathname.replace(/\/+$/, "") || "/";
  let locale: string | undefined;
  let hadSession = false; // signed in last time: about to be sent on (features/auth/session-hint.ts)
  try {
    const stored = localStorage.getItem(config.storageKey);
    if (stored && config.locales.indexOf(stored) >= 0) locale = stored;
    hadSession = Boolean(config.sessionHintKey) && localStorage.getItem(config.sessionHintKey!) === "1";
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const preferred = navigator.languages || [navigator.language];
  for (let i = 0; !locale && i < preferred.length; i++) {
    const tag = preferred[i].toLowerCase();
    for (const l of config.locales) if (!locale && l.toLowerCase() === tag) locale = l;
    for (const l of config.locales) if (!locale && l.split("-")[0].toLowerCase() === tag.split("-")[0]) locale = l;
  }
  locale = locale || config.baseLocale;
  const stale =
    hadSession ||
    path !== html.getAttribute("data-prerendered") ||
    locale !== (html.getAttribute("lang") || config.baseLocale);
  if (stale) html.classList.add("prerender-stale");
  const entry = config.entry;
  if (!entry) return;
  const tables = config.localeTables && config.localeTables[locale];
  const startApp = () => {
    const preloads = (config.preloads || []).concat(
      tables ? (path === "/" && !hadSession ? [tables.landing] : [tables.landing, tables.rest]) : [],
      hadSession ? config.signedInPreloads || [] : [],
    );
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.crossOrigin = "";
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    script.crossOrigin = "";
    document.head.appendChild(script);
  };
  if (stale) return startApp();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startApp();
  };
  try {
    // The browser reports the first contentful paint once it is on screen.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === "first-contentful-paint")) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing: the first frame after the body is parsed is painted before the timeout.
    document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => setTimeout(startOnce, 0)));
  }
  // A hidden tab paints nothing: start anyway.
  setTimeout(startOnce, 3000);
}
