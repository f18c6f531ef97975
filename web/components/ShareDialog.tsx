// "Share" for one work or storybook: opening it makes (or finds) the public link and shows it with
// a copy button; "stop sharing" revokes it, after which the link answers "not found".
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { errorMessage } from "@/lib/error-messages";
import { sharesApi, type ShareLink, type ShareTarget } from "@/lib/shares-api";

type Props = { target: ShareTarget | null; onClose: () => void };

export function ShareDialog({ target, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!target) {
      ref.current?.close();
      return;
    }
    setLink(null);
    ref.current?.showModal();
    let current = true;
    sharesApi
      .create(target)
      .then(({ share }) => current && setLink(share))
      .catch((error: unknown) => {
        if (!current) return;
        toast.error(errorMessage(error));
        onClose();
      });
    return () => {
      current = false;
    };
  }, [target, onClose]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(m.share_copied());
    } catch {
      toast.error(m.share_copy_failed());
    }
  }

  async function stop() {
    if (!link) return;
    setBusy(true);
    try {
      await sharesApi.revoke(link.id);
      toast.success(m.share_stopped());
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="share-dialog">
      <div className="modal-box space-y-3">
        <h3 id={titleId} className="text-lg font-bold">
          {m.share_title()}
        </h3>
        <p className="text-sm text-base-content/70">{m.share_hint()}</p>
        {link === null ? (
          <div className="flex justify-center py-4">
            <span className="loading loading-spinner" />
          </div>
        ) : (
          <div className="join w-full">
            <input
              className="input join-item min-w-0 flex-1"
              dir="ltr"
              readOnly
              value={link.url}
              aria-label={m.share_link_label()}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="share-url"
            />
            <button
              type="button"
              className="btn btn-primary join-item"
              onClick={() => void copy()}
              data-testid="share-copy"
            >
              {m.share_copy()}
            </button>
          </div>
        )}
        <div className="modal-action flex-wrap">
          <button
            type="button"
            className="btn btn-ghost text-error"
            disabled={!link || busy}
            onClick={() => void stop()}
            data-testid="share-stop"
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.share_stop()}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {m.common_close()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
