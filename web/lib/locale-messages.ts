// Other languages' message tables. In the browser build, scripts/vite-locale-tables.mjs compiles
// every message with only its base-locale (zh-CN) text inline, puts each other language's texts in
// a chunk of their own, and replaces this module with one that loads that chunk on demand, so the
// landing page does not ship 15 languages up front. Here (tests, the build-time pre-render) every
// message still carries all 15 languages: there is nothing to load.
type MessageTable = Record<string, (inputs: unknown) => string>;

/** The loaded table of `locale`, if any (the compiled messages ask it for non-base locales). */
export function localeTable(_locale: string): MessageTable | undefined {
  return undefined;
}

/** Loads `locale`'s table when it is missing; undefined when there is nothing to wait for. */
export function loadLocaleMessages(_locale: string): Promise<void> | undefined {
  return undefined;
}
