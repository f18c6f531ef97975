// The mobile drawer: a named modal dialog that takes focus, keeps Tab inside, closes on Escape and
// gives focus back to the button that opened it.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Drawer } from "@/components/Drawer";

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={toggle} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        menu
      </button>
      {open && (
        <Drawer id="d" label="Main navigation" onClose={() => setOpen(false)} returnFocus={toggle} testId="drawer">
          <nav>
            <a href="/one">one</a>
            <a href="/two">two</a>
          </nav>
        </Drawer>
      )}
      <a href="/behind">behind</a>
    </>
  );
}

const focused = () => document.activeElement as HTMLElement;

describe("Drawer", () => {
  it("is a named modal dialog that takes focus and keeps Tab and Shift+Tab inside", () => {
    render(<Page />);
    const toggle = screen.getByRole("button", { name: "menu" });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    const dialog = screen.getByRole("dialog", { name: "Main navigation" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(focused().textContent).toBe("one");

    // Forward: one → two → the backdrop's close button → back to one, never "behind".
    const close = screen.getByRole("button", { name: /close|关闭/i });
    act(() => close.focus());
    fireEvent.keyDown(close, { key: "Tab" });
    expect(focused().textContent).toBe("one");
    fireEvent.keyDown(focused(), { key: "Tab", shiftKey: true });
    expect(focused()).toBe(close);
    expect(dialog.contains(focused())).toBe(true);
  });

  it("closes on Escape and gives focus back to the toggle", () => {
    render(<Page />);
    const toggle = screen.getByRole("button", { name: "menu" });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(focused(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(focused()).toBe(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("makes the page behind it inert while open, and only while open", () => {
    render(
      <>
        <main>
          <Page />
        </main>
        <section aria-live="polite">toasts</section>
      </>,
    );
    const toggle = screen.getByRole("button", { name: "menu" });
    fireEvent.click(toggle);
    const behind = screen.getByRole("link", { name: "behind" });
    expect(behind.closest("[inert]")).not.toBeNull();
    expect(toggle.closest("[inert]")).not.toBeNull();
    expect(screen.getByRole("dialog").closest("[inert]")).toBeNull();
    // A live region keeps speaking (a toast sent while the drawer is open).
    expect(screen.getByText("toasts").closest("[inert]")).toBeNull();
    fireEvent.keyDown(focused(), { key: "Escape" });
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
    expect(focused()).toBe(toggle);
  });
});
