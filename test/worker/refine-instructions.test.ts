// The demo engine's instruction reader, and its promise to users: every edit that the refine panel
// and the "unsupported instruction" message list (demo_refine_edits), in every UI language, is one
// it understands.
import { describe, expect, it } from "vitest";
import { parseInstruction } from "../../worker/demo-engine/instructions";
import settings from "../../project.inlang/settings.json";

const messages = import.meta.glob<Record<string, string>>("../../messages/*.json", { eager: true, import: "default" });

describe("parseInstruction", () => {
  it("reads Chinese and English wording in the order written", () => {
    expect(parseInstruction("更亮一些，然后裁剪成正方形")).toEqual(["brighter", "square"]);
    expect(parseInstruction("Make it warmer, then black and white")).toEqual(["warmer", "grayscale"]);
    expect(parseInstruction("blur")).toEqual(["blur"]);
    expect(parseInstruction("锐化并加暗角")).toEqual(["sharpen", "vignette"]);
  });

  it("does not read a negated phrase as its opposite", () => {
    expect(parseInstruction("降低对比度")).toEqual(["contrast_down"]);
    expect(parseInstruction("less contrast please")).toEqual(["contrast_down"]);
    expect(parseInstruction("增加对比度")).toEqual(["contrast_up"]);
    expect(parseInstruction("降低饱和度")).toEqual(["desaturate"]);
  });

  it("understands other UI languages", () => {
    expect(parseInstruction("明るくして")).toEqual(["brighter"]);
    expect(parseInstruction("흑백으로")).toEqual(["grayscale"]);
    expect(parseInstruction("plus chaud")).toEqual(["warmer"]);
    expect(parseInstruction("сделай ярче")).toEqual(["brighter"]);
  });

  it("reads negations and opposites the way they are meant", () => {
    expect(parseInstruction("make it less warm")).toEqual(["cooler"]);
    expect(parseInstruction("不要太亮")).toEqual(["darker"]);
    expect(parseInstruction("too dark, brighten it")).toEqual(["brighter"]);
    expect(parseInstruction("don't blur it, just sharpen")).toEqual(["sharpen"]);
  });

  it("does not find keywords inside other words", () => {
    expect(parseInstruction("make the clouds brighter")).toEqual(["brighter"]);
    expect(parseInstruction("a louder look")).toEqual([]);
  });

  it("returns nothing for text with no edit in it", () => {
    expect(parseInstruction("qwzx blorp")).toEqual([]);
    expect(parseInstruction("")).toEqual([]);
  });

  it.each(settings.locales)("every edit the %s list of understood edits names is understood", (locale) => {
    const suggestions = messages[`../../messages/${locale}.json`].demo_refine_edits
      .split(/[,、،，]/)
      .map((s) => s.trim().replace(/[.。!！]$/, ""))
      .filter(Boolean);
    expect(suggestions.length).toBeGreaterThanOrEqual(8);
    const notUnderstood = suggestions.filter((s) => parseInstruction(s).length === 0);
    expect(notUnderstood).toEqual([]);
  });
});
