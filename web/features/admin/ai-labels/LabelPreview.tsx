// The label as pictures will carry it: a sample picture with the rendered text drawn in by the
// Worker's own code (shared/label-plate.ts), at the same place and size (5% of the shorter side).
import { useEffect, useRef } from "react";
import { m } from "@/paraglide/messages.js";
import { drawLabel, type LabelMask } from "../../../../shared/label-plate";

const WIDTH = 600;
const HEIGHT = 400;

/** A calm sample picture: a sky-to-sand gradient with a sun and two hills, no text of its own. */
function paintSample(ctx: CanvasRenderingContext2D) {
  const sky = ctx.createLinearGradient(0, 0, 0, HEIGHT);
  sky.addColorStop(0, "#8ec5fc");
  sky.addColorStop(1, "#f6e7c1");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = "#ffd36e";
  ctx.beginPath();
  ctx.arc(WIDTH * 0.72, HEIGHT * 0.3, 46, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#7fb77e";
  ctx.beginPath();
  ctx.ellipse(WIDTH * 0.25, HEIGHT, WIDTH * 0.45, HEIGHT * 0.38, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = "#5b9a68";
  ctx.beginPath();
  ctx.ellipse(WIDTH * 0.85, HEIGHT, WIDTH * 0.4, HEIGHT * 0.28, 0, Math.PI, 0);
  ctx.fill();
}

/** `mask` null: the label is not drawn (or the text cannot be), the picture as it is. */
export function LabelPreview({ mask, drawn }: { mask: LabelMask | null; drawn: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    paintSample(ctx);
    if (!drawn || !mask) return;
    const image = ctx.getImageData(0, 0, WIDTH, HEIGHT);
    drawLabel(new Uint8Array(image.data.buffer), WIDTH, HEIGHT, mask);
    ctx.putImageData(image, 0, 0);
  }, [mask, drawn]);
  return (
    // Not a <figure>: daisyUI lays out a card's figures as centred flex rows.
    <div className="min-w-0 space-y-2">
      {/* The picture's own corner is bottom-right in every language: the plate is drawn there. */}
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="block h-auto w-full max-w-md rounded-box border border-base-300"
        role="img"
        aria-label={m.admin_ai_labels_preview_alt()}
        data-testid="ai-labels-preview"
        data-drawn={drawn && mask ? "true" : "false"}
      />
      <p className="text-xs text-base-content/60">
        {drawn ? m.admin_ai_labels_preview_hint() : m.admin_ai_labels_preview_off()}
      </p>
    </div>
  );
}
