// The UI languages and the default one, read from project.inlang/settings.json, the file paraglide
// compiles the SPA's messages from: the Worker's mails, story languages, locale fields and
// language hints take their list from here, so a language is added in that one file (plus its
// messages, mails and story templates, which test/worker/product-facts.test.ts asks for).
import settings from "../project.inlang/settings.json";

/** BCP 47 tag of a UI language, e.g. "zh-CN", "ar-SA" (one of LOCALES where it came through a schema). */
export type Locale = string;

const [first, ...rest] = settings.locales;
/** The 15 UI languages, in settings.json's order (the default first). */
export const LOCALES: readonly [Locale, ...Locale[]] = [first, ...rest];

/** The product's default language (Chinese): the fallback wherever a language is unknown. */
export const BASE_LOCALE: Locale = settings.baseLocale;
