// The build-time renderer (`vite build --ssr web/prerender.tsx`, run by scripts/prerender.mjs):
// the landing page (in every UI language) and /auth's frame (in the base locale, zh-CN) as HTML,
// signed out, with the same <App> tree web/main.tsx hydrates.
import { createStore } from "jotai";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, type RouteObject } from "react-router";
import { App } from "./app/App";
import { routerReady, routes } from "./app/router";
import { localeAtom } from "./lib/i18n";
import { baseLocale, overwriteGetLocale, type Locale } from "./paraglide/runtime.js";

export { prerenderGuard } from "./app/prerender-guard";
export { pageMeta } from "./lib/page-meta";
export { SESSION_HINT_KEY } from "./lib/session-hint";
export { baseLocale, getTextDirection, locales, localStorageKey } from "./paraglide/runtime.js";
export { landingPagePath } from "../shared/landing-pages";

/**
 * The pages served pre-rendered, and the file each is written to in dist/ (in the base locale).
 * `everyLocale`: also rendered in each other language, to the file landingPagePath names.
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html", everyLocale: true },
  { path: "/auth", file: "auth.html", everyLocale: false },
];

/** Messages, page titles and text direction speak `locale` from now on (the build renders one language after another). */
export function setRenderLocale(locale: Locale) {
  overwriteGetLocale(() => locale);
}

/**
 * Every fixed path of the route table ("/admin/users", not "/studio/storybook/:id" or "*"): the
 * build gives each one the app's shell as a file, so the asset store answers a deep link itself.
 */
export function spaPaths(list: RouteObject[] = routes, parent = ""): string[] {
  return list.flatMap((route) => {
    const path = route.index
      ? parent
      : route.path
        ? route.path.startsWith("/")
          ? route.path
          : `${parent}/${route.path}`
        : parent;
    const own =
      path && path !== parent && !path.includes(":") && !path.includes("*")
        ? [path]
        : route.index && path
          ? [path]
          : [];
    return [...own, ...spaPaths(route.children ?? [], path)];
  });
}

/** `path` rendered in `locale`, which must also be the one setRenderLocale set (the messages read that). */
export async function renderPage(path: string, locale: Locale = baseLocale): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const store = createStore();
  store.set(localeAtom, locale);
  return renderToString(<App store={store} router={router} />);
}
