// Other languages' message tables. In the browser build, scripts/vite-locale-tables.mjs compiles
// every message with only its base-locale (zh-CN) text inline, puts each other language's texts in
// two chunks of their own ("landing": what the landing page can show, scripts/landing-messages.mjs;
// "rest": every other message), and replaces this module with one that loads them on demand, so the
// landing page does not ship 15 languages, nor every page's text, up front. Here (tests, the
// build-time pre-render) every message still carries all 15 languages: there is nothing to load.
type MessageTable = Record<string, (inputs: unknown) => string>;

/** "landing": the landing page's messages only; "all": every message (any other page). */
export type MessagesPart = "landing" | "all";

/** The loaded table of `locale`, if any (the compiled messages ask it for non-base locales). */
export function localeTable(_locale: string): MessageTable | undefined {
  return undefined;
}

/** Loads what `locale`'s table lacks of `part`; undefined when there is nothing to wait for. */
export function loadLocaleMessages(_locale: string, _part: MessagesPart): Promise<void> | undefined {
  return undefined;
}
