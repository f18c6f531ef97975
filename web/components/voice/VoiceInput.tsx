// The microphone button: idle → recording → transcribing; click toggles, touch start/end
// records while held. The text is appended to the prompt. Without a provider it explains
// instead of failing silently.
import { useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { getLocale } from "@/paraglide/runtime.js";
import { Icon } from "@/components/icons";
import { api, unwrap } from "@/lib/api";
import { useCapabilities } from "@/lib/capabilities";
import { errorMessage } from "@/lib/error-messages";
import { startRecording } from "./recorder";

type State = "idle" | "recording" | "transcribing";

export function VoiceInput({ onText, disabled }: { onText: (text: string) => void; disabled?: boolean }) {
  const caps = useCapabilities();
  const [state, setState] = useState<State>("idle");
  const session = useRef<{ stop: () => Promise<Blob> } | null>(null);
  const available = caps?.transcription ?? false;

  async function begin() {
    if (!available) return void toast.info(m.voice_unavailable_title(), { description: m.voice_unavailable_desc() });
    try {
      session.current = await startRecording();
      setState("recording");
      toast.info(m.voice_recording_started(), { description: m.voice_recording_hint() });
    } catch {
      toast.error(m.voice_mic_denied(), { description: m.voice_mic_denied_desc() });
    }
  }

  async function finish() {
    const recording = session.current;
    session.current = null;
    if (!recording) return;
    setState("transcribing");
    try {
      const audio = await recording.stop();
      const result = await unwrap(
        api.transcribe.$post({
          form: {
            audio: new File([audio], audio.type === "audio/wav" ? "voice.wav" : "voice.webm", { type: audio.type }),
            language: getLocale(),
          },
        }),
      );
      if (result.text) onText(result.text);
      toast.success(m.voice_success(), { description: m.voice_success_desc() });
    } catch (error) {
      toast.error(m.voice_failed(), { description: errorMessage(error) });
    } finally {
      setState("idle");
    }
  }

  const toggle = () => (state === "recording" ? void finish() : state === "idle" ? void begin() : undefined);
  const label =
    state === "recording"
      ? m.voice_stop()
      : state === "transcribing"
        ? m.voice_transcribing()
        : available
          ? m.voice_start()
          : m.voice_unavailable_title();

  return (
    <button
      type="button"
      className={`btn btn-sm gap-1 ${state === "recording" ? "btn-error animate-pulse" : "btn-ghost"} ${available ? "" : "opacity-60"}`}
      onClick={toggle}
      onTouchStart={(e) => {
        e.preventDefault();
        if (state === "idle") void begin();
      }}
      onTouchEnd={(e) => {
        e.preventDefault();
        if (state === "recording") void finish();
      }}
      disabled={disabled || state === "transcribing"}
      title={available ? label : m.voice_unavailable_desc()}
      aria-label={label}
      data-testid="voice-input"
      data-state={state}
    >
      {state === "transcribing" ? (
        <span className="loading loading-spinner loading-xs" />
      ) : (
        <Icon name={state === "recording" ? "stop" : "mic"} className="size-4" />
      )}
      <span className="hidden sm:inline">{label}</span>
    </button>
  );
}
