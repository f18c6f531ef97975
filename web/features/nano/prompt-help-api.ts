// Prompt help's call: a short idea in, a detailed prompt in the UI language out (free).
import { api, unwrap } from "@/lib/api";
import type { Locale } from "../../../shared/locales";

export function enhancePrompt(p: { prompt: string; locale: Locale; apiKey?: string }) {
  return unwrap(
    api.prompts.enhance.$post({
      json: { prompt: p.prompt, locale: p.locale, ...(p.apiKey ? { apiKey: p.apiKey } : {}) },
    }),
  );
}
