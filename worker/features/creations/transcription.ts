// Voice input: a short recording to text through a provider. Transcription is free (it only
// fills the prompt box) but is logged in the usage history as transcribe_audio with 0 credits,
// so a user can see every call made for them.
import { chooseTranscriber } from "../../engines/select";
import { AppError } from "../../platform/errors";
import type { Database } from "../../platform/db/client";
import { logFreeAction } from "../credits/service";
import { toAppError } from "./paid-creation";
import { noteOperatorAlert } from "../operator/service";

/** webm/Matroska, Ogg, MP4/M4A, WAV, MP3: what browsers' MediaRecorder and uploads produce. */
export function sniffAudioType(b: Uint8Array): string | null {
  const ascii = (o: number, n: number) => String.fromCharCode(...b.subarray(o, o + n));
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return "audio/webm";
  if (b.length >= 4 && ascii(0, 4) === "OggS") return "audio/ogg";
  if (b.length >= 12 && ascii(4, 4) === "ftyp") return "audio/mp4";
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 4) === "WAVE") return "audio/wav";
  if (b.length >= 3 && (ascii(0, 3) === "ID3" || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0))) return "audio/mpeg";
  return null;
}

export async function transcribeRecording(
  ctx: { db: Database; env: Env; userId: string },
  audio: Uint8Array,
  language?: string,
) {
  const mimeType = sniffAudioType(audio);
  if (!mimeType) throw new AppError("UNSUPPORTED_AUDIO", "The recording is not an audio format we can read.");
  const transcriber = await chooseTranscriber(ctx.env, ctx.db);
  if (!transcriber)
    throw new AppError(
      "TRANSCRIPTION_UNAVAILABLE",
      "Voice input needs a Gemini or OpenAI key; ask an admin to add one.",
    );
  let text: string;
  try {
    text = await transcriber.transcribe({ audio, mimeType, language });
  } catch (error) {
    await noteOperatorAlert(ctx.db, error);
    throw toAppError(error, false);
  }
  await logFreeAction(ctx.db, {
    userId: ctx.userId,
    action: "transcribe_audio",
    metadata: { provider: transcriber.name, chars: text.length },
  });
  return { text, provider: transcriber.name };
}

export async function transcriptionAvailable(env: Env, db: Database) {
  return (await chooseTranscriber(env, db)) !== null;
}
