// The whole app under its providers: the same tree is pre-rendered at build time
// (web/prerender.tsx) and hydrated or rendered in the browser (web/main.tsx), so both agree.
import { Provider, type createStore } from "jotai";
import { StrictMode } from "react";
import { RouterProvider } from "react-router/dom";
import type { DataRouter } from "react-router";

export function App({ store, router }: { store: ReturnType<typeof createStore>; router: DataRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
