// The storybook PDF's text layout: line breaks per language (CJK kinsoku, Thai words, Devanagari
// and Arabic whole words) and pages whose text always ends above the footer, none of it lost.
import { describe, expect, it } from "vitest";
import { breakLines } from "@/features/storybook/line-break";
import {
  FOOTER_SIZE,
  FOOTER_Y,
  layoutPage,
  TEXT_BOTTOM,
  TEXT_WIDTH,
  type MeasureAt,
} from "@/features/storybook/page-layout";

/** A font-like measure: CJK and full-width 1 em, combining marks 0, everything else 0.55 em. */
const widthAt = (size: number) => (text: string) =>
  [...text].reduce(
    (w, c) => w + (/\p{M}/u.test(c) ? 0 : /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/u.test(c) ? size : size * 0.55),
    0,
  );
const measureAt: MeasureAt = (size) => widthAt(size);
const em = widthAt(40);
const lines = (text: string, locale: string, chars: number) =>
  breakLines(text, { locale, maxWidth: chars * 40, measure: em });

const NO_START = /^[，。、！？）」』：；…ーっゃゅょッャュョ,.!?;:)،؛؟।]/u;
const NO_END = /[（「『“(]$/u;
/** Word boundaries as ICU sees them: a line may only end at one of these. */
const boundaries = (text: string, locale: string) =>
  new Set(
    [...new Intl.Segmenter(locale, { granularity: "word" }).segment(text)].map((s) => s.index + s.segment.length),
  );

function expectKinsoku(result: string[], text: string) {
  expect(result.join("")).toBe(text);
  for (const line of result.slice(1)) expect(line).not.toMatch(NO_START);
  for (const line of result.slice(0, -1)) expect(line).not.toMatch(NO_END);
}

describe("breakLines in Chinese and Japanese", () => {
  it("pulls the character before a lone 。 down instead of leaving 。 on its own line", () => {
    expect(lines("一二三四五。", "zh-CN", 5)).toEqual(["一二三四", "五。"]);
  });

  it("never starts a line with ， or a closing quote, never ends one with an opening bracket", () => {
    expect(lines("小兔子想去，月亮", "zh-CN", 5)).toEqual(["小兔子想", "去，月亮"]);
    expect(lines("一二三四「五六」七", "zh-CN", 5)).toEqual(["一二三四", "「五六」七"]);
    expect(lines("它说：“我要去！”然后", "zh-CN", 6)).toEqual(["它说：“我要", "去！”然后"]);
  });

  it("keeps kinsoku at every width for a real page of Chinese", () => {
    const text =
      "从前，有一只想去月球的小兔子。它每天晚上都看着月亮，心想：“总有一天，我要去那里！”于是（在一个晴朗的夜晚）它出发了……";
    for (let chars = 3; chars <= 20; chars++) expectKinsoku(lines(text, "zh-CN", chars), text);
  });

  it("keeps Japanese small kana and 。」 off the start of a line", () => {
    const text =
      "むかしむかし、ちいさなウサギがいました。「つきにいきたい！」とウサギはいっしょうけんめいジャンプしました。";
    for (let chars = 3; chars <= 16; chars++) expectKinsoku(lines(text, "ja-JP", chars), text);
  });

  it("keeps a Latin word inside Chinese text whole", () => {
    expect(lines("机器人Robot在飞", "zh-CN", 5)).toEqual(["机器人", "Robot在飞"]);
  });
});

describe("breakLines in scripts with complex shaping", () => {
  it("breaks Thai only between words, which have no spaces between them", () => {
    const text = "กาลครั้งหนึ่งนานมาแล้ว มีกระต่ายน้อยตัวหนึ่งที่อยากไปดวงจันทร์ทุกคืน";
    const at = boundaries(text, "th-TH");
    const result = lines(text, "th-TH", 6);
    expect(result.length).toBeGreaterThan(2);
    expect(result.join("").replace(/\s/g, "")).toBe(text.replace(/\s/g, ""));
    let offset = 0;
    for (const line of result.slice(0, -1)) {
      offset = text.indexOf(line, offset) + line.length;
      expect(at.has(offset), `break after "${line}"`).toBe(true);
    }
    for (const line of result) expect(line).not.toMatch(/^\p{M}/u);
  });

  it("keeps Hindi words and their vowel signs together, the danda off the start of a line", () => {
    const text = "एक बार की बात है, एक छोटा खरगोश चाँद पर जाना चाहता था। वह हर रात चाँद को देखता था।";
    for (let chars = 4; chars <= 12; chars++) {
      const result = lines(text, "hi-IN", chars);
      expect(result.join(" ")).toBe(text);
      for (const line of result) expect(line).not.toMatch(/^[\p{M}।,]/u);
    }
  });

  it("breaks Arabic between words, never before ، or ؟", () => {
    const text = "كان يا ما كان، قطة صغيرة تحب النجوم كثيرا. هل ستصل إليها يوما ما؟";
    for (let chars = 4; chars <= 12; chars++) {
      const result = lines(text, "ar-SA", chars);
      expect(result.join(" ")).toBe(text);
      for (const line of result) expect(line).not.toMatch(/^[،؟.]/u);
    }
  });

  it("wraps English at spaces and cuts a word longer than the line rather than overflow", () => {
    expect(lines("Once upon a time (long ago), a rabbit!", "en-US", 5)).toEqual([
      "Once upon",
      "a time",
      "(long",
      "ago), a",
      "rabbit!",
    ]);
    const long = lines("Supercalifragilisticexpialidocious", "en-US", 5);
    expect(long.join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of long) expect(em(line)).toBeLessThanOrEqual(5 * 40);
  });
});

describe("layoutPage", () => {
  const square = { width: 1024, height: 1024 };
  const all = (pages: ReturnType<typeof layoutPage>, kind: "title" | "text") =>
    pages.flatMap((p) => p.lines.filter((l) => l.kind === kind).map((l) => l.text)).join("");

  function expectAboveFooter(pages: ReturnType<typeof layoutPage>) {
    for (const page of pages)
      for (const line of page.lines) {
        expect(line.y + line.height / 2).toBeLessThanOrEqual(TEXT_BOTTOM);
        expect(widthAt(line.size)(line.text)).toBeLessThanOrEqual(TEXT_WIDTH);
      }
    expect(TEXT_BOTTOM).toBeLessThan(FOOTER_Y - FOOTER_SIZE);
  }

  it("shrinks the illustration, not the text, for an ordinary first page with a title", () => {
    const text =
      "从前，有一只想去月球的小兔子。它每天晚上都看着月亮，心想：“总有一天，我要去那里！”于是它开始造一艘小小的火箭。";
    const pages = layoutPage({ title: "小兔子的月球之旅", text, locale: "zh-CN", image: square, measureAt });
    expect(pages).toHaveLength(1);
    expectAboveFooter(pages);
    expect(all(pages, "title")).toBe("小兔子的月球之旅");
    expect(all(pages, "text")).toBe(text);
    expect(pages[0].lines.find((l) => l.kind === "text")!.size).toBe(40);
    const image = pages[0].image!;
    expect(image.y + image.h).toBeLessThan(pages[0].lines[0].y);
  });

  it("fits a long page above the footer with a smaller font", () => {
    const text = "小兔子一路向上飞，穿过云朵，看见了闪闪发光的星星。".repeat(12);
    const pages = layoutPage({ text, locale: "zh-CN", image: square, measureAt });
    expect(pages).toHaveLength(1);
    expectAboveFooter(pages);
    expect(all(pages, "text")).toBe(text);
    expect(pages[0].lines[0].size).toBeLessThan(40);
    expect(pages[0].image!.h).toBeGreaterThanOrEqual(480);
  });

  it("continues a very long page on a text-only sheet rather than drop or overlap anything", () => {
    const text = "มีกระต่ายน้อยตัวหนึ่งที่อยากไปดวงจันทร์ทุกคืน ".repeat(40).trim();
    const pages = layoutPage({ text, locale: "th-TH", image: square, measureAt });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(1).every((p) => p.image === null)).toBe(true);
    expectAboveFooter(pages);
    expect(all(pages, "text").replace(/\s/g, "")).toBe(text.replace(/\s/g, ""));
  });
});
