// Where the image tools menu (features/work-tools) and the export pack button (features/export) appear on other features' pages (the library
// viewer, nano's result) without them importing it: web/app fills the slot with the lazy menu,
// the pages render <WorkToolsMenu>. Nothing shows when the slot is empty (tests of a page alone).
import { createContext, Suspense, useContext, type ReactNode } from "react";
import type { api } from "./api";
import type { Work } from "./works";

type Answer<T> = T extends (...args: never[]) => Promise<infer R> ? R : never;
/** A tool's answer: the new version, the balance after its charge and the engine that served it. */
export type ToolAnswer = Extract<
  Awaited<Answer<typeof api.images.upscale.$post>> extends { json(): Promise<infer J> } ? J : never,
  { work: unknown }
>;

export type WorkToolsProps = { work: Work; onMade: (answer: ToolAnswer) => void };

/** Renders the menu for a work; null: no menu. */
export const WorkToolsSlot = createContext<((props: WorkToolsProps) => ReactNode) | null>(null);

/** "导出电商套图" (features/export): a button that opens the marketplace export dialog for a work. */
export type ExportPackProps = { workId: string; compact?: boolean };

/** Renders the export button; null: none (tests of a page alone). */
export const ExportPackSlot = createContext<((props: ExportPackProps) => ReactNode) | null>(null);

export function ExportPackButton(props: ExportPackProps) {
  const render = useContext(ExportPackSlot);
  return render ? <Suspense fallback={null}>{render(props)}</Suspense> : null;
}

export function WorkToolsMenu(props: WorkToolsProps) {
  const render = useContext(WorkToolsSlot);
  return render ? <Suspense fallback={null}>{render(props)}</Suspense> : null;
}
