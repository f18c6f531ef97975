// Voice input is uploaded as WAV, a format Gemini documents (it does not list WebM): the
// encoder writes a playable 16-bit mono RIFF/WAVE file (the Worker sniffs RIFF…WAVE as audio/wav).
import { describe, expect, it } from "vitest";
import { encodeWav, WAV_SAMPLE_RATE } from "@/components/voice/wav";

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

describe("voice recordings as WAV", () => {
  it("writes a 16 kHz mono 16-bit PCM file with clipped samples", () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, 1, -1, 2, -2]));
    const v = new DataView(wav.buffer);
    expect([ascii(wav, 0, 4), ascii(wav, 8, 16), ascii(wav, 36, 40)]).toEqual(["RIFF", "WAVEfmt ", "data"]);
    expect([v.getUint16(20, true), v.getUint16(22, true), v.getUint32(24, true), v.getUint16(34, true)]).toEqual([
      1,
      1,
      WAV_SAMPLE_RATE,
      16,
    ]);
    expect([v.getUint32(4, true), v.getUint32(40, true), wav.length]).toEqual([36 + 14, 14, 58]);
    const samples = Array.from({ length: 7 }, (_, i) => v.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 16384, -16383, 32767, -32767, 32767, -32767]);
  });
});
