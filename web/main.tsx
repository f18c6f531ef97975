import { createStore } from "jotai";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { createAppRouter, routerReady } from "./app/router";
import { warmPageData } from "./app/start-page-data";
import { pageReloader } from "./lib/chunk-reload";
import { applyLocale, detectLocale, localeAtom, startOnLandingPage } from "./lib/i18n";
import { forgetDataWhenUserChanges, requestSessionEarly } from "./lib/session";
import "./styles.css";

// The session is asked for first, at the same moment as the first page's data (its route loader).
requestSessionEarly();
warmPageData();
pageReloader.listen(window);
const store = createStore();
forgetDataWhenUserChanges(store);
const router = createAppRouter();
const locale = detectLocale();
// On the landing page (the route "/") a language's landing messages are enough until the app
// leaves it: each other page's route loads the rest with its chunk (./app/router.tsx).
if (router.state.matches.at(-1)?.route.path === "/") startOnLandingPage();
await applyLocale(locale);
store.set(localeAtom, locale);
// The title/description table names every page's messages in 15 languages: its own chunk, loaded
// right after the first paint, keeps it out of the landing page's initial JavaScript.
void import("./lib/page-meta").then(({ watchPageMeta }) =>
  watchPageMeta(router, (update) => store.sub(localeAtom, update)),
);

// The HTML may carry this page pre-rendered (web/prerender.tsx); the inline guard
// (web/app/prerender-guard.ts) has already marked it stale when it is another page's or the
// visitor reads another language than the one it was rendered in.
const container = document.getElementById("root")!;
const html = document.documentElement;
if (html.dataset.prerendered && !html.classList.contains("prerender-stale")) {
  // React must see the page the HTML shows: load the first page's lazy modules (/auth) first.
  await routerReady(router);
  // The page is already on screen: hydrate as a transition, in slices that leave the main thread
  // free for the visitor's taps and scrolling (not one long task after evaluating the bundle).
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => void hydrateRoot(container, <App store={store} router={router} />));
} else {
  container.replaceChildren();
  html.classList.remove("prerender-stale");
  createRoot(container).render(<App store={store} router={router} />);
}
