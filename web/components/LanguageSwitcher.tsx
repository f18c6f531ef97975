// The language menu, an ARIA menu button: one tab stop; Enter, Space or ArrowDown opens the menu
// on the current language (ArrowUp on the last), arrows, Home and End move, Enter or a click
// switches, Escape closes and gives focus back to the button, Tab closes and moves on. The
// button's name starts with the language name it shows (WCAG 2.5.3, label in name).
import { useAtom, useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { changeLocaleAtom, LANGUAGES, localeAtom } from "@/lib/i18n";
import type { Locale } from "@/paraglide/runtime.js";

const LAST = LANGUAGES.length - 1;

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const [locale] = useAtom(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  const [active, setActive] = useState<number | null>(null); // the focused item; null: closed
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const currentIndex = Math.max(
    0,
    LANGUAGES.findIndex((l) => l.code === locale),
  );
  const current = LANGUAGES[currentIndex];
  const open = active !== null;

  useEffect(() => {
    if (active !== null) items.current[active]?.focus();
  }, [active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setActive(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close() {
    flushSync(() => setActive(null));
    button.current?.focus();
  }

  function choose(code: Locale) {
    close();
    changeLocale(code);
  }

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    setActive(e.key === "ArrowUp" ? LAST : currentIndex);
  }

  function onMenuKey(e: KeyboardEvent<HTMLUListElement>) {
    const at = active ?? currentIndex;
    const next = { ArrowDown: at === LAST ? 0 : at + 1, ArrowUp: at === 0 ? LAST : at - 1, Home: 0, End: LAST }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      setActive(next);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === "Tab") {
      close(); // the Tab itself then moves on from the button
    }
  }

  return (
    <div ref={root} className="relative" data-testid="language-switcher-root">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm gap-2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setActive(currentIndex))}
        onKeyDown={onButtonKey}
        data-testid="language-switcher"
      >
        <Icon name="globe" className="size-4" />
        <span lang={current.code} className={compact ? "sr-only" : undefined}>
          {current.name}
        </span>
        <span className="sr-only"> {m.language_switch()}</span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={m.language_switch()}
          onKeyDown={onMenuKey}
          className="menu absolute end-0 top-full z-50 mt-2 max-h-96 w-48 flex-nowrap overflow-y-auto rounded-box bg-base-100 p-2 shadow-lg"
        >
          {LANGUAGES.map((lang, i) => (
            <li key={lang.code} role="none">
              <button
                ref={(el) => void (items.current[i] = el)}
                type="button"
                role="menuitemradio"
                aria-checked={lang.code === locale}
                tabIndex={-1}
                lang={lang.code}
                className={lang.code === locale ? "menu-active" : ""}
                onClick={() => choose(lang.code)}
              >
                <span aria-hidden="true">{lang.flag}</span>
                {lang.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
