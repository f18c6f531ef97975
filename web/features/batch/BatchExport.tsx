// A stopped or finished batch's pictures as marketplace export packs (issue 28, decisions 0034
// and 0035): the seller picks marketplaces with the work dialog's picker and downloads one ZIP, a
// folder per work and one report.json. A batch of more works than one request takes is exported
// in parts. Works whose pack failed are named here (and in the report), never left out silently.
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { inTableOrder, MarketplacePicker } from "@/components/MarketplacePicker";
import { errorMessage } from "@/lib/error-messages";
import { BATCH_PACK_MAX_WORKS } from "../../../shared/batch-sheet";
import type { Marketplace } from "../../../shared/marketplace-rules";
import { exportBatchPacks } from "./batch-api";

export function BatchExport({ batchId, works }: { batchId: string; works: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => setOpen(true)}
        data-testid="batch-export-open"
      >
        <Icon name="tag" className="size-4" />
        {m.export_pack_action()}
      </button>
      {open && <BatchExportDialog batchId={batchId} works={works} onClose={() => setOpen(false)} />}
    </>
  );
}

function BatchExportDialog({ batchId, works, onClose }: { batchId: string; works: number; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [chosen, setChosen] = useState<Marketplace[]>([]);
  const [part, setPart] = useState(1);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ works: number; failed: number } | null>(null);
  const parts = Math.ceil(works / BATCH_PACK_MAX_WORKS);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function run() {
    setBusy(true);
    setDone(null);
    try {
      const made = await exportBatchPacks(batchId, inTableOrder(chosen), part);
      setDone(made);
      toast.success(m.export_pack_done());
    } catch (error) {
      toast.error(m.export_pack_failed(), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="batch-export-dialog">
      <div className="modal-box max-h-[90dvh] space-y-3 overflow-y-auto">
        <h3 id={titleId} className="text-lg font-bold">
          {m.export_pack_title()}
        </h3>
        <p className="text-sm text-base-content/70">{m.batch_export_hint()}</p>
        {parts > 1 && (
          <label className="block space-y-1">
            <span className="text-sm">{m.batch_export_parts_hint({ count: works, max: BATCH_PACK_MAX_WORKS })}</span>
            <select
              className="select select-sm w-full"
              value={part}
              onChange={(event) => setPart(Number(event.target.value))}
              data-testid="batch-export-part"
            >
              {Array.from({ length: parts }, (_, i) => (
                <option key={i} value={i + 1}>
                  {m.batch_export_part({
                    part: i + 1,
                    from: i * BATCH_PACK_MAX_WORKS + 1,
                    to: Math.min(works, (i + 1) * BATCH_PACK_MAX_WORKS),
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
        <MarketplacePicker chosen={chosen} onChange={setChosen} />
        {done && (
          <div role="status" className="space-y-2" data-testid="batch-export-result">
            <p className="alert alert-success text-sm">{m.batch_export_done({ works: done.works - done.failed })}</p>
            {done.failed > 0 && (
              <p className="alert alert-warning text-sm" data-testid="batch-export-failed">
                {m.batch_export_some_failed({ failed: done.failed })}
              </p>
            )}
          </div>
        )}
        <div className="modal-action flex-wrap">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || chosen.length === 0}
            onClick={() => void run()}
            data-testid="batch-export-start"
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {busy ? m.export_pack_working() : m.export_pack_start()}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {m.common_close()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
