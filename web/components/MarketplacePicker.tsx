// The marketplaces an export pack is made for, as checkboxes (issue 28, decision 0034): the same
// picker in a work's "导出电商套图" dialog (features/export) and on a batch (features/batch).
import { m } from "@/paraglide/messages.js";
import { MARKETPLACES, type Marketplace } from "../../shared/marketplace-rules";

export const MARKETPLACE_NAMES: Record<Marketplace, () => string> = {
  taobao: m.export_pack_market_taobao,
  tmall: m.export_pack_market_tmall,
  jd: m.export_pack_market_jd,
  pinduoduo: m.export_pack_market_pinduoduo,
  amazon: m.export_pack_market_amazon,
  shopify: m.export_pack_market_shopify,
};

/** The chosen marketplaces in the table's order, whatever order they were ticked in. */
export const inTableOrder = (chosen: Marketplace[]) => MARKETPLACES.filter((t) => chosen.includes(t));

export function MarketplacePicker({
  chosen,
  onChange,
}: {
  chosen: Marketplace[];
  onChange: (chosen: Marketplace[]) => void;
}) {
  const toggle = (market: Marketplace) =>
    onChange(chosen.includes(market) ? chosen.filter((t) => t !== market) : [...chosen, market]);
  return (
    <>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="export-pack-targets">
        <legend className="mb-1 text-xs text-base-content/60">{m.export_pack_choose()}</legend>
        {MARKETPLACES.map((market) => (
          <label
            key={market}
            className="flex min-w-0 cursor-pointer items-center gap-2 rounded-box border border-base-300 p-2"
          >
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen.includes(market)}
              onChange={() => toggle(market)}
              data-testid={`export-pack-target-${market}`}
            />
            <span className="min-w-0 text-sm break-words text-base-content">{MARKETPLACE_NAMES[market]()}</span>
          </label>
        ))}
      </fieldset>
      {chosen.length === 0 && <p className="text-xs text-base-content/60">{m.export_pack_pick_one()}</p>}
    </>
  );
}
