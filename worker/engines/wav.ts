// Gemini's speech arrives as raw PCM ("audio/L16;codec=pcm;rate=24000"): 16-bit signed
// little-endian mono samples with no container. A 44-byte RIFF/WAVE header makes it a file
// browsers play.

/** The sample rate and channel count named in an audio/L16 MIME type (24 kHz mono if unsaid). */
export function pcmFormat(mimeType: string): { sampleRate: number; channels: number } {
  const param = (name: string) => Number(new RegExp(`(?:^|;)\\s*${name}=(\\d+)`, "i").exec(mimeType)?.[1]);
  const rate = param("rate");
  const channels = param("channels");
  return { sampleRate: rate > 0 ? rate : 24_000, channels: channels > 0 ? channels : 1 };
}

export function pcmToWav(pcm: Uint8Array, sampleRate = 24_000, channels = 1, bitsPerSample = 16): Uint8Array {
  const blockAlign = channels * (bitsPerSample / 8);
  // A trailing partial sample frame would make the data chunk odd-sized and unplayable.
  pcm = pcm.subarray(0, pcm.length - (pcm.length % blockAlign));
  const wav = new Uint8Array(44 + pcm.length);
  const v = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) wav[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  v.setUint32(4, 36 + pcm.length, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  v.setUint32(16, 16, true); // fmt chunk size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, channels, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * blockAlign, true); // byte rate
  v.setUint16(32, blockAlign, true);
  v.setUint16(34, bitsPerSample, true);
  ascii(36, "data");
  v.setUint32(40, pcm.length, true);
  wav.set(pcm, 44);
  return wav;
}
