// Messages that state a price, the sign-up bonus or a size limit read it from shared/ as an input,
// with the locale's plural forms, so a price change reaches every language without editing them.
import { describe, expect, it } from "vitest";
import { m } from "@/paraglide/messages.js";
import { MAX_PHOTO_BYTES, MB } from "../../shared/limits";
import { GENERATION_COST, SIGNUP_BONUS, TRANSFORM_COST } from "../../shared/prices";

const zh = { locale: "zh-CN" } as const;
const en = { locale: "en-US" } as const;
const ru = { locale: "ru-RU" } as const;
const ar = { locale: "ar-SA" } as const;

describe("price messages", () => {
  it("say today's prices as before", () => {
    expect(m.art_success({ cost: TRANSFORM_COST, balance: 4 }, zh)).toBe("艺术风格转换完成，消耗 1 积分，剩余 4 积分");
    expect(m.nano_cost_hint({ cost: GENERATION_COST }, en)).toBe(
      "Each generation or refinement costs 1 credit, refunded automatically on failure",
    );
    expect(m.auth_register_subtitle({ bonus: SIGNUP_BONUS }, zh)).toBe("注册即送 5 积分，立即开始创作");
    expect(m.auth_register_subtitle({ bonus: SIGNUP_BONUS }, ru)).toBe(
      "Зарегистрируйтесь и получите 5 бесплатных кредитов для старта",
    );
    expect(m.art_upload_hint({ maxMb: MAX_PHOTO_BYTES / MB }, en)).toBe(
      "Drag a photo here or click to choose (JPG, PNG, WebP, up to 10MB)",
    );
  });

  it("follow a changed price in every language, with its plural", () => {
    expect(m.art_insufficient_credits({ cost: 2 }, en)).toBe(
      "Not enough credits: an art style transformation needs 2 credits",
    );
    expect(m.nano_generate_success_desc({ cost: 3, balance: 7 }, ru)).toBe("Списано 3 кредита, осталось: 7");
    expect(m.nano_refine_hint({ cost: 2 }, ar)).toBe(
      "اضغط Enter للإرسال وShift+Enter لسطر جديد. يستهلك كل تحسين نقطتين.",
    );
    expect(m.auth_register_subtitle({ bonus: 1 }, en)).toBe("Sign up and get 1 free credit to start creating");
  });
});
