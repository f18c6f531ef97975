import { useAtom, useSetAtom } from "jotai";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { changeLocaleAtom, LANGUAGES, localeAtom } from "@/lib/i18n";

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const [locale] = useAtom(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  const current = LANGUAGES.find((l) => l.code === locale) ?? LANGUAGES[0];
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-sm gap-2" aria-label={m.language_switch()} data-testid="language-switcher">
        <Icon name="globe" className="size-4" />
        {!compact && <span>{current.name}</span>}
      </button>
      <ul tabIndex={0} className="dropdown-content menu z-50 mt-2 max-h-96 w-48 flex-nowrap overflow-y-auto rounded-box bg-base-100 p-2 shadow-lg">
        {LANGUAGES.map((lang) => (
          <li key={lang.code}>
            <button
              type="button"
              lang={lang.code}
              className={lang.code === locale ? "menu-active" : ""}
              onClick={() => {
                changeLocale(lang.code);
                (document.activeElement as HTMLElement | null)?.blur();
              }}
            >
              <span aria-hidden="true">{lang.flag}</span>
              {lang.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
