// Every message exists, non-empty, in all 15 locales, with the same placeholders as zh-CN.
// Plural messages (the message format's [{ declarations, selectors, match }]) declare the same
// inputs in every locale, only select on plural categories the locale has, always end in a
// catch-all, and only use the variables they declare.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json";

type Variants = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Message = string | [Variants];

const dir = join(process.cwd(), "messages");
const load = (locale: string) =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<string, Message>;
const keysOf = (m: Record<string, Message>) => Object.keys(m).filter((k) => !k.startsWith("$"));
// A message may name a placeholder more than once (a translation that repeats the provider).
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();
const inputsOf = (v: Variants) =>
  v.declarations
    .filter((d) => d.startsWith("input "))
    .map((d) => d.slice(6).trim())
    .sort();
const localsOf = (v: Variants) =>
  v.declarations.filter((d) => d.startsWith("local ")).map((d) => d.slice(6).split("=")[0].trim());
const texts = (message: Message) => (typeof message === "string" ? [message] : Object.values(message[0].match));

const base = load("zh-CN");

describe("messages", () => {
  it("has one file per locale, 15 in all", () => {
    expect(settings.locales).toHaveLength(15);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(".json", ""));
    expect(files.sort()).toEqual([...settings.locales].sort());
  });

  it.each(settings.locales)("%s has every key, non-empty, with matching placeholders", (locale) => {
    const messages = load(locale);
    expect(keysOf(messages).sort()).toEqual(keysOf(base).sort());
    for (const key of keysOf(base)) {
      const message = messages[key];
      const zh = base[key];
      if (typeof zh === "string") {
        expect(message, `${locale}.${key}`).toBeTypeOf("string");
        expect((message as string).trim(), `${locale}.${key}`).not.toBe("");
        expect(placeholders(message as string), `${locale}.${key}`).toEqual(placeholders(zh));
        continue;
      }
      expect(Array.isArray(message), `${locale}.${key} is a plural message`).toBe(true);
      const variants = (message as [Variants])[0];
      expect(inputsOf(variants), `${locale}.${key} inputs`).toEqual(inputsOf(zh[0]));
      const known = new Set([...inputsOf(variants), ...localsOf(variants)]);
      for (const text of texts(message)) {
        expect(text.trim(), `${locale}.${key}`).not.toBe("");
        for (const name of placeholders(text)) expect(known.has(name), `${locale}.${key} uses {${name}}`).toBe(true);
      }
    }
  });

  it.each(settings.locales)("%s selects only on its own plural categories and always has a catch-all", (locale) => {
    const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
    const messages = load(locale);
    for (const key of keysOf(messages)) {
      const message = messages[key];
      if (typeof message === "string") continue;
      const variants = message[0];
      const selected = Object.keys(variants.match).map((k) => k.split("=")[1]);
      expect(selected.at(-1), `${locale}.${key} ends with *`).toBe("*");
      for (const category of selected.slice(0, -1))
        expect(categories.has(category), `${locale}.${key}: ${category}`).toBe(true);
    }
  });

  it.each(settings.locales.filter((l) => !l.startsWith("zh")))(
    "%s is translated, not a copy of the Chinese",
    (locale) => {
      const messages = load(locale);
      const chinese = keysOf(base).filter(
        (k) =>
          texts(base[k]).some((t) => /[\u4e00-\u9fff]/.test(t)) &&
          JSON.stringify(messages[k]) === JSON.stringify(base[k]),
      );
      expect(chinese).toEqual([]);
    },
  );
});
