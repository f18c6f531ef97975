// The storybook studio shows the balance as the other studios do, and when the book costs more
// than the user has, its button is disabled and says why (not a silent grey button).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { sessionAtom, type Me } from "@/lib/session";
import StorybookPage from "@/features/storybook/StorybookPage";

beforeAll(() => {
  setLocale("zh-CN", { reload: false });
  globalThis.fetch = vi.fn(() => Promise.reject(new Error("offline"))) as typeof fetch;
});
afterEach(cleanup);

it("shows the balance; a book the balance cannot pay for disables the button with the reason", () => {
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", me: { credits: 12, user: { id: "u1" } } as unknown as Me });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <StorybookPage />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByTestId("credit-balance").textContent).toBe("12 积分");
  const submit = screen.getByTestId("story-submit");
  expect(submit).toHaveProperty("disabled", false); // 4 pages: 10 credits
  expect(screen.queryByTestId("disabled-reason")).toBeNull();
  fireEvent.click(screen.getByTestId("pages-6")); // 14 credits
  expect(submit).toHaveProperty("disabled", true);
  const reason = document.getElementById(submit.getAttribute("aria-describedby")!);
  expect(reason?.textContent).toBe("积分不足，需要 14 积分 充值");
});
