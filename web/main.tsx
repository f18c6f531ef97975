import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router";
import { pageReloader } from "./lib/chunk-reload";
import { applyLocale, detectLocale, localeAtom } from "./lib/i18n";
import "./styles.css";

pageReloader.listen(window);
const store = createStore();
const locale = detectLocale();
applyLocale(locale);
store.set(localeAtom, locale);
// The title/description table names every page's messages in 15 languages: its own chunk, loaded
// right after the first paint, keeps it out of the landing page's initial JavaScript.
void import("./lib/page-meta").then(({ watchPageMeta }) => watchPageMeta(router, (update) => store.sub(localeAtom, update)));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
