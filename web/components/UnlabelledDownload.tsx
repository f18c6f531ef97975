// "Download without the visible label" (Article 9, decision 0024), offered beside a finished
// work's download while this deployment draws the label. A user who has not taken on the
// labelling duty is told what it means and may accept it here, by ticking the undertaking; then
// (and at once for one who had accepted) the original is downloaded with `?label=none`, which the
// Worker logs. Withdrawing is on the account page.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { useCapabilities } from "@/lib/capabilities";
import { errorMessage } from "@/lib/error-messages";
import { queryClient } from "@/lib/query-client";
import { acceptLabellingDuty, downloadUnlabelled, unlabelledConsentQuery } from "@/lib/unlabelled-downloads";
import { Icon } from "./icons";

/** `fileName`: made at the click (a name with the time in it). */
type Props = { url: string; fileName: () => string; className?: string };

export function UnlabelledDownloadButton({ url, fileName, className = "btn btn-ghost btn-sm" }: Props) {
  const caps = useCapabilities();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!caps?.visibleLabel) return null;

  async function start() {
    setBusy(true);
    try {
      const consent = await queryClient.fetchQuery(unlabelledConsentQuery);
      if (!consent.accepted) setAsking(true);
      else if ((await downloadUnlabelled(url, fileName())) === "refused") setAsking(true);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void start()}
        disabled={busy}
        data-testid="download-unlabelled"
      >
        {busy ? <span className="loading loading-spinner loading-xs" /> : <Icon name="download" className="size-4" />}
        {m.ai_labels_download_unlabelled()}
      </button>
      {asking && (
        <LabellingDutyDialog
          onClose={() => setAsking(false)}
          onAccepted={async () => {
            setAsking(false);
            await downloadUnlabelled(url, fileName());
          }}
        />
      )}
    </>
  );
}

/** What the duty is, with the undertaking to tick before "accept and download". */
function LabellingDutyDialog({ onClose, onAccepted }: { onClose: () => void; onAccepted: () => Promise<void> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => ref.current?.showModal(), []);

  async function accept() {
    setBusy(true);
    try {
      queryClient.setQueryData(unlabelledConsentQuery.queryKey, await acceptLabellingDuty());
      await onAccepted();
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      onClose={onClose}
      aria-labelledby="labelling-duty-title"
      data-testid="labelling-duty-dialog"
    >
      <div className="modal-box space-y-3">
        <h3 id="labelling-duty-title" className="text-lg font-bold">
          {m.ai_labels_duty_title()}
        </h3>
        <p className="text-sm text-base-content/80">{m.ai_labels_consent_desc()}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/ai-labels" className="link link-primary" onClick={onClose}>
            {m.ai_labels_link()}
          </Link>
          <Link to="/account" className="link link-primary" onClick={onClose}>
            {m.ai_labels_duty_account()}
          </Link>
        </p>
        <label className="flex cursor-pointer items-start gap-3 rounded-box bg-base-200 p-3 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm mt-0.5"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            disabled={busy}
            data-testid="labelling-duty-agree"
          />
          <span>{m.ai_labels_consent_accept()}</span>
        </label>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {m.common_cancel()}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void accept()}
            disabled={!agreed || busy}
            data-testid="labelling-duty-accept"
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.ai_labels_duty_accept()}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button>{m.common_close()}</button>
      </form>
    </dialog>
  );
}
