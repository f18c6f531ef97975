// Voice input and narration on Workers AI.
// Whisper large v3 turbo: { audio: base64 (required), task, language (default "en"), vad_filter,
// initial_prompt, prefix } → { text, word_count, segments, transcription_info, vtt }
// (https://developers.cloudflare.com/workers-ai/models/whisper-large-v3-turbo/). Audio goes as
// base64 JSON rather than a stream so it can pass through an AI Gateway too.
// MeloTTS: { prompt (min 1 char), lang (default "en") } → { audio: base64 MP3 } or an audio/mpeg
// body (https://developers.cloudflare.com/workers-ai/models/melotts/). MeloTTS speaks English,
// Spanish, French, Chinese, Japanese and Korean under its own codes (EN, ES, FR, ZH, JP, KR;
// github.com/myshell-ai/MeloTTS); other languages get no audio and the browser reads aloud.
// Cloudflare's schema documents only "en" and "fr" (cloudflare-docs workers-ai-models/melotts.json,
// checked 2026-11-24); if it refuses one of the others, the storybook task keeps the book and
// leaves that book's narration to the browser (features/tasks/storybook.ts).
import { fromBase64, toBase64 } from "../provider-images";
import { EngineError } from "../types";
import type { AiCall } from "./client";

/** UI language (primary subtag) → MeloTTS's `lang`. */
const MELOTTS_LANGS: Record<string, string> = { en: "en", es: "es", fr: "fr", zh: "zh", ja: "jp", ko: "kr" };

const primary = (tag: string) => tag.split(/[-_]/)[0].toLowerCase();

/** MeloTTS's code for a UI language, or null when it does not speak it. */
export const meloLang = (language: string): string | null => MELOTTS_LANGS[primary(language)] ?? null;

/** The UI languages (BCP 47) MeloTTS narrates, for the admin page. */
export const narratedLanguages = (all: readonly string[]) => all.filter((tag) => meloLang(tag) !== null);

/**
 * Whisper takes ISO 639-1 codes; all 15 UI languages are Whisper languages. The route always
 * names one (the user's): without `language` Whisper assumes English, it does not detect.
 */
const whisperLanguage = (language?: string) => (language ? primary(language) : undefined);

export async function transcribe(
  call: AiCall,
  model: string,
  request: { audio: Uint8Array; language?: string },
): Promise<string> {
  const language = whisperLanguage(request.language);
  const result = (await call(model, {
    audio: toBase64(request.audio),
    task: "transcribe",
    ...(language ? { language } : {}),
    // Skips silence at the start and end of a push-to-talk recording, where Whisper invents text.
    vad_filter: true,
  })) as { text?: unknown } | null;
  const text = typeof result?.text === "string" ? result.text.trim() : "";
  if (!text) throw new EngineError("PROVIDER_ERROR", "Workers AI returned an empty transcript.");
  return text;
}

const isMp3 = (b: Uint8Array) =>
  b.length > 3 && ((b[0] === 0x49 && b[1] === 0x44 && b[2] === 0x33) || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0));
const isWav = (b: Uint8Array) =>
  b.length > 12 &&
  String.fromCharCode(...b.subarray(0, 4)) === "RIFF" &&
  String.fromCharCode(...b.subarray(8, 12)) === "WAVE";

export async function narrate(
  call: AiCall,
  model: string,
  request: { text: string; lang: string },
): Promise<{ audio: Uint8Array; mimeType: string }> {
  const result = await call(model, { prompt: request.text, lang: request.lang });
  const data = result instanceof Uint8Array ? result : (result as { audio?: unknown } | null)?.audio;
  const audio = typeof data === "string" && data ? fromBase64(data) : data instanceof Uint8Array ? data : null;
  // Documented as MP3; WAV is accepted too, since the file is stored under the type it has.
  if (audio && isMp3(audio)) return { audio, mimeType: "audio/mpeg" };
  if (audio && isWav(audio)) return { audio, mimeType: "audio/wav" };
  throw new EngineError("PROVIDER_ERROR", "Workers AI returned no speech.");
}
