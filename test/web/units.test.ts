import { describe, expect, it } from "vitest";
import { matchLocale } from "@/lib/i18n";
import { clampTemperature, normalizeMaxTokens } from "@/features/nano/parameters";
import { creditChange, usageDetails } from "@/lib/usage";
import { normalizeReferralCode } from "@/features/auth/AuthPage";

describe("locale detection", () => {
  it("matches exact tags, then by language prefix, else nothing", () => {
    expect(matchLocale(["ja-JP"])).toBe("ja-JP");
    expect(matchLocale(["de"])).toBe("de-DE");
    expect(matchLocale(["fr-CA", "en-US"])).toBe("fr-FR");
    expect(matchLocale(["pt-PT"])).toBe("pt-BR");
    expect(matchLocale(["zh-TW"])).toBe("zh-CN");
    expect(matchLocale(["sw-KE"])).toBeUndefined();
  });
});

describe("generation parameters", () => {
  it("maxTokens falls back to 2048 when not parsable and is clamped to 256–8192", () => {
    expect(normalizeMaxTokens("abc")).toBe(2048);
    expect(normalizeMaxTokens("")).toBe(2048);
    expect(normalizeMaxTokens("100")).toBe(256);
    expect(normalizeMaxTokens("99999")).toBe(8192);
    expect(normalizeMaxTokens("4096")).toBe(4096);
    // Number syntax the input accepts is read as the number it is, not its first digits.
    expect(normalizeMaxTokens("1e3")).toBe(1000);
    expect(normalizeMaxTokens(" 3000 ")).toBe(3000);
    expect(normalizeMaxTokens("12abc")).toBe(2048);
  });
  it("temperature stays in 0–1 with two decimals", () => {
    expect(clampTemperature(1.7)).toBe(1);
    expect(clampTemperature(-1)).toBe(0);
    expect(clampTemperature(0.456)).toBe(0.46);
    expect(clampTemperature(Number.NaN)).toBe(0.7);
  });
});

describe("usage display", () => {
  it("signs credit changes and truncates details to 50 characters", () => {
    expect(creditChange(1)).toBe("-1");
    expect(creditChange(-5)).toBe("+5");
    expect(usageDetails({ actionType: "generate_image", metadata: { prompt: "x".repeat(60) } })).toBe(
      `${"x".repeat(50)}…`,
    );
    expect(usageDetails({ actionType: "generate_image", metadata: null })).toBe("-");
  });
});

describe("auth page helpers (redirects: safe-redirect.test.tsx)", () => {
  it("uppercases referral codes and keeps 8 letters or digits", () => {
    expect(normalizeReferralCode("ab12-cd34xyz")).toBe("AB12CD34");
  });
});
