// Microphone recording: MediaRecorder's own format (24 kHz mono webm where the browser allows
// it, spec §9), converted to WAV when it stops because Gemini does not take webm (see wav.ts).
import { toWav } from "./wav";

export async function startRecording(): Promise<{ stop: () => Promise<Blob> }> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, sampleRate: 24000, echoCancellation: true, noiseSuppression: true },
  });
  const mimeType = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 48_000 } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
  recorder.start();
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.onstop = () => {
          stream.getTracks().forEach((t) => t.stop());
          resolve(toWav(new Blob(chunks, { type: recorder.mimeType || "audio/webm" })));
        };
        recorder.stop();
      }),
  };
}
