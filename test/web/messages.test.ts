// Every message exists, non-empty, in all 15 locales, with the same placeholders as zh-CN.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json";

const dir = join(process.cwd(), "messages");
/** A simple message, or one with variants (plural forms): [{ declarations, selectors, match }]. */
type Variants = [{ declarations: string[]; selectors: string[]; match: Record<string, string> }];
type Message = string | Variants;
const load = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<string, Message>;
const keysOf = (m: Record<string, Message>) => Object.keys(m).filter((k) => !k.startsWith("$"));
/** Every text a message can show. */
const textsOf = (message: Message) => (typeof message === "string" ? [message] : Object.values(message[0].match));
/** A simple message's placeholders; a message with variants declares its inputs (a variant may leave one out, e.g. Arabic's "two"). */
const placeholders = (message: Message) =>
  typeof message === "string"
    ? [...message.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
    : message[0].declarations.filter((d) => d.startsWith("input ")).map((d) => d.slice(6)).sort();

const base = load("zh-CN");

describe("messages", () => {
  it("has one file per locale, 15 in all", () => {
    expect(settings.locales).toHaveLength(15);
    const files = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.replace(".json", ""));
    expect(files.sort()).toEqual([...settings.locales].sort());
  });

  it.each(settings.locales)("%s has every key, non-empty, with matching placeholders", (locale) => {
    const messages = load(locale);
    expect(keysOf(messages).sort()).toEqual(keysOf(base).sort());
    for (const key of keysOf(base)) {
      expect(Array.isArray(messages[key]) ? "variants" : typeof messages[key], `${locale}.${key}`).toBe(Array.isArray(base[key]) ? "variants" : "string");
      for (const text of textsOf(messages[key])) expect(text.trim(), `${locale}.${key}`).not.toBe("");
      expect(placeholders(messages[key]), `${locale}.${key}`).toEqual(placeholders(base[key]));
    }
  });

  it.each(settings.locales.filter((l) => !l.startsWith("zh")))("%s is translated, not a copy of the Chinese", (locale) => {
    const messages = load(locale);
    const chinese = keysOf(base).filter((k) => textsOf(messages[k]).some((t) => /[\u4e00-\u9fff]/.test(t) && textsOf(base[k]).includes(t)));
    expect(chinese).toEqual([]);
  });
});
