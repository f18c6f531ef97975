// Variants in the generator's hook: the count is sent, the balance is checked against the total
// before any call, the variants come back to choose from, and choosing one makes it the image the
// conversation refines (the refine request names it).
import { act, cleanup, renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useGenerator } from "@/features/nano/use-generator";
import { sessionAtom, type Me } from "@/lib/session";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi } from "./support/fake-api";

beforeEach(() => setLocale("en-US", { reload: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (credits: number) => ({ credits, user: { id: "u1", email: "a@example.com" } }) as unknown as Me;
const work = (id: string) => ({
  id,
  version: 0,
  prompt: "a red teapot",
  rootId: id,
  imageUrl: `/api/files/${id}`,
  creditsUsed: 1,
  metadata: {},
});
const request = { prompt: "a red teapot", images: [], aspectRatio: "1:1" as const, temperature: 0.7, maxTokens: 1024 };

function generator(balance: number) {
  const works = ["v1", "v2", "v3"].map(work);
  const sent = fakeApi((r) => {
    if (r.path === "/api/images/generate")
      return { status: 201, body: { work: works[0], works, failed: 0, credits: balance - 3, engine: "builtin" } };
    if (r.path === "/api/images/refine")
      return {
        status: 201,
        body: { work: { ...work("r1"), version: 1 }, works: [], failed: 0, credits: balance - 4, engine: "builtin" },
      };
    return undefined;
  });
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", me: me(balance) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useGenerator(), { wrapper });
  return { result, sent };
}

describe("variants in the generator", () => {
  it("sends the count, shows the variants, and refines the one chosen", async () => {
    const { result, sent } = generator(5);
    await act(() => result.current.generate({ ...request, variants: 3 }));
    const generate = sent.find((r) => r.path === "/api/images/generate")!;
    expect((generate.body as FormData).get("count")).toBe("3");
    expect(result.current.variants.map((w) => w.id)).toEqual(["v1", "v2", "v3"]);
    expect(result.current.result?.work.id).toBe("v1");
    expect(result.current.credits).toBe(2);

    act(() => result.current.chooseVariant(result.current.variants[2]));
    expect(result.current.result?.work.id).toBe("v3");
    expect(result.current.chat.filter((e) => e.role === "assistant").map((e) => e.workId)).toEqual(["v3"]);
    await act(async () => void (await result.current.refine({ ...request, instruction: "brighter" })));
    expect(sent.find((r) => r.path === "/api/images/refine")?.body).toMatchObject({
      workId: "v3",
      instruction: "brighter",
    });
  });

  it("one variant sends no count, as before", async () => {
    const { sent, result } = generator(5);
    await act(() => result.current.generate(request));
    expect((sent.find((r) => r.path === "/api/images/generate")!.body as FormData).has("count")).toBe(false);
  });

  it("a balance short of the total is refused before any call", async () => {
    const { result, sent } = generator(3);
    await act(() => result.current.generate({ ...request, variants: 4 }));
    expect(sent.filter((r) => r.path === "/api/images/generate")).toHaveLength(0);
    expect(result.current.variants).toEqual([]);
  });

  it("names versions as the library does (Original, Version 1), not v0/v1", async () => {
    const { result } = generator(5);
    await act(() => result.current.generate(request));
    await act(async () => void (await result.current.refine({ ...request, instruction: "brighter" })));
    const versions = result.current.chat.filter((e) => e.role === "assistant").map((e) => e.content);
    expect(versions).toEqual(["Original", "Version 1"]);
    setLocale("zh-CN", { reload: false });
    const { result: zh } = generator(5);
    await act(() => zh.current.generate(request));
    expect(zh.current.chat.find((e) => e.role === "assistant")?.content).toBe("原图");
  });
});
