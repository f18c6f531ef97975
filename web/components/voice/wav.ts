// Recordings as 16 kHz mono 16-bit WAV: the one format every transcriber documents (Gemini
// lists WAV, MP3, AIFF, AAC, OGG Vorbis and FLAC, not the WebM/Opus or MP4 that MediaRecorder
// makes; OpenAI and Whisper take WAV too). 16 kHz is what speech models listen at: a minute
// is about 1.9 MB, well under the 10 MB upload limit.
export const WAV_SAMPLE_RATE = 16_000;

/** PCM samples (-1…1) as a RIFF/WAVE file, 16-bit little-endian mono. */
export function encodeWav(samples: Float32Array, sampleRate = WAV_SAMPLE_RATE): Uint8Array {
  const wav = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => (wav[offset + i] = c.charCodeAt(0)));
  ascii(0, "RIFF");
  v.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  ascii(36, "data");
  v.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => v.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, s)) * 0x7fff), true));
  return wav;
}

/**
 * The browser decodes its own recording (WebM/Opus, Ogg/Opus or MP4/AAC) and resamples it to
 * 16 kHz mono; the original comes back unchanged where the browser cannot.
 */
export async function toWav(recording: Blob): Promise<Blob> {
  let context: AudioContext | undefined;
  try {
    context = new AudioContext();
    const decoded = await context.decodeAudioData(await recording.arrayBuffer());
    const frames = Math.max(1, Math.ceil(decoded.duration * WAV_SAMPLE_RATE));
    const offline = new OfflineAudioContext(1, frames, WAV_SAMPLE_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const mono = await offline.startRendering();
    return new Blob([encodeWav(mono.getChannelData(0)) as Uint8Array<ArrayBuffer>], { type: "audio/wav" });
  } catch {
    return recording;
  } finally {
    void context?.close().catch(() => undefined);
  }
}
