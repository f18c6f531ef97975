// "Keep the product exact": with a reference photo, the first one is the product; the Worker cuts it
// out and puts its own pixels back into whatever the engine paints (docs/decisions/0033).
import { m } from "@/paraglide/messages.js";

export function KeepProductSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (keep: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex items-start justify-between gap-3 rounded-field border border-base-300 p-3">
      <span className="min-w-0">
        <span className="block text-sm font-medium">{m.nano_keep_product()}</span>
        <span className="block text-xs text-base-content/60">{m.nano_keep_product_hint()}</span>
      </span>
      <input
        type="checkbox"
        className="toggle toggle-primary shrink-0"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        data-testid="keep-product"
      />
    </label>
  );
}
