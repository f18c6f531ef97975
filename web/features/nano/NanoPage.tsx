// /nano and /studio/text-to-image: the product image generator (spec §2). `?reuse=<workId>`
// fills the parameters from an earlier work ("reuse settings" in the library).
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { DemoEngineNotice } from "@/components/DemoEngine";
import { Icon } from "@/components/icons";
import { useCapabilities, type ImageSize } from "@/lib/capabilities";
import { queryClient } from "@/lib/query-client";
import { workQuery } from "@/lib/works";
import { imageSizeToSend, normalizeMaxTokens } from "./parameters";
import { ASPECT_RATIOS, type AspectRatio } from "../../../shared/choices";
import { MAX_TOKENS, TEMPERATURE } from "../../../shared/limits";
import { ParametersPanel, type Parameters } from "./ParametersPanel";
import { ResultPanel } from "./ResultPanel";
import { UsageDialog } from "./UsageDialog";
import { useGenerator } from "./use-generator";

const INITIAL: Parameters = {
  prompt: "",
  temperature: TEMPERATURE.default,
  maxTokens: MAX_TOKENS.default,
  aspectRatio: "1:1",
  imageSize: "1K",
  images: [],
  apiKey: "",
  variants: 1,
  keepProduct: true,
};
const isImageSize = (value: unknown): value is ImageSize => value === "1K" || value === "2K" || value === "4K";

/** The first generation of a conversation holds the prompt and parameters worth reusing. */
async function settingsOf(workId: string): Promise<Partial<Parameters>> {
  const { work } = await queryClient.fetchQuery(workQuery(workId));
  const root = work.rootId !== work.id ? (await queryClient.fetchQuery(workQuery(work.rootId))).work : work;
  const meta = root.metadata;
  const ratio = ASPECT_RATIOS.includes(meta.aspectRatio as AspectRatio) ? (meta.aspectRatio as AspectRatio) : "1:1";
  return {
    prompt: root.prompt,
    temperature: meta.temperature ?? TEMPERATURE.default,
    maxTokens: meta.maxTokens ?? MAX_TOKENS.default,
    aspectRatio: ratio,
    imageSize: isImageSize(meta.imageSize) ? meta.imageSize : "1K",
  };
}

export default function NanoPage() {
  const gen = useGenerator();
  const sizes = useCapabilities()?.imageSizes ?? [];
  const [params, setParams] = useState<Parameters>(INITIAL);
  const [usageOpen, setUsageOpen] = useState(false);
  const [search, setSearch] = useSearchParams();
  const reuse = search.get("reuse");
  const tuning = {
    temperature: params.temperature,
    maxTokens: normalizeMaxTokens(params.maxTokens),
    apiKey: params.apiKey.trim() || undefined,
  };

  useEffect(() => {
    if (!reuse) return;
    settingsOf(reuse)
      .then((settings) => {
        setParams((p) => ({ ...p, ...settings }));
        toast.success(m.nano_reused());
      })
      .catch(() => toast.error(m.error_not_found()))
      .finally(() => setSearch({}, { replace: true }));
  }, [reuse, setSearch]);

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.nano_title()}</h1>
          <p className="text-base-content/60">{m.nano_subtitle()}</p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-1"
            onClick={() => setUsageOpen(true)}
            data-testid="usage-button"
          >
            <Icon name="history" className="size-4" />
            {m.usage_dialog_title()}
          </button>
          <button
            type="button"
            className="btn btn-sm gap-2 border-primary/30 bg-primary/10 text-primary"
            onClick={() => setUsageOpen(true)}
            data-testid="balance-card"
          >
            <Icon name="coins" className="size-4" />
            {m.common_credits_count({ count: gen.credits })}
          </button>
        </div>
      </div>
      <DemoEngineNotice studio="nano" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ParametersPanel
          value={params}
          onChange={setParams}
          generating={gen.generating}
          onGenerate={() =>
            void gen.generate({ ...params, ...tuning, imageSize: imageSizeToSend(params.imageSize, sizes) })
          }
        />
        <ResultPanel gen={gen} onRefine={(instruction) => gen.refine({ ...tuning, instruction })} />
      </div>
      <UsageDialog open={usageOpen} onClose={() => setUsageOpen(false)} credits={gen.credits} />
    </div>
  );
}
