// The build-time renderer (`vite build --ssr web/prerender.tsx`, run by scripts/prerender.mjs):
// the landing page and /auth's frame as HTML in the base locale (zh-CN), signed out, with the same
// <App> tree web/main.tsx hydrates.
import { createStore } from "jotai";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, type RouteObject } from "react-router";
import { App } from "./app/App";
import { routerReady, routes } from "./app/router";

export { prerenderGuard } from "./app/prerender-guard";
export { pageMeta } from "./lib/page-meta";
export { SESSION_HINT_KEY } from "./lib/session-hint";
export { baseLocale, locales, localStorageKey } from "./paraglide/runtime.js";

/** The pages served pre-rendered, and the file each is written to in dist/. */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html" },
  { path: "/auth", file: "auth.html" },
];

/**
 * Every fixed path of the route table ("/admin/users", not "/studio/storybook/:id" or "*"): the
 * build gives each one the app's shell as a file, so the asset store answers a deep link itself.
 */
export function spaPaths(list: RouteObject[] = routes, parent = ""): string[] {
  return list.flatMap((route) => {
    const path = route.index ? parent : route.path ? (route.path.startsWith("/") ? route.path : `${parent}/${route.path}`) : parent;
    const own = path && path !== parent && !path.includes(":") && !path.includes("*") ? [path] : route.index && path ? [path] : [];
    return [...own, ...spaPaths(route.children ?? [], path)];
  });
}

export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  return renderToString(<App store={createStore()} router={router} />);
}
