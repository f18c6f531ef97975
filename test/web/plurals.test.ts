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

  it("the admin's and the buyer's credit sentences agree with their counts (1 credit, 2 кредита, 1 crédit)", () => {
    const fr = { locale: "fr-FR" } as const;
    expect(m.admin_adjust_overdraft({ deduct: 2, balance: 1 }, en)).toBe(
      "Cannot deduct 2 credits: this user's balance is only 1, and a balance cannot go below zero.",
    );
    expect(m.admin_adjust_overdraft({ deduct: 1, balance: 0 }, en)).toMatch(/^Cannot deduct 1 credit:/);
    expect(m.admin_adjust_overdraft({ deduct: 2, balance: 1 }, ru)).toMatch(/^Нельзя списать 2 кредита:/);
    expect(m.admin_adjust_overdraft({ deduct: 5, balance: 1 }, ru)).toMatch(/^Нельзя списать 5 кредитов:/);
    expect(m.admin_adjust_overdraft({ deduct: 2, balance: 1 }, fr)).toContain("n’est que de 1,");
    expect(m.admin_adjust_overdraft({ deduct: 1, balance: 0 }, fr)).toMatch(/^Impossible de retirer 1 crédit :/);
    expect(m.admin_adjust_overdraft({ deduct: 12345, balance: 1 }, ar)).toContain("12,345");
    expect(m.admin_recharge_reversed({ credits: 1 }, en)).toBe("1 credit taken back");
    expect(m.admin_recharge_reversed({ credits: 3 }, en)).toBe("3 credits taken back");
    expect(m.admin_recharge_shortfall({ credits: 1 }, fr)).toBe("1 crédit déjà utilisé, non repris");
    expect(m.admin_recharge_shortfall({ credits: 1 }, en)).toBe("1 credit already spent, not taken back");
    expect(m.credits_payment_credited({ credits: 1 }, en)).toBe("Payment confirmed: 1 credit added");
    expect(m.credits_payment_credited({ credits: 1000 }, { locale: "de-DE" })).toBe(
      "Zahlung bestätigt: 1.000 Credits gutgeschrieben",
    );
    for (const locale of locales) {
      // No sentence keeps a plural noun after 1 ("1 credits", "1 crédits", "1 créditos", "1 crediti").
      for (const text of [
        m.admin_adjust_overdraft({ deduct: 1, balance: 0 }, { locale }),
        m.admin_recharge_reversed({ credits: 1 }, { locale }),
        m.admin_recharge_shortfall({ credits: 1 }, { locale }),
        m.credits_payment_credited({ credits: 1 }, { locale }),
      ])
        expect(text, locale).not.toMatch(/\b1 (credits|crédits|créditos|crediti|Credits|кредитов)/);
    }
  });
});
