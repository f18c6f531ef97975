// "导出电商套图" (issue 28, decision 0034): a button on a work (library card, the work dialog, the
// generator's result) opening a dialog to choose marketplaces; exporting downloads one ZIP and
// then shows the pack's report as a page of the dialog: per file, what passed and what needs the
// seller's attention, with its alt text. Free; the Worker limits how often.
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { errorMessage } from "@/lib/error-messages";
import type { ExportPackProps } from "@/lib/work-tools-slot";
import { inTableOrder, MARKETPLACE_NAMES, MarketplacePicker } from "@/components/MarketplacePicker";
import type { Marketplace, PackReport } from "../../../shared/marketplace-rules";
import { downloadPackAgain, exportPack } from "./export-api";
import { PackReportView } from "./PackReportView";

export default function ExportPack({ workId, compact }: ExportPackProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? "btn btn-circle btn-sm bg-base-100/90" : "btn btn-sm btn-outline"}
        onClick={() => setOpen(true)}
        aria-label={compact ? m.export_pack_action() : undefined}
        title={compact ? m.export_pack_action() : undefined}
        data-testid="export-pack-open"
      >
        <Icon name="tag" className="size-4" />
        {!compact && m.export_pack_action()}
      </button>
      {open && <ExportPackDialog workId={workId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExportPackDialog({ workId, onClose }: { workId: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [chosen, setChosen] = useState<Marketplace[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: string; report: PackReport } | null>(null);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function run() {
    setBusy(true);
    try {
      setDone(await exportPack(workId, inTableOrder(chosen)));
      toast.success(m.export_pack_done());
    } catch (error) {
      toast.error(m.export_pack_failed(), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function again() {
    if (!done) return;
    try {
      await downloadPackAgain(done.id);
    } catch (error) {
      toast.error(m.export_pack_failed(), { description: errorMessage(error) });
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="export-pack-dialog">
      <div className="modal-box max-h-[90dvh] space-y-3 overflow-y-auto">
        <h3 id={titleId} className="text-lg font-bold">
          {done ? m.export_pack_report_title() : m.export_pack_title()}
        </h3>
        {done ? (
          <PackReportView report={done.report} names={MARKETPLACE_NAMES} />
        ) : (
          <>
            <p className="text-sm text-base-content/70">{m.export_pack_hint()}</p>
            <MarketplacePicker chosen={chosen} onChange={setChosen} />
          </>
        )}
        <div className="modal-action flex-wrap">
          {done ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void again()}
              data-testid="export-pack-again"
            >
              <Icon name="download" className="size-4" />
              {m.export_pack_download_again()}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || chosen.length === 0}
              onClick={() => void run()}
              data-testid="export-pack-start"
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {busy ? m.export_pack_working() : m.export_pack_start()}
            </button>
          )}
          <button type="button" className="btn" onClick={onClose}>
            {m.common_close()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
