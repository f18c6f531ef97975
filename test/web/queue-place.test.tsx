// The queue line on the library's task card: place and estimate in the user's language, plural
// forms included, counting down between the server's pushes, and a line kept when there is none.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { QueuePlace } from "@/features/library/tasks/QueuePlace";

const T0 = 1_800_000_000_000;

describe("the queue line", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setLocale("zh-CN", { reload: false });
  });

  it("says the place (ahead + 1) and the minutes left, then counts down to under a minute", () => {
    setLocale("zh-CN", { reload: false });
    render(<QueuePlace place={{ position: 2, etaSeconds: 150, receivedAt: T0 }} waiting />);
    const line = screen.getByTestId("task-queue");
    expect(line.textContent).toBe("第 3 位 · 约 3 分钟");
    act(() => void vi.advanceTimersByTime(35_000));
    expect(line.textContent).toBe("第 3 位 · 约 2 分钟");
    act(() => void vi.advanceTimersByTime(60_000));
    expect(line.textContent).toBe("第 3 位 · 不到 1 分钟");
    // Past the estimate it stays "under a minute", never negative.
    act(() => void vi.advanceTimersByTime(600_000));
    expect(line.textContent).toBe("第 3 位 · 不到 1 分钟");
  });

  it("a running task shows only its estimate; no place keeps an empty line of the same height", () => {
    setLocale("en-US", { reload: false });
    const { rerender } = render(<QueuePlace place={{ position: 0, etaSeconds: 61, receivedAt: T0 }} waiting={false} />);
    expect(screen.getByTestId("task-queue").textContent).toBe("about 2 minutes");
    rerender(<QueuePlace place={null} waiting />);
    expect(screen.getByTestId("task-queue").textContent).toBe("\u00a0");
    expect(screen.getByTestId("task-queue").className).toContain("min-h-4");
  });

  it("uses each language's plural forms", () => {
    expect(m.queue_eta_minutes({ minutes: 1 }, { locale: "en-US" })).toBe("about 1 minute");
    expect([1, 3, 5].map((n) => m.queue_eta_minutes({ minutes: n }, { locale: "ru-RU" }))).toEqual([
      "около 1 минуты",
      "около 3 минут",
      "около 5 минут",
    ]);
    expect([1, 2, 3, 11].map((n) => m.queue_eta_minutes({ minutes: n }, { locale: "ar-SA" }))).toEqual([
      "نحو دقيقة واحدة",
      "نحو دقيقتين",
      "نحو 3 دقائق",
      "نحو 11 دقيقة",
    ]);
    expect(m.queue_place({ place: 2 }, { locale: "ar-SA" })).toBe("رقم 2 في الطابور");
  });
});
