// Alt text for each file of an export pack, in the user's language (and in English too for the
// marketplaces whose shoppers read it: shared/marketplace-rules.ts ENGLISH_ALT_TOO). Written by
// the text engine where the one serving has an alt-text writer (Gemini, OpenAI, Workers AI:
// engines/prompt-help/), else from the Worker's text table worker/texts/export-alt.json with the
// work's prompt as the product's name (the demo engine, or a text engine that failed, refused or
// answered something malformed: a pack never fails for it).

import type { Database } from "../../platform/db/client";
import type { TextReader } from "../../platform/texts";
import { choosePromptWriter } from "../../engines/select";
import type { AltTexts } from "../../engines/types";
import { BASE_LOCALE } from "../../../shared/locales";
import { ENGLISH_ALT_TOO, type Marketplace, type PackFile, type Slot } from "../../../shared/marketplace-rules";

type Templates = Record<string, { white: string; scene: string }>;

/** The product's name in alt text: the prompt's first line, at most this many characters. */
const PRODUCT_MAX = 120;
const ENGLISH = "en-US";

/** Controls and angle brackets never reach a marketplace's alt attribute. */
export function productName(prompt: string): string {
  const line = (prompt.split(/\r?\n/)[0] ?? "").replace(/[\p{Cc}<>]/gu, "").trim();
  const chars = Array.from(line);
  return chars.length <= PRODUCT_MAX ? line : `${chars.slice(0, PRODUCT_MAX).join("").trimEnd()}…`;
}

/** The engine's alt texts, or null when none writes them (or it failed: the templates serve). */
async function engineAltTexts(ctx: { env: Env; db: Database }, product: string, language: string, english: boolean) {
  try {
    const { engine } = await choosePromptWriter(ctx.env, ctx.db);
    if (!engine.writeAltText) return null;
    return { by: engine.name, texts: await engine.writeAltText({ product, language, english }) };
  } catch (error) {
    console.warn("export pack alt text: the text engine failed, templates used", error);
    return null;
  }
}

export async function altTextsOf(
  ctx: { env: Env; db: Database; texts: TextReader },
  locale: string,
  prompt: string,
  targets: readonly Marketplace[],
): Promise<(slot: Slot) => PackFile["alt"]> {
  const table = await ctx.texts<Templates>("export-alt.json");
  const language = table[locale] ? locale : BASE_LOCALE;
  const product = productName(prompt);
  const english = language !== ENGLISH && targets.some((t) => ENGLISH_ALT_TOO.includes(t));
  const written = await engineAltTexts(ctx, product, language, english);
  const template = (lang: string, slot: Slot) =>
    (slot.background === "white" ? table[lang].white : table[lang].scene).replace("{product}", product);
  const fromEngine = (texts: AltTexts, slot: Slot, inEnglish: boolean) =>
    slot.background === "white"
      ? inEnglish
        ? texts.whiteEnglish
        : texts.white
      : inEnglish
        ? texts.sceneEnglish
        : texts.scene;
  return (slot) => {
    const wantsEnglish = english && ENGLISH_ALT_TOO.includes(slot.marketplace);
    const text = written ? fromEngine(written.texts, slot, false) : undefined;
    const inEnglish = wantsEnglish ? (written ? fromEngine(written.texts, slot, true) : undefined) : undefined;
    return {
      text: text ?? template(language, slot),
      locale: language,
      ...(wantsEnglish ? { english: inEnglish ?? template(ENGLISH, slot) } : {}),
      by: written?.by ?? "template",
    };
  };
}
