// The danger zone: deleting the account and everything in it. A modal asks for the email typed
// out and the password; afterwards this browser forgets the user too and goes to the landing page.
import { useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { errorMessage } from "@/lib/error-messages";
import { sessionAtom } from "@/lib/session";
import { deleteMyData, LOCAL_KEYS } from "./account-api";

export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card border border-error/40 bg-base-100 shadow-sm" data-testid="account-danger">
      <div className="card-body gap-2">
        <h2 className="card-title text-base text-error">
          <Icon name="trash" className="size-5" />
          {m.account_delete_title()}
        </h2>
        <p className="text-sm">{m.account_delete_desc()}</p>
        <p className="text-xs text-base-content/60">{m.account_delete_ledger_note()}</p>
        <div className="card-actions">
          <button
            type="button"
            className="btn btn-error btn-outline"
            onClick={() => setOpen(true)}
            data-testid="delete-account"
          >
            {m.account_delete_button()}
          </button>
        </div>
      </div>
      {open && <DeleteDialog email={email} onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setSession = useSetAtom(sessionAtom);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  useEffect(() => ref.current?.showModal(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!matches || !password) return;
    setBusy(true);
    setError(null);
    try {
      await deleteMyData(password);
      for (const key of LOCAL_KEYS) localStorage.removeItem(key);
      // An ended session: the signed-in layout's guard goes to the landing page, not to /auth.
      setSession({ status: "signedOut", ended: true });
      toast.success(m.account_deleted(), { description: m.account_deleted_desc() });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      role="alertdialog"
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="delete-dialog"
    >
      <form className="modal-box space-y-3" onSubmit={submit} noValidate>
        <h3 id={titleId} className="text-lg font-bold text-error">
          {m.account_delete_confirm_title()}
        </h3>
        <p className="text-sm text-base-content/70">{m.account_delete_desc()}</p>
        <fieldset className="fieldset" disabled={busy}>
          <label className="fieldset-legend" htmlFor="delete-email">
            {m.account_delete_type_email()}
          </label>
          <p className="font-mono text-sm break-all" dir="ltr">
            {email}
          </p>
          <input
            id="delete-email"
            className="input w-full"
            dir="ltr"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="delete-email"
          />
          <label className="fieldset-legend" htmlFor="delete-password">
            {m.account_current_password()}
          </label>
          <input
            id="delete-password"
            type="password"
            className="input w-full"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="delete-password"
          />
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-error" data-testid="delete-error">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {m.common_cancel()}
          </button>
          <button
            type="submit"
            className="btn btn-error"
            disabled={busy || !matches || !password}
            data-testid="delete-confirm"
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.account_delete_submit()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
