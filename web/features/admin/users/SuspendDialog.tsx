// Suspend one user, with a required reason (decision 26): their sessions and live sockets end at
// once, API tokens stop working and unfinished tasks are refunded; the dialog says so first.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { adminApi, type AdminUser } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";

export function SuspendDialog({
  user,
  onClose,
  onSuspended,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSuspended: (id: string, reason: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (user) {
      setReason("");
      ref.current?.showModal();
    } else ref.current?.close();
  }, [user]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user || !reason.trim() || busy) return;
    setBusy(true);
    try {
      await adminApi.suspend(user.id, reason.trim());
      onSuspended(user.id, reason.trim());
      toast.success(m.admin_suspended_toast({ user: user.username }));
      onClose();
    } catch (error) {
      toast.error(m.admin_action_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="suspend-dialog">
      {user && (
        <form className="modal-box space-y-3" onSubmit={submit}>
          <h3 id={titleId} className="text-lg font-bold">
            {m.admin_suspend_title({ user: user.username })}
          </h3>
          <p className="text-sm text-base-content/70">{m.admin_suspend_desc()}</p>
          <label className="floating-label block">
            <span>{m.admin_suspend_reason()}</span>
            <textarea
              className="textarea w-full"
              placeholder={m.admin_suspend_reason()}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              disabled={busy}
              required
              dir="auto"
              data-testid="suspend-reason"
            />
          </label>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {m.common_cancel()}
            </button>
            <button
              type="submit"
              className="btn btn-error"
              disabled={!reason.trim() || busy}
              data-testid="suspend-submit"
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {m.admin_suspend_confirm()}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
