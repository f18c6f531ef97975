// Provider models with an announced shutdown date, from the providers' deprecation pages. The
// admin dashboard warns from WARN_DAYS before the date while a [vars] entry still names one
// (features/operator/service.ts); after the date the calls fail with MODEL_UNAVAILABLE, which
// raises its own alert. Checked 2026-11-27; see docs/decisions/0027-provider-schema-limits.md.

export type ModelShutdown = {
  provider: "Gemini" | "OpenAI";
  /** The [vars] entry that may name one of `models`. */
  setting: string;
  models: readonly string[];
  /** YYYY-MM-DD, the provider's shutdown date. */
  shutdownOn: string;
  source: string;
};

/** Eight weeks: two deploy cycles of notice, and more than a month's holiday. */
export const WARN_DAYS = 56;

export const MODEL_SHUTDOWNS: readonly ModelShutdown[] = [
  // "The tts-1, tts-1-hd, and gpt-4o-mini-tts models are deprecated and will shut down on January
  // 6, 2027. Migrate to gpt-realtime-2.1-mini using the Realtime API ... gpt-realtime-2.1-mini
  // isn't a supported model for /v1/audio/speech." No replacement serves the speech endpoint.
  {
    provider: "OpenAI",
    setting: "OPENAI_TTS_MODEL",
    models: ["gpt-4o-mini-tts", "tts-1", "tts-1-hd"],
    shutdownOn: "2027-01-06",
    source:
      "https://developers.openai.com/api/docs/guides/text-to-speech, https://developers.openai.com/api/docs/deprecations",
  },
];

/** The shutdowns a deployment faces within WARN_DAYS (or already past), given its [vars]. */
export function shutdownsAhead(
  vars: Record<string, unknown>,
  now: number,
  table: readonly ModelShutdown[] = MODEL_SHUTDOWNS,
) {
  return table.flatMap((entry) => {
    const model = typeof vars[entry.setting] === "string" ? (vars[entry.setting] as string).trim() : "";
    if (!entry.models.includes(model)) return [];
    const warnFrom = Date.parse(`${entry.shutdownOn}T00:00:00Z`) - WARN_DAYS * 24 * 60 * 60 * 1000;
    return now >= warnFrom ? [{ ...entry, model }] : [];
  });
}
