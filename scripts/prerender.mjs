// `npm run build`'s last step: writes the landing page and /auth's frame, rendered by
// web/prerender.tsx (built with `vite build --ssr` into .prerender/), into dist/index.html and
// dist/auth.html (zh-CN), and the landing page in each other language into dist/landing/<locale>.html
// (the Worker answers / with the visitor's, worker/features/site/landing.ts), so their text and layout paint
// before any JavaScript. Each gets the inline guard
// (web/app/prerender-guard.ts) in <head>, allowed by its sha256 in dist/_headers' CSP (script-src
// stays 'self' otherwise); the guard also starts the app's scripts (after the first paint when the
// pre-rendered page is the visitor's), so their tags leave <head>. The Worker's asset layer serves /auth from auth.html and every other
// SPA path from index.html, where the guard hides the landing markup.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const DIST = "dist";
const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const renderer = await import(pathToFileURL(resolve(".prerender/prerender.js")).href);
const {
  PRERENDERED_PAGES,
  renderPage,
  setRenderLocale,
  spaPaths,
  pageMeta,
  prerenderGuard,
  locales,
  baseLocale,
  getTextDirection,
  landingPagePath,
  localStorageKey,
  SESSION_HINT_KEY,
} = renderer;

// The app's entry and its preloads move from <head> into the guard, which starts them (see there).
const built = readFileSync(join(DIST, "index.html"), "utf8");
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = built.match(entryTag)?.[1];
if (!entry) throw new Error("dist/index.html has no entry script");
const preloads = [...built.matchAll(preloadTag)].map((m) => m[1]);
const template = built.replace(entryTag, "").replace(preloadTag, "");

// Each other language's message tables, `{ landing, rest }` (scripts/vite-locale-tables.mjs lists
// them): the guard preloads the visitor's together with the app, which needs them before it can
// hydrate or render (on / only the landing part, elsewhere both).
const tablesFile = join(DIST, "locale-tables.json");
const localeTables = JSON.parse(readFileSync(tablesFile, "utf8"));
rmSync(tablesFile);

// For someone signed in last time the guard also preloads what asks for a signed-in page's data
// (web/app/page-data.ts, the route loaders' queries and the API client) with the app: the chunks
// Vite's manifest lists for them and every chunk they import. The manifest is not served.
const manifestFile = join(DIST, ".vite", "manifest.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
rmSync(join(DIST, ".vite"), { recursive: true });
function chunksOf(sources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].filter((file) => file !== entry && !preloads.includes(file));
}
const signedInPreloads = chunksOf(["app/page-data.ts", "lib/api.ts"]);

// One guard for every page and language (its hash is in the CSP): the page's language is its <html lang>.
const guard = `(${prerenderGuard.toString()})(${JSON.stringify({ locales, baseLocale, storageKey: localStorageKey, sessionHintKey: SESSION_HINT_KEY, entry, preloads, signedInPreloads, localeTables })});`;
const guardHash = `'sha256-${createHash("sha256").update(guard).digest("base64")}'`;

for (const marker of ['<div id="root"></div>', "<title>", '<html lang="zh-CN"', 'name="description" content="']) {
  if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
}

for (const { path, file: baseFile, everyLocale } of PRERENDERED_PAGES) {
  for (const locale of everyLocale ? locales : [baseLocale]) {
    setRenderLocale(locale);
    const meta = pageMeta(path);
    const html = template
      .replace(
        '<html lang="zh-CN"',
        `<html lang="${locale}" dir="${getTextDirection(locale)}" data-prerendered="${path}"`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>\n    <script>${guard}</script>`)
      .replace(/name="description" content="[^"]*"/, `name="description" content="${escape(meta.description)}"`)
      .replace('<div id="root"></div>', `<div id="root">${await renderPage(path, locale)}</div>`);
    const file = locale === baseLocale ? baseFile : `${landingPagePath(locale).slice(1)}.html`;
    mkdirSync(dirname(join(DIST, file)), { recursive: true });
    writeFileSync(join(DIST, file), html);
    console.log(`pre-rendered ${path} in ${locale} → ${DIST}/${file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
}
setRenderLocale(baseLocale);

// Every other fixed SPA path gets the shell (the guard starts the app at once: nothing is
// pre-rendered there) as a file, so the asset store answers a deep link such as /nano from the
// nearest edge (html_handling serves /nano from nano.html) instead of waking the Worker (a file
// from the asset store costs no Worker invocation). Paths with parameters and unknown paths get shell.html from the
// Worker (worker/features/site/site.ts).
const shell = template.replace(/<title>[^<]*<\/title>/, (title) => `${title}\n    <script>${guard}</script>`);
const prerendered = new Set(PRERENDERED_PAGES.map((p) => p.path));
const shellFiles = [
  "shell.html",
  ...new Set(
    spaPaths()
      .filter((path) => !prerendered.has(path))
      .map((path) => `${path.slice(1)}.html`),
  ),
];
for (const file of shellFiles) {
  mkdirSync(dirname(join(DIST, file)), { recursive: true });
  writeFileSync(join(DIST, file), shell);
}
console.log(`the app's shell → ${shellFiles.length} files (${shellFiles.slice(1).join(", ")})`);

const headersFile = join(DIST, "_headers");
const headers = readFileSync(headersFile, "utf8");
if (!headers.includes("script-src 'self'")) throw new Error("dist/_headers has no script-src 'self' to extend");
writeFileSync(headersFile, headers.replace("script-src 'self'", `script-src 'self' ${guardHash}`));
console.log(`CSP script-src allows the pre-render guard (${guardHash})`);
