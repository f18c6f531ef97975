// A generation's variants as a grid (two columns: 2×2 for four, also at 390 px): choosing one
// makes it the image the conversation refines; each has its own download.
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { WorkImage } from "@/components/WorkImage";
import { downloadImage } from "@/lib/download";
import type { Variant } from "./use-generator";

/** Half the result square: 3/10 of an 80rem page from 1024 px, half the page's width below. */
const TILE_SIZES = "(min-width: 1024px) 23rem, calc(50vw - 3rem)";

export function VariantGrid({
  variants,
  chosenId,
  onChoose,
  busy,
}: {
  variants: Variant[];
  chosenId: string;
  onChoose: (work: Variant) => void;
  busy: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2" data-testid="variant-grid">
      {variants.map((work, i) => {
        const chosen = work.id === chosenId;
        return (
          <li key={work.id} className="relative">
            <button
              type="button"
              className={`checkerboard block aspect-square w-full overflow-hidden rounded-box border border-base-300 ${chosen ? "ring-4 ring-primary" : ""}`}
              onClick={() => onChoose(work)}
              aria-pressed={chosen}
              aria-label={m.variants_choose({ n: i + 1 })}
              disabled={busy}
              data-testid="variant"
              data-work-id={work.id}
            >
              <WorkImage
                src={work.imageUrl}
                variants={work.variantUrls}
                size={work.metadata}
                alt={work.prompt}
                sizes={TILE_SIZES}
                fill
                fit="contain"
              />
            </button>
            {chosen && (
              <span className="badge badge-primary pointer-events-none absolute start-2 top-2">
                {m.variants_chosen()}
              </span>
            )}
            <button
              type="button"
              className="btn btn-circle btn-sm absolute end-2 bottom-2"
              onClick={() => downloadImage(work.imageUrl, `product-${i + 1}-${Date.now()}.png`)}
              aria-label={m.variants_download({ n: i + 1 })}
              title={m.variants_download({ n: i + 1 })}
              data-testid="variant-download"
            >
              <Icon name="download" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
