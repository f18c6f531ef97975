// The book's narration button says it is reading while it reads, and stops when pressed again:
// the browser's voice and a recorded narration alike.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import BookViewerPage from "@/features/storybook/BookViewerPage";
import { fakeApi } from "./support/fake-api";

beforeAll(() => {
  setLocale("zh-CN", { reload: false });
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openBook(audioUrl: string | null) {
  const page = { text: "Page 1", imageUrl: "/api/files/u/u1/books/b1/page-1.png", variantUrls: null, audioUrl };
  fakeApi((req) =>
    req.path === "/api/storybooks/b1"
      ? { body: { book: { id: "b1", title: "The Moon Rabbit", language: "en-US", pages: [page] } } }
      : undefined,
  );
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={["/studio/storybook/b1"]}>
        <Routes>
          <Route path="/studio/storybook/:id" element={<BookViewerPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

it("the browser's voice: says 正在朗读 and offers stop while speaking, back to 朗读这一页 after", async () => {
  const utterances: { onend?: () => void }[] = [];
  const voice = { cancel: vi.fn(), speak: (u: { onend?: () => void }) => void utterances.push(u) };
  vi.stubGlobal("speechSynthesis", voice);
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      onend?: () => void;
      lang = "";
      constructor(public text: string) {}
    },
  );
  openBook(null);
  const button = await screen.findByTestId("book-listen");
  expect(button.getAttribute("aria-label")).toBe("朗读这一页");
  fireEvent.click(button);
  expect(button.getAttribute("aria-label")).toBe("正在朗读，点按停止");
  act(() => utterances[0].onend?.());
  expect(button.getAttribute("aria-label")).toBe("朗读这一页");
  fireEvent.click(button);
  fireEvent.click(button);
  expect(voice.cancel).toHaveBeenCalled();
  expect(button.getAttribute("aria-label")).toBe("朗读这一页");
});

it("a recorded narration: the same button shows it is playing and stops it", async () => {
  vi.stubGlobal("speechSynthesis", { cancel: () => undefined });
  const players: { pause: ReturnType<typeof vi.fn>; onended?: () => void }[] = [];
  vi.stubGlobal(
    "Audio",
    class {
      pause = vi.fn();
      onended?: () => void;
      constructor() {
        players.push(this);
      }
      play = () => Promise.resolve();
    },
  );
  openBook("/api/storybooks/b1/pages/1/audio");
  const button = await screen.findByTestId("book-listen");
  fireEvent.click(button);
  expect(button.getAttribute("aria-label")).toBe("正在朗读，点按停止");
  fireEvent.click(button);
  expect(players[0].pause).toHaveBeenCalled();
  expect(button.getAttribute("aria-label")).toBe("朗读这一页");
});
