// "清除结果" on the interior page hides the latest design on this device for good (it stays in
// the library); a newer design shows again.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { queryClient } from "@/lib/query-client";

vi.mock("@/lib/capabilities", () => ({ useCapabilities: () => null, useDemoServes: () => false }));

import InteriorDesignPage from "@/features/interior/InteriorDesignPage";

const work = (id: string) => ({
  id,
  rootId: id,
  prompt: "Redesign this living room",
  imageUrl: `/api/files/u/x/${id}.png`,
  sourceImageUrl: `/api/files/u/x/${id}-before.png`,
  source: "interior",
  style: null,
  version: 0,
  versions: 1,
  creditsUsed: 2,
  createdAt: "2026-11-24T03:00:00.000Z",
  metadata: {
    engine: "builtin",
    model: "m",
    action: "interior_design",
    roomType: "living_room",
    designStyle: "modern",
  },
});

let latest = work("design-1");
beforeAll(() => {
  setLocale("zh-CN", { reload: false });
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).includes("/api/works")) return Response.json({ works: [latest], hasMore: false });
    return Response.json({ error: { code: "NOT_FOUND", message: "no" } }, { status: 404 });
  }) as typeof fetch;
});
afterEach(cleanup);

/** The page as a reload shows it: the data cache starts empty (only localStorage survives). */
const show = () => {
  queryClient.clear();
  return render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <InteriorDesignPage />
      </MemoryRouter>
    </Provider>,
  );
};

describe("interior 清除结果", () => {
  it("stays cleared after a reload, until a newer design finishes", async () => {
    show();
    await screen.findByTestId("interior-result");
    fireEvent.click(screen.getByTestId("interior-clear-result"));
    expect(screen.queryByTestId("interior-result")).toBeNull();

    cleanup();
    show();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId("interior-result")).toBeNull();

    cleanup();
    latest = work("design-2");
    show();
    await screen.findByTestId("interior-result");
  });
});
