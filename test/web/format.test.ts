// Money, numbers and dates per UI language: yuan through Intl's currency formatting, and ar-SA
// with one digit system (Latin) in every shared formatter, chart axes included.
import { describe, expect, it } from "vitest";
import { locales } from "@/paraglide/runtime.js";
import { formatDate, formatDateTime, formatDayMonth, formatMoney, formatNumber } from "@/lib/format";

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe("money", () => {
  it("is yuan with the separators and symbol each language expects", () => {
    expect(formatMoney(39.8, "zh-CN")).toBe("¥39.80");
    expect(formatMoney("39.8", "de-DE")).toMatch(/^39,80\sCN¥$/);
    expect(formatMoney(29.9, "fr-FR")).toMatch(/^29,90\s/);
    expect(formatMoney(29.9, "en-US")).toBe("CN¥29.90");
  });

  it("never shows a bare ¥ in Japanese, where it means yen", () => {
    const ja = formatMoney(59.9, "ja-JP");
    expect(ja).toContain("59.90");
    expect(ja).not.toMatch(/(^|[^N])[¥￥]/);
  });

  it("names the yuan in Arabic instead of a symbol the bidi algorithm would turn into ¥CN", () => {
    expect(formatMoney(29.9, "ar-SA")).toBe("29.90 يوان صيني");
  });

  it("survives what the API sends (strings, garbage)", () => {
    expect(formatMoney("12.30", "zh-CN")).toBe("¥12.30");
    expect(formatMoney("oops", "zh-CN")).toBe("¥0.00");
  });
});

describe("ar-SA digits", () => {
  const when = new Date("2026-03-15T10:30:00Z");
  it("money, numbers, dates and chart days all use Latin digits", () => {
    for (const text of [
      formatMoney(1234.5, "ar-SA"),
      formatNumber(1234567, "ar-SA"),
      formatDate(when, "ar-SA"),
      formatDateTime(when, "ar-SA"),
      formatDayMonth("2026-03-15", "ar-SA"),
    ]) {
      expect(text).not.toMatch(ARABIC_INDIC);
      expect(text).toMatch(/[0-9]/);
    }
    expect(formatDayMonth("2026-03-15", "ar-SA")).toMatch(/15.*3|3.*15/);
    expect(formatDate(when, "ar-SA")).toContain("2026");
  });

  it("no locale's shared formatter mixes in another digit system", () => {
    for (const locale of locales) expect(formatNumber(9876543, locale)).not.toMatch(ARABIC_INDIC);
  });
});
