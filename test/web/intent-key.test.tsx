// One Idempotency-Key per intent, as a paid form sends it: the same key for a retry after a lost
// answer, a new one once the inputs change or the server answered. The key is taken when the
// request is sent, never memoised during render (React may drop a memo and mint a second key).
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { useIntentKey } from "@/lib/use-intent-key";

const form = (idea: string, pages: number) =>
  renderHook(({ inputs }) => useIntentKey(inputs), { initialProps: { inputs: [idea, pages] as unknown[] } });

describe("useIntentKey", () => {
  it("keeps one key across renders while the inputs are the same, and mints one when they change", () => {
    const { result, rerender } = form("a fox", 4);
    const first = result.current.take();
    rerender({ inputs: ["a fox", 4] });
    expect(result.current.take()).toBe(first);
    rerender({ inputs: ["a fox", 6] });
    const second = result.current.take();
    expect(second).not.toBe(first);
    expect(result.current.take()).toBe(second);
  });

  it("reuses the key after a lost answer, so the retry replays instead of charging again", () => {
    const { result } = form("a fox", 4);
    const first = result.current.take();
    result.current.settle(new ApiError(0, "NETWORK", "offline"));
    expect(result.current.take()).toBe(first);
    result.current.settle(new ApiError(500, "INTERNAL", "boom"));
    expect(result.current.take()).toBe(first);
  });

  it("mints a new key after the server answered, success or refusal", () => {
    const { result } = form("a fox", 4);
    const first = result.current.take();
    result.current.settle();
    const second = result.current.take();
    expect(second).not.toBe(first);
    result.current.settle(new ApiError(402, "INSUFFICIENT_CREDITS", "no credits"));
    expect(result.current.take()).not.toBe(second);
  });
});
