// How many variants one generation makes (1 to GENERATION_COUNT_MAX): each is charged, stored
// and refined on its own, so the generate button shows their total price.
import { m } from "@/paraglide/messages.js";
import { formatNumber } from "@/lib/format";
import { GENERATION_COUNT_MAX } from "../../../shared/limits";

const COUNTS = Array.from({ length: GENERATION_COUNT_MAX }, (_, i) => i + 1);

export function VariantsPicker({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (count: number) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="fieldset" disabled={disabled}>
      <span className="fieldset-legend">{m.variants_label()}</span>
      <div className="join w-full" role="radiogroup" aria-label={m.variants_label()}>
        {COUNTS.map((count) => (
          <button
            key={count}
            type="button"
            role="radio"
            aria-checked={value === count}
            className={`btn join-item btn-sm flex-1 ${value === count ? "btn-primary" : "btn-outline border-base-300"}`}
            onClick={() => onChange(count)}
            data-testid={`variants-${count}`}
          >
            {formatNumber(count)}
          </button>
        ))}
      </div>
      <p className="label whitespace-normal">{m.variants_hint()}</p>
    </fieldset>
  );
}
