// /nano and /studio/text-to-image: the product image generator (spec §2).
import { useState } from "react";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatNumber } from "@/lib/format";
import { normalizeMaxTokens, TEMPERATURE_DEFAULT, MAX_TOKENS_DEFAULT } from "./parameters";
import { ParametersPanel, type Parameters } from "./ParametersPanel";
import { ResultPanel } from "./ResultPanel";
import { UsageDialog } from "./UsageDialog";
import { useGenerator } from "./use-generator";

export default function NanoPage() {
  const gen = useGenerator();
  const [params, setParams] = useState<Parameters>({ prompt: "", temperature: TEMPERATURE_DEFAULT, maxTokens: MAX_TOKENS_DEFAULT, images: [] });
  const [usageOpen, setUsageOpen] = useState(false);
  const tuning = { temperature: params.temperature, maxTokens: normalizeMaxTokens(params.maxTokens) };

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.nano_title()}</h1>
          <p className="text-base-content/60">{m.nano_subtitle()}</p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn btn-ghost btn-sm gap-1" onClick={() => setUsageOpen(true)} data-testid="usage-button">
            <Icon name="history" className="size-4" />
            {m.usage_dialog_title()}
          </button>
          <button type="button" className="btn btn-sm gap-2 border-primary/30 bg-primary/10 text-primary" onClick={() => setUsageOpen(true)} data-testid="balance-card">
            <Icon name="coins" className="size-4" />
            {m.common_credits_count({ count: formatNumber(gen.credits) })}
          </button>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ParametersPanel value={params} onChange={setParams} generating={gen.generating} onGenerate={() => void gen.generate({ ...params, ...tuning })} />
        <ResultPanel gen={gen} onRefine={(instruction) => gen.refine({ ...tuning, instruction })} />
      </div>
      <UsageDialog open={usageOpen} onClose={() => setUsageOpen(false)} credits={gen.credits} />
    </div>
  );
}
