// Before/after comparison: the result over the original, split by a draggable handle
// (pointer, touch and keyboard via the range input).
import { useRef, useState, type PointerEvent } from "react";
import { m } from "@/paraglide/messages.js";
import { aspectOf, type PixelSize, type VariantUrls } from "@/lib/image-variants";
import { WorkImage } from "./WorkImage";

type Props = {
  before: string;
  /** The stored photo's variant URLs; none for a photo only just picked (a local file). */
  beforeVariants?: VariantUrls | null;
  after: string | null;
  afterVariants?: VariantUrls | null;
  busy: boolean;
  /** What is said while busy; by default that an AI is transforming the photo. */
  busyText?: string;
  /** How wide the comparison is drawn, as the `sizes` attribute (it depends on the page). */
  sizes: string;
  /** The pictures' pixels when known (a result's metadata): the box keeps their shape while they load. */
  size?: PixelSize;
};

export function BeforeAfter({ before, beforeVariants, after, afterVariants, busy, busyText, sizes, size }: Props) {
  const [split, setSplit] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  // A photo only just picked (not yet sent) is a local file: it is drawn in its own shape at once.
  const local = !beforeVariants;

  function follow(e: PointerEvent<HTMLDivElement>) {
    if (e.buttons !== 1 || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    const x = document.documentElement.dir === "rtl" ? rect.right - e.clientX : e.clientX - rect.left;
    setSplit(Math.max(0, Math.min(100, (x / rect.width) * 100)));
  }

  return (
    <div className="space-y-2">
      <div
        ref={box}
        className="checkerboard relative overflow-hidden rounded-box border border-base-300 select-none"
        onPointerDown={follow}
        onPointerMove={follow}
        data-testid="before-after"
      >
        {local ? (
          <img
            src={before}
            alt={m.art_before()}
            className="block max-h-[70vh] w-full object-contain"
            draggable={false}
          />
        ) : (
          <WorkImage
            src={before}
            variants={beforeVariants}
            size={size}
            aspect={aspectOf(size, 4 / 3)}
            alt={m.art_before()}
            sizes={sizes}
            fit="contain"
            className="max-h-[70vh] w-full"
            draggable={false}
          />
        )}
        {after && (
          <WorkImage
            src={after}
            variants={afterVariants}
            size={size}
            alt={m.art_after()}
            sizes={sizes}
            fill
            fit="contain"
            placeholder={false}
            style={{
              clipPath:
                document.documentElement.dir === "rtl"
                  ? `inset(0 0 0 ${100 - split}%)`
                  : `inset(0 ${100 - split}% 0 0)`,
            }}
            draggable={false}
            data-testid="after-image"
          />
        )}
        {after && (
          <div
            className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow"
            style={{ insetInlineStart: `${split}%` }}
          >
            <div className="absolute top-1/2 size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/80 shadow-lg rtl:translate-x-1/2" />
          </div>
        )}
        <span className="badge badge-neutral absolute end-2 top-2">{m.art_before()}</span>
        {after && <span className="badge badge-primary absolute start-2 top-2">{m.art_after()}</span>}
        {busy && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-base-100/70 backdrop-blur-sm"
            role="status"
            data-testid="transform-overlay"
          >
            <span className="loading loading-spinner loading-lg text-primary" />
            <p className="font-medium">{busyText ?? m.art_transforming()}</p>
          </div>
        )}
      </div>
      {after && (
        <input
          type="range"
          min={0}
          max={100}
          value={split}
          onChange={(e) => setSplit(Number(e.target.value))}
          className="range range-xs range-primary w-full"
          aria-label={m.art_compare_slider()}
          data-testid="compare-slider"
        />
      )}
    </div>
  );
}
