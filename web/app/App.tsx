// The whole app under its providers: the same tree is pre-rendered at build time
// (web/prerender.tsx) and hydrated or rendered in the browser (web/main.tsx), so both agree.
import { Provider, type createStore } from "jotai";
import { lazy, StrictMode } from "react";
import { RouterProvider } from "react-router/dom";
import type { DataRouter } from "react-router";
import { WorkToolsSlot, type WorkToolsProps } from "@/lib/work-tools-slot";

// The image tools menu, a chunk of its own loaded when a page first shows a work's tools.
const WorkTools = lazy(() => import("@/features/work-tools/WorkTools"));
const workTools = (props: WorkToolsProps) => <WorkTools {...props} />;

export function App({ store, router }: { store: ReturnType<typeof createStore>; router: DataRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <WorkToolsSlot.Provider value={workTools}>
          <RouterProvider router={router} />
        </WorkToolsSlot.Provider>
      </Provider>
    </StrictMode>
  );
}
