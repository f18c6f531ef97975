// The picture with the painted area over it, translucent: pointer events (mouse, pen, touch)
// paint or erase in the picture's own pixels, whatever size the picture is shown at. The
// overlay canvas is the picture's natural size and scaled with it by CSS.
import { useEffect, useRef, type PointerEvent } from "react";
import { m } from "@/paraglide/messages.js";
import type { MaskPainter, Point } from "./mask-painter";

/** The overlay's colour where painted (the theme's primary would vanish on some pictures). */
const TINT = [236, 72, 153, 140] as const;

type Props = {
  src: string;
  painter: MaskPainter;
  mode: "paint" | "erase";
  /** Brush diameter in screen pixels; turned into the picture's pixels when painting. */
  brush: number;
  /** Called after each change of the painted area (to refresh undo/redo and the button). */
  onChange: () => void;
  /** Bumped by the page when the painter changed outside a stroke (undo, redo, clear). */
  revision: number;
};

export function MaskCanvas({ src, painter, mode, brush, onChange, revision }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef(0);
  const painting = useRef(false);

  function render() {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const ctx = canvas.current?.getContext("2d");
      if (!ctx) return;
      const image = ctx.createImageData(painter.width, painter.height);
      const { painted } = painter;
      for (let p = 0; p < painted.length; p++) if (painted[p]) image.data.set(TINT, p * 4);
      ctx.putImageData(image, 0, 0);
    });
  }
  useEffect(render, [painter, revision]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  function pointOf(e: PointerEvent<HTMLCanvasElement>): { at: Point; scale: number } {
    const box = e.currentTarget.getBoundingClientRect();
    const scale = painter.width / box.width;
    return { at: { x: (e.clientX - box.left) * scale, y: (e.clientY - box.top) * scale }, scale };
  }

  function down(e: PointerEvent<HTMLCanvasElement>) {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    painting.current = true;
    const { at, scale } = pointOf(e);
    painter.begin(mode, Math.max(1, brush * scale), at);
    render();
  }
  function move(e: PointerEvent<HTMLCanvasElement>) {
    if (!painting.current) return;
    painter.extend(pointOf(e).at);
    render();
  }
  function up() {
    if (!painting.current) return;
    painting.current = false;
    painter.end();
    onChange();
  }

  return (
    <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-box border border-base-300">
      <img
        src={src}
        alt=""
        className="block max-h-[70vh] w-auto max-w-full select-none"
        draggable={false}
        data-testid="region-edit-image"
      />
      <canvas
        ref={canvas}
        width={painter.width}
        height={painter.height}
        className="absolute inset-0 size-full touch-none cursor-crosshair"
        aria-label={m.region_edit_canvas_label()}
        role="img"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-testid="region-edit-canvas"
      />
    </div>
  );
}
