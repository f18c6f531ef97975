// What the provider fakes answer to storybook calls: a story with the number of pages the
// request asks for (read from the schema's minItems or the prompt's "exactly N pages"), a
// short PCM clip for Gemini's TTS, and MP3 bytes for OpenAI's. No node: imports, so workerd
// tests can import the constants to compare against.
import type { JsonSchema } from "./provider-bodies";
import type { RecordedRequest } from "./recorded";

export const FAKE_STORY_TITLE = "Mimi and the Moon Boat";

/** The page count a story request asks for; 4 when it does not say. */
export function pagesAskedFor(prompt: string, schema?: JsonSchema): number {
  const fromSchema = Number(schema?.properties?.pages?.minItems);
  if (fromSchema > 0) return fromSchema;
  return Number(/exactly (\d+) pages/i.exec(prompt)?.[1] ?? 4);
}

export const fakeStoryPage = (i: number, n: number) =>
  `Page ${i + 1} of ${n}: Mimi the cat sails her paper boat towards the moon.`;

/**
 * The JSON text of a story. "bad-story" answers one page short, "broken-story" with JSON cut
 * off mid-way; any other scenario with exactly `n` pages.
 */
export function fakeStoryJson(n: number, scenario: string): string {
  if (scenario === "broken-story") return `{"title": "${FAKE_STORY_TITLE}", "pages": ["Once upon a`;
  const count = scenario === "bad-story" ? Math.max(0, n - 1) : n;
  return JSON.stringify({
    title: FAKE_STORY_TITLE,
    pages: Array.from({ length: count }, (_, i) => fakeStoryPage(i, n)),
  });
}

/** All the text parts of a recorded request (Gemini contents or OpenAI chat messages). */
export function promptText(r: RecordedRequest): string {
  const gemini = (r.json?.contents ?? []).flatMap((c) => (c.parts ?? []).map((p) => p.text ?? ""));
  const openai = (r.json?.messages ?? []).map((m) => (typeof m.content === "string" ? m.content : ""));
  return [...gemini, ...openai].join("\n");
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** 0.05 s of a 440 Hz tone, 16-bit signed little-endian mono at 24 kHz, as Gemini TTS sends it. */
export const FAKE_PCM_RATE = 24_000;
export const FAKE_PCM = (() => {
  const samples = FAKE_PCM_RATE / 20;
  const pcm = new Uint8Array(samples * 2);
  const view = new DataView(pcm.buffer);
  for (let i = 0; i < samples; i++)
    view.setInt16(i * 2, Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / FAKE_PCM_RATE)), true);
  return { bytes: pcm, base64: toBase64(pcm), mimeType: `audio/L16;codec=pcm;rate=${FAKE_PCM_RATE}` };
})();

/**
 * The fakes can only send string bodies (encoded as UTF-8), and an MPEG frame sync (0xFF) is
 * not ASCII, so the "MP3" is an ID3v2.4 tag (a TIT2 title frame) whose bytes are all below 0x80.
 */
export const FAKE_MP3 = (() => {
  const title = "\x03Fake narration"; // encoding byte 3 = UTF-8
  const frame = `TIT2\x00\x00\x00${String.fromCharCode(title.length)}\x00\x00${title}`;
  const text = `ID3\x04\x00\x00\x00\x00\x00${String.fromCharCode(frame.length)}${frame}`;
  return { text, bytes: Uint8Array.from(text, (c) => c.charCodeAt(0)) };
})();

/** The same tone as a complete WAV file, as the 3.8 TTS models may send it (audio/wav). */
export const FAKE_WAV = (() => {
  const pcm = FAKE_PCM.bytes;
  const wav = new Uint8Array(44 + pcm.length);
  const v = new DataView(wav.buffer);
  const ascii = (o: number, s: string) => [...s].forEach((c, i) => (wav[o + i] = c.charCodeAt(0)));
  ascii(0, "RIFF");
  v.setUint32(4, 36 + pcm.length, true);
  ascii(8, "WAVEfmt ");
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, FAKE_PCM_RATE, true);
  v.setUint32(28, FAKE_PCM_RATE * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  ascii(36, "data");
  v.setUint32(40, pcm.length, true);
  wav.set(pcm, 44);
  return { bytes: wav, base64: toBase64(wav) };
})();
