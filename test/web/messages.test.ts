// Every message exists, non-empty, in all 15 locales, with the same placeholders as zh-CN.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json";

const dir = join(process.cwd(), "messages");
/** A simple message is its text; a plural one (inlang's array form) has a text per plural category. */
type Message = string | { declarations: string[]; match: Record<string, string> }[];
const load = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<string, Message>;
const keysOf = (m: Record<string, Message>) => Object.keys(m).filter((k) => !k.startsWith("$"));
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();
const texts = (m: Message) => (typeof m === "string" ? [m] : m.flatMap((v) => Object.values(v.match)));
/** The inputs a message takes: its placeholders, or a plural message's declared inputs. */
const inputs = (m: Message) =>
  typeof m === "string" ? placeholders(m) : m.flatMap((v) => v.declarations.filter((d) => d.startsWith("input ")).map((d) => d.slice(6).trim())).sort();

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
      for (const text of texts(messages[key])) {
        expect(text, `${locale}.${key}`).toBeTypeOf("string");
        expect(text.trim(), `${locale}.${key}`).not.toBe("");
        for (const name of placeholders(text)) expect(inputs(base[key]), `${locale}.${key} uses {${name}}`).toContain(name);
      }
      expect(inputs(messages[key]), `${locale}.${key}`).toEqual(inputs(base[key]));
    }
  });

  it.each(settings.locales.filter((l) => !l.startsWith("zh")))("%s is translated, not a copy of the Chinese", (locale) => {
    const messages = load(locale);
    const chinese = keysOf(base).filter((k) => texts(messages[k]).some((t) => /[\u4e00-\u9fff]/.test(t) && texts(base[k]).includes(t)));
    expect(chinese).toEqual([]);
  });
});
