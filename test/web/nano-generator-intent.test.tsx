// The product image generator sends one Idempotency-Key per intent (through the paid-action
// hook): generating again after a lost answer replays the first request instead of charging
// twice, and a generation the server answered is followed by a new key. The refined instruction
// leaves the conversation again when the refinement fails.
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
const work = (id: string, version: number) => ({ id, version, imageUrl: `/api/files/${id}`, creditsUsed: 1 });
/** The generate route's answer: the work, the works of its variants (one here), none failed. */
const generated = (w: ReturnType<typeof work>) => ({ work: w, works: [w], failed: 0, credits: 4, engine: "builtin" });
const request = { prompt: "a red teapot", images: [], aspectRatio: "1:1" as const, temperature: 0.7, maxTokens: 1024 };

function generator(answers: {
  generate: () => { status?: number; body: unknown };
  refine?: () => { status?: number; body: unknown };
}) {
  const sent = fakeApi((r) => {
    if (r.path === "/api/session") return { body: { me: me(5) } };
    if (r.path === "/api/images/generate") return answers.generate();
    if (r.path === "/api/images/refine") return answers.refine?.();
    return undefined;
  });
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", me: me(5) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useGenerator(), { wrapper });
  const keys = (path: string) => sent.filter((r) => r.path === path).map((r) => r.headers.get("idempotency-key"));
  return { result, keys, sent };
}

describe("the generator's idempotency keys", () => {
  it("a retry after a lost answer sends the same key; the next generation after an answer a new one", async () => {
    let lost = true;
    const { result, keys } = generator({
      generate: () =>
        lost
          ? { status: 500, body: { error: { code: "INTERNAL", message: "lost" } } }
          : { body: generated(work("w1", 1)) },
    });
    await act(() => result.current.generate(request));
    lost = false;
    await act(() => result.current.generate(request));
    expect(result.current.result?.work.id).toBe("w1");
    expect(result.current.credits).toBe(4);
    await act(() => result.current.generate(request));
    const [first, retry, next] = keys("/api/images/generate");
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(next).not.toBe(retry);
  });

  it("another prompt is another intent: a new key even after a lost answer", async () => {
    const { result, keys } = generator({
      generate: () => ({ status: 500, body: { error: { code: "INTERNAL", message: "lost" } } }),
    });
    await act(() => result.current.generate(request));
    await act(() => result.current.generate({ ...request, prompt: "a blue teapot" }));
    const [first, other] = keys("/api/images/generate");
    expect(other).not.toBe(first);
  });

  it("a failed refinement takes its instruction out of the conversation again", async () => {
    const { result, keys } = generator({
      generate: () => ({ body: generated(work("w1", 1)) }),
      refine: () => ({
        status: 402,
        body: { error: { code: "INSUFFICIENT_CREDITS", message: "no", details: { required: 1 } } },
      }),
    });
    await act(() => result.current.generate(request));
    expect(result.current.chat.map((e) => e.role)).toEqual(["user", "assistant"]);
    let ok: boolean | undefined;
    await act(async () => void (ok = await result.current.refine({ ...request, instruction: "brighter" })));
    expect(ok).toBe(false);
    expect(result.current.chat.map((e) => e.role)).toEqual(["user", "assistant"]);
    expect(result.current.refining).toBe(false);
    expect(keys("/api/images/refine")).toHaveLength(1);
  });

  it("the product kept exact is sent only with a photo, and turning it off is another intent", async () => {
    const { result, keys, sent } = generator({
      generate: () => ({ status: 500, body: { error: { code: "INTERNAL", message: "lost" } } }),
    });
    const photo = { id: "p1", file: new File(["x"], "bottle.png", { type: "image/png" }), preview: "blob:p1" };
    await act(() => result.current.generate({ ...request, keepProduct: true }));
    await act(() => result.current.generate({ ...request, images: [photo], keepProduct: true }));
    await act(() => result.current.generate({ ...request, images: [photo], keepProduct: false }));
    const forms = sent.filter((r) => r.path === "/api/images/generate").map((r) => r.body as FormData);
    expect(forms.map((f) => f.get("keepProduct"))).toEqual([null, "true", null]);
    const [, kept, off] = keys("/api/images/generate");
    expect(off).not.toBe(kept);
  });
});
