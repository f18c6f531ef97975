// Prompt help: a short idea turned into a detailed prompt in the user's language, for the user
// to edit before generating. It is free (nothing is charged or written to the ledger) and rate
// limited per user by its route. A provider failure is a clear ENGINE_FAILED with nothing charged.
import type { Database } from "../../platform/db/client";
import { choosePromptWriter } from "../../engines/select";
import type { EngineName } from "../../engines/types";
import { AppError } from "../../platform/errors";
import { PROMPT_MAX_LENGTH } from "../../../shared/limits";
import { toAppError } from "./paid-creation";
import { noteOperatorAlert } from "../operator/service";
import { checkText, noteProviderRefusal } from "../moderation/service";

export type PromptHelpInput = {
  prompt: string;
  locale: string;
  /** The user's own Gemini key, this request only. */ apiKey?: string;
};
export type HelpedPrompt = { prompt: string; engine: EngineName };

/** Controls other than line breaks and tabs never belong in a prompt. */
const CONTROLS = /[^\P{Cc}\n\t]/gu;

/** The model's answer as a prompt the generator takes: no controls, trimmed, at most PROMPT_MAX_LENGTH characters. */
export function cleanHelpedPrompt(text: string): string {
  const clean = text.replace(/\r\n?/g, "\n").replace(CONTROLS, "").trim();
  const chars = Array.from(clean);
  return chars.length <= PROMPT_MAX_LENGTH ? clean : chars.slice(0, PROMPT_MAX_LENGTH).join("").trimEnd();
}

export async function enhancePrompt(ctx: { db: Database; env: Env }, input: PromptHelpInput): Promise<HelpedPrompt> {
  await checkText(ctx, input.prompt);
  const { engine: writer, chargeable } = await choosePromptWriter(ctx.env, ctx.db, { userGeminiKey: input.apiKey });
  let answer: string;
  try {
    answer = await writer.enhancePrompt({ prompt: input.prompt, language: input.locale });
  } catch (error) {
    if (chargeable) await noteOperatorAlert(ctx.db, error);
    await noteProviderRefusal(ctx.db, error);
    throw toAppError(error, false, { ownKey: !chargeable });
  }
  const prompt = cleanHelpedPrompt(answer);
  if (!prompt)
    throw new AppError("ENGINE_FAILED", "Prompt help returned an empty prompt.", {
      kind: "PROVIDER_ERROR",
      refunded: false,
    });
  return { prompt, engine: writer.name };
}
