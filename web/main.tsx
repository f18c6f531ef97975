import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router";
import { applyLocale, detectLocale, localeAtom } from "./lib/i18n";
import { watchPageMeta } from "./lib/page-meta";
import "./styles.css";

const store = createStore();
const locale = detectLocale();
applyLocale(locale);
store.set(localeAtom, locale);
watchPageMeta(router, (update) => store.sub(localeAtom, update));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
