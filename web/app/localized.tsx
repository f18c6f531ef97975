// Paraglide's messages read the current locale when called, so a page shows a new language as
// soon as it renders again. Each route's page is wrapped to subscribe to localeAtom: switching
// re-renders every page from its top (its children follow), keeping all component state,
// where a remount (a key on the locale) would throw away results and typed input.
import { useAtomValue } from "jotai";
import type { ComponentType } from "react";
import { localeAtom } from "@/lib/i18n";

export function localized(Page: ComponentType): ComponentType {
  function LocalizedPage() {
    useAtomValue(localeAtom);
    return <Page />;
  }
  LocalizedPage.displayName = `Localized(${Page.displayName ?? Page.name})`;
  return LocalizedPage;
}
