// A background task that fails says why on the library's task card in the user's language, from
// the stable code the Worker stored on the task (a provider's safety refusal of a storybook is
// CONTENT_REFUSED, category "provider", refunded), never the engine's English errorMessage.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { m } from "@/paraglide/messages.js";
import { locales, setLocale } from "@/paraglide/runtime.js";
import type { LiveTaskEvent } from "@/lib/use-live";
import { fakeApi } from "./support/fake-api";

const live = vi.hoisted(() => ({ onEvent: (_e: LiveTaskEvent) => {} }));
vi.mock("@/lib/use-live", () => ({
  useLive: (onEvent: (e: LiveTaskEvent) => void) => {
    live.onEvent = onEvent;
    return true;
  },
}));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

import { TasksCard } from "@/features/library/tasks/TasksCard";

const ENGLISH = "Gemini refused the request for safety reasons (PROHIBITED_CONTENT).";
const book = {
  id: "task-1",
  taskType: "storybook",
  status: "processing",
  progress: { step: 2, total: 5 },
  errorMessage: null,
  errorCode: null,
  errorDetails: null,
  creditsCost: 8,
  resultWorkId: null,
  createdAt: new Date().toISOString(),
  queue: null,
};

async function failedBook(locale: (typeof locales)[number], event: Partial<LiveTaskEvent & { type: "task" }>) {
  setLocale(locale, { reload: false });
  fakeApi(({ path }) => (path === "/api/tasks" ? { body: { tasks: [book] } } : undefined));
  render(<TasksCard onFinished={() => {}} />);
  await screen.findByTestId("task-row");
  act(() =>
    live.onEvent({
      type: "task",
      taskId: "task-1",
      taskType: "storybook",
      status: "failed",
      errorMessage: ENGLISH,
      at: Date.now(),
      ...event,
    }),
  );
  const [title, options] = toasts.error.mock.calls.at(-1)! as [string, { description: string }];
  return { title, description: options.description };
}

describe("a storybook the provider refused in the background", () => {
  afterEach(() => {
    cleanup();
    toasts.error.mockClear();
    vi.unstubAllGlobals();
    setLocale("zh-CN", { reload: false });
  });

  it("shows the translated refusal and the refund in every locale, not the engine's English", async () => {
    for (const locale of locales) {
      const { title, description } = await failedBook(locale, {
        errorCode: "CONTENT_REFUSED",
        errorDetails: { category: "provider", refunded: true },
      });
      const refused = m.error_content_refused({ category: m.moderation_category_provider({}, { locale }) }, { locale });
      expect(title).toBe(m.tasks_failed({}, { locale }));
      expect(description).toBe(`${refused} ${m.error_refunded({}, { locale })}`);
      expect(description).not.toContain("Gemini refused");
      cleanup();
    }
  });

  it("other provider failures are translated by kind; a task failed before codes were stored says only that it was refunded", async () => {
    const timeout = await failedBook("ar-SA", {
      errorCode: "ENGINE_FAILED",
      errorDetails: { kind: "TIMEOUT", refunded: true },
    });
    expect(timeout.description).toBe(
      `${m.error_engine_timeout({}, { locale: "ar-SA" })} ${m.error_refunded({}, { locale: "ar-SA" })}`,
    );
    cleanup();
    const old = await failedBook("ja-JP", {});
    expect(old.description).toBe(m.tasks_failed_refunded({}, { locale: "ja-JP" }));
  });
});
