// The storybook's hero picture is picked with our own control in the user's language, not the
// browser's native "Choose File / No file chosen": a real button (so Tab, Enter and Space reach
// it), the chosen file's name and preview, and a button to remove it.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import StorybookPage from "@/features/storybook/StorybookPage";

beforeAll(() => {
  URL.createObjectURL = () => "blob:hero-preview";
  URL.revokeObjectURL = () => undefined;
  globalThis.fetch = vi.fn(() => Promise.reject(new Error("offline"))) as typeof fetch;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function showPage(locale: "zh-CN" | "en-US" | "ar-SA") {
  setLocale(locale, { reload: false });
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <StorybookPage />
      </MemoryRouter>
    </Provider>,
  );
}

const pick = (file: File) =>
  act(() => {
    fireEvent.change(screen.getByTestId("story-reference"), { target: { files: [file] } });
  });

describe("storybook reference picture", () => {
  it.each([
    ["zh-CN", "选择主角图片", "主角参考图（可选）"],
    ["en-US", "Choose a picture of the hero", "Main character reference (optional)"],
    ["ar-SA", "اختر صورة للبطل", "صورة مرجعية للشخصية الرئيسية (اختياري)"],
  ] as const)("in %s is a translated button, with no native file control on show", (locale, choose, group) => {
    showPage(locale);
    const native = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    expect(native.length).toBe(1);
    expect(native[0].hidden).toBe(true);
    expect(native[0].tabIndex).toBe(-1);
    const button = within(screen.getByRole("group", { name: group })).getByRole("button", { name: new RegExp(choose) });
    expect(button.tagName).toBe("BUTTON");
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it("opens the file picker from the button, then shows the chosen file and lets it go", () => {
    showPage("zh-CN");
    const open = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole("button", { name: /选择主角图片/ }));
    expect(open).toHaveBeenCalledTimes(1);

    pick(new File([new Uint8Array(200)], "小兔子.png", { type: "image/png" }));
    expect(screen.getByTestId("story-reference-name").textContent).toBe("小兔子.png");
    const chosen = screen.getByRole("button", { name: /小兔子\.png.*点击更换图片/ });
    expect(chosen.querySelector("img")?.getAttribute("src")).toBe("blob:hero-preview");

    fireEvent.click(screen.getByRole("button", { name: "移除主角参考图" }));
    expect(screen.getByTestId("story-reference-name").textContent).toBe("选择主角图片");
    expect(screen.queryByRole("button", { name: "移除主角参考图" })).toBeNull();
  });

  it("refuses a file that is not an image, or over 10 MB, in the user's language", () => {
    const error = vi.spyOn(toast, "error");
    showPage("en-US");
    pick(new File(["hello"], "notes.txt", { type: "text/plain" }));
    pick(new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" }));
    expect(error).toHaveBeenNthCalledWith(1, "Please choose an image file of 10MB or less");
    expect(error).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("story-reference-name").textContent).toBe("Choose a picture of the hero");
  });
});
