// Counts read naturally in every language: the messages select their words through the message
// format's plural rules (Intl.PluralRules), so "1 credit", "2 кредита", "5 кредитов", "نقطتان".
import { describe, expect, it } from "vitest";
import { locales } from "@/paraglide/runtime.js";
import { m } from "@/paraglide/messages.js";

const en = { locale: "en-US" } as const;
const ru = { locale: "ru-RU" } as const;
const ar = { locale: "ar-SA" } as const;

describe("plural messages", () => {
  it("English says 1 credit, 2 credits, generated once", () => {
    expect(m.common_credits_count({ count: 1 }, en)).toBe("1 credit");
    expect(m.common_credits_count({ count: 2 }, en)).toBe("2 credits");
    expect(m.common_credits_count({ count: 1234 }, en)).toBe("1,234 credits");
    expect(m.nano_generated_count({ count: 1 }, en)).toBe("Generated once");
    expect(m.nano_generated_count({ count: 3 }, en)).toBe("Generated 3 times");
    expect(m.story_pages_option({ count: 4 }, en)).toBe("4 pages");
    expect(m.admin_users_total({ total: 1 }, en)).toBe("1 user");
    expect(m.error_rate_limited({ seconds: 1 }, en)).toBe("Too many attempts. Please try again in 1 second.");
    expect(m.interior_submit({ cost: 2 }, en)).toBe("Generate design (costs 2 credits)");
    expect(m.admin_adjust_for({ user: "ann", balance: 1 }, en)).toBe("User: ann, current balance 1 credit");
  });

  it("Russian has one, few and many", () => {
    expect(m.common_credits_count({ count: 1 }, ru)).toBe("1 кредит");
    expect(m.common_credits_count({ count: 3 }, ru)).toBe("3 кредита");
    expect(m.common_credits_count({ count: 5 }, ru)).toBe("5 кредитов");
    expect(m.common_credits_count({ count: 21 }, ru)).toBe("21 кредит");
    expect(m.story_pages_option({ count: 8 }, ru)).toBe("8 страниц");
    expect(m.nano_generated_count({ count: 2 }, ru)).toBe("Сгенерировано 2 раза");
  });

  it("Arabic has one, two, few and many, with Latin digits", () => {
    expect(m.common_credits_count({ count: 1 }, ar)).toBe("نقطة واحدة");
    expect(m.common_credits_count({ count: 2 }, ar)).toBe("نقطتان");
    expect(m.common_credits_count({ count: 5 }, ar)).toBe("5 نقاط");
    expect(m.common_credits_count({ count: 11 }, ar)).toBe("11 نقطة");
    expect(m.story_pages_option({ count: 4 }, ar)).toBe("4 صفحات");
  });

  it("French and Portuguese treat 0 and 1 as singular", () => {
    expect(m.common_credits_count({ count: 0 }, { locale: "fr-FR" })).toBe("0 crédit");
    expect(m.common_credits_count({ count: 1 }, { locale: "pt-BR" })).toBe("1 crédito");
    expect(m.common_credits_count({ count: 2 }, { locale: "pt-BR" })).toBe("2 créditos");
  });

  it("every locale formats the count (grouping, Latin digits) and never prints NaN", () => {
    for (const locale of locales) {
      const text = m.common_credits_count({ count: 12345 }, { locale });
      expect(text, locale).not.toMatch(/[\u0660-\u0669]/);
      expect(text, locale).not.toContain("12345");
      expect(text.replace(/\D/g, ""), locale).toBe("12345");
    }
  });
});
