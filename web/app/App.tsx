// The whole app under its providers: the same tree is pre-rendered at build time
// (web/prerender.tsx) and hydrated or rendered in the browser (web/main.tsx), so both agree.
import { Provider, type createStore } from "jotai";
import { lazy, StrictMode } from "react";
import { RouterProvider } from "react-router/dom";
import type { DataRouter } from "react-router";
import { ExportPackSlot, WorkToolsSlot, type ExportPackProps, type WorkToolsProps } from "@/lib/work-tools-slot";

// The image tools menu, a chunk of its own loaded when a page first shows a work's tools.
const WorkTools = lazy(() => import("@/features/work-tools/WorkTools"));
const workTools = (props: WorkToolsProps) => <WorkTools {...props} />;
// "导出电商套图" and its dialog, a chunk of its own loaded when a page first shows the button.
const ExportPack = lazy(() => import("@/features/export/ExportPack"));
const exportPack = (props: ExportPackProps) => <ExportPack {...props} />;

export function App({ store, router }: { store: ReturnType<typeof createStore>; router: DataRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <WorkToolsSlot.Provider value={workTools}>
          <ExportPackSlot.Provider value={exportPack}>
            <RouterProvider router={router} />
          </ExportPackSlot.Provider>
        </WorkToolsSlot.Provider>
      </Provider>
    </StrictMode>
  );
}
