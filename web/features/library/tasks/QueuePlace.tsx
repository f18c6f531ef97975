// A task's place in the shared queue on the library card: "第 2 位 · 约 3 分钟" while waiting,
// "约 1 分钟" while running. The estimate counts down between the server's pushes (which correct
// it when a task ahead starts or finishes, and every minute); the line keeps its height when
// there is nothing to show, so the card does not jump.
import { useEffect, useState } from "react";
import { m } from "@/paraglide/messages.js";

export type Place = { position: number; etaSeconds: number; receivedAt: number };

const TICK_MS = 5_000;

/** The words for an estimate of `seconds` (whole minutes rounded up; under a minute said so). */
export function etaText(seconds: number) {
  return seconds < 60 ? m.queue_eta_soon() : m.queue_eta_minutes({ minutes: Math.ceil(seconds / 60) });
}

export function QueuePlace({ place, waiting }: { place: Place | null; waiting: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!place) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [place]);
  const left = place ? Math.max(0, place.etaSeconds - Math.max(0, now - place.receivedAt) / 1000) : 0;
  return (
    <span
      className="block min-h-4 basis-full text-xs leading-4 text-base-content/60 tabular-nums"
      data-testid="task-queue"
      data-position={place?.position}
    >
      {place
        ? waiting
          ? `${m.queue_place({ place: place.position + 1 })} · ${etaText(left)}`
          : etaText(left)
        : "\u00a0"}
    </span>
  );
}
