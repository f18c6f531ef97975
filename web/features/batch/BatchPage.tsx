// /studio/batch: product images from a spreadsheet (issue 28). Without ?id the seller sets a batch
// up (photos, sheet, every row checked and priced); with ?id=<batch> the page follows that batch
// as it runs, so a reload or a shared tab finds it again. Below either, the user's past batches.
import { useAtomValue } from "jotai";
import { useSearchParams } from "react-router";
import { m } from "@/paraglide/messages.js";
import { CreditBalance } from "@/components/CreditBalance";
import { DemoEngineNotice } from "@/components/DemoEngine";
import { creditsAtom } from "@/lib/session";
import { queryClient } from "@/lib/query-client";
import { batchQuery } from "./batch-api";
import { BatchRun } from "./BatchRun";
import { PastBatches } from "./PastBatches";
import { SheetSetup } from "./SheetSetup";

export default function BatchPage() {
  const credits = useAtomValue(creditsAtom);
  const [params, setParams] = useSearchParams();
  const id = params.get("id");
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.batch_title()}</h1>
          <p className="text-base-content/60">{m.batch_subtitle()}</p>
        </div>
        <CreditBalance credits={credits} />
      </div>
      <DemoEngineNotice studio="nano" />
      {id ? (
        <BatchRun key={id} id={id} onNew={() => setParams({})} />
      ) : (
        <SheetSetup
          onStarted={(batch) => {
            queryClient.setQueryData(batchQuery(batch.id).queryKey, { batch });
            void queryClient.invalidateQueries({ queryKey: ["batches"] });
            setParams({ id: batch.id });
          }}
        />
      )}
      <PastBatches current={id} />
    </div>
  );
}
