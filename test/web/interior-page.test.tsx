// The interior studio shows the balance, says why its button is disabled, names its result by
// room and style, and keeps the room and style last chosen when the user comes back.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { sessionAtom, type Me } from "@/lib/session";
import { fakeApi } from "./support/fake-api";

vi.mock("@/lib/capabilities", () => ({ useCapabilities: () => null, useDemoServes: () => false }));

import InteriorDesignPage from "@/features/interior/InteriorDesignPage";

const bedroom = {
  id: "design-1",
  rootId: "design-1",
  prompt: "Redesign this bedroom",
  imageUrl: "/api/files/u/x/design-1.png",
  sourceImageUrl: "/api/files/u/x/design-1-before.png",
  source: "interior",
  style: "industrial",
  version: 0,
  versions: 1,
  creditsUsed: 2,
  createdAt: "2026-11-24T03:00:00.000Z",
  metadata: {
    engine: "builtin",
    model: "m",
    action: "interior_design",
    roomType: "bedroom",
    designStyle: "industrial",
  },
};

beforeAll(() => {
  setLocale("zh-CN", { reload: false });
  URL.createObjectURL = () => "blob:room";
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(credits: number) {
  fakeApi(({ path }) => (path === "/api/works" ? { body: { works: [bedroom], hasMore: false } } : undefined));
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", me: { credits, user: { id: "u1" } } as unknown as Me });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <InteriorDesignPage />
      </MemoryRouter>
    </Provider>,
  );
}

const submit = () => screen.getByTestId("interior-submit");
const reason = () => document.getElementById(submit().getAttribute("aria-describedby") ?? "")?.textContent;

describe("the interior studio", () => {
  it("shows the balance, and says why the button is disabled: no photo, then too few credits", async () => {
    open(1);
    expect(screen.getByTestId("credit-balance").textContent).toBe("1 积分");
    expect(submit()).toHaveProperty("disabled", true);
    expect(reason()).toBe("请先上传图片");
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "room.jpg", { type: "image/jpeg" });
    await act(async () => void fireEvent.change(screen.getByTestId("photo-input"), { target: { files: [photo] } }));
    expect(submit()).toHaveProperty("disabled", true);
    expect(reason()).toBe("积分不足，需要 2 积分 充值");
    expect(screen.getByRole("link", { name: "充值" }).getAttribute("href")).toBe("/credits");
  });

  it("names the result by its room and style", async () => {
    open(5);
    expect((await screen.findByTestId("interior-result-name")).textContent).toBe("卧室 · 工业风");
    expect(submit().getAttribute("aria-describedby")).toBe("interior-submit-reason");
  });

  it("keeps the room and style chosen when the user comes back", () => {
    open(5);
    expect(screen.getByTestId("room-living_room").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByTestId("room-bedroom"));
    fireEvent.click(screen.getByTestId("design-japanese"));
    cleanup();
    open(5);
    expect(screen.getByTestId("room-bedroom").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("design-japanese").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("room-living_room").getAttribute("aria-pressed")).toBe("false");
  });
});
