// Every message exists, non-empty, in all 15 locales, with the same placeholders as zh-CN.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json";

const dir = join(process.cwd(), "messages");
const load = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<string, string>;
const keysOf = (m: Record<string, string>) => Object.keys(m).filter((k) => !k.startsWith("$"));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();

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
      expect(messages[key], `${locale}.${key}`).toBeTypeOf("string");
      expect(messages[key].trim(), `${locale}.${key}`).not.toBe("");
      expect(placeholders(messages[key]), `${locale}.${key}`).toEqual(placeholders(base[key]));
    }
  });

  it.each(settings.locales.filter((l) => !l.startsWith("zh")))("%s is translated, not a copy of the Chinese", (locale) => {
    const messages = load(locale);
    const chinese = keysOf(base).filter((k) => /[\u4e00-\u9fff]/.test(base[k]) && messages[k] === base[k]);
    expect(chinese).toEqual([]);
  });
});
