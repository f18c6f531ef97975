// The language switcher as a keyboard user meets it: one tab stop, a menu that opens on the
// current language, arrow keys, Escape back to the button, and a name that says what it shows.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { applyLocale, localeAtom } from "@/lib/i18n";

afterEach(cleanup);
beforeEach(() => applyLocale("zh-CN"));

function renderSwitcher(compact = false) {
  const store = createStore();
  store.set(localeAtom, "zh-CN");
  render(
    <Provider store={store}>
      <LanguageSwitcher compact={compact} />
      <button type="button">next</button>
    </Provider>,
  );
  return { store, button: screen.getByTestId("language-switcher") };
}

const focused = () => document.activeElement as HTMLElement;

describe("LanguageSwitcher", () => {
  it("is one tab stop named after the language it shows, with no menu until opened", () => {
    const { button } = renderSwitcher();
    expect(button.textContent).toContain("简体中文");
    expect(button.textContent!.startsWith("简体中文")).toBe(true); // the visible text leads the name
    expect(button.getAttribute("aria-label")).toBeNull();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    const tabbable = [...document.querySelectorAll<HTMLElement>("[data-testid=language-switcher-root] *")].filter(
      (el) => el.tabIndex >= 0 && (el.tagName === "BUTTON" || el.tagName === "A" || el.hasAttribute("tabindex")),
    );
    expect(tabbable).toEqual([button]);
  });

  it("opens on the current language, moves with the arrows, and closes on Escape back to the button", () => {
    const { button } = renderSwitcher();
    act(() => button.focus());
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = screen.getByRole("menu");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(focused().textContent).toContain("简体中文");
    expect(focused().getAttribute("aria-checked")).toBe("true");
    for (const item of screen.getAllByRole("menuitemradio")) expect(item.tabIndex).toBe(-1);

    fireEvent.keyDown(focused(), { key: "ArrowDown" });
    expect(focused().textContent).toContain("English");
    fireEvent.keyDown(focused(), { key: "ArrowUp" });
    fireEvent.keyDown(focused(), { key: "ArrowUp" });
    expect(focused().textContent).toContain("Tiếng Việt"); // wraps to the last
    fireEvent.keyDown(focused(), { key: "Home" });
    expect(focused().textContent).toContain("简体中文");
    fireEvent.keyDown(focused(), { key: "End" });
    expect(focused().textContent).toContain("Tiếng Việt");

    fireEvent.keyDown(focused(), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(focused()).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("switches language from the menu and closes it", () => {
    const { store, button } = renderSwitcher();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("menuitemradio", { name: "English" }));
    expect(store.get(localeAtom)).toBe("en-US");
    expect(document.documentElement.lang).toBe("en-US");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("keeps the language in its name when only the globe shows", () => {
    const { button } = renderSwitcher(true);
    expect(button.textContent).toContain("简体中文");
    expect(button.querySelector("[lang=zh-CN]")?.className).toContain("sr-only");
  });
});
