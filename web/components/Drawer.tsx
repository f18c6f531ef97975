// The side drawer below 768 px (the app's and the back office's sidebar): a named modal dialog.
// Focus moves into it when it opens, Tab and Shift+Tab stay inside it, Escape or the backdrop
// closes it, and focus goes back to the control that opened it. While it is open the page behind it
// is inert (no clicks, no focus, out of the accessibility tree), as behind a modal dialog.
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { m } from "@/paraglide/messages.js";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  id: string;
  label: string;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  testId: string;
  children: ReactNode;
};

export function Drawer({ id, label, onClose, returnFocus, testId, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stilled = dialog.current ? makeRestInert(dialog.current) : [];
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const opener = returnFocus.current;
    return () => {
      for (const el of stilled) el.removeAttribute("inert");
      opener?.focus();
    };
  }, [returnFocus]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      return onClose();
    }
    if (e.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    // At either end (or lost), wrap around instead of leaving for the page behind.
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      items[last]?.focus();
    } else if (!e.shiftKey && (at === -1 || at === last)) {
      e.preventDefault();
      items[0]?.focus();
    }
  }

  return (
    <div
      ref={dialog}
      id={id}
      className="fixed inset-0 z-40"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <aside className="absolute inset-y-0 start-0 z-10 w-72 shadow-xl" data-testid={testId}>
        {children}
      </aside>
      <button
        type="button"
        className="absolute inset-0 cursor-default bg-black/40"
        aria-label={m.common_close()}
        onClick={onClose}
      />
    </div>
  );
}

/**
 * Makes everything outside `keep` inert (the siblings of it and of each of its ancestors) and
 * returns what it changed. Live regions stay: a toast sent while the drawer is open is still heard.
 */
function makeRestInert(keep: HTMLElement): HTMLElement[] {
  const stilled: HTMLElement[] = [];
  for (let el: HTMLElement | null = keep; el && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement?.children ?? []) {
      if (sibling === el || !(sibling instanceof HTMLElement) || sibling.hasAttribute("inert")) continue;
      if (sibling.matches("[aria-live], script, style")) continue;
      sibling.setAttribute("inert", "");
      stilled.push(sibling);
    }
  }
  return stilled;
}
