// The build-time renderer (`vite build --ssr web/prerender.tsx`, run by scripts/prerender.mjs):
// the landing page and /auth's frame as HTML in the base locale (zh-CN), signed out, with the same
// <App> tree web/main.tsx hydrates.
import { createStore } from "jotai";
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { App } from "./app/App";
import { routerReady, routes } from "./app/router";

export { prerenderGuard } from "./app/prerender-guard";
export { pageMeta } from "./lib/page-meta";
export { SESSION_HINT_KEY } from "./features/auth/session-hint";
export { baseLocale, locales, localStorageKey } from "./paraglide/runtime.js";

/** The pages served pre-rendered, and the file each is written to in dist/. */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html" },
  { path: "/auth", file: "auth.html" },
];

export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  return renderToString(<App store={createStore()} router={router} />);
}
