// Current password, new password twice. better-auth checks the current one, then ends every
// other session and gives this browser a fresh session cookie; the server deletes the account's
// API tokens too, which the form says before the user confirms.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { AuthError, changePassword } from "@/lib/auth-api";
import { authErrorMessage } from "@/lib/auth-errors";
import { validateNewPassword } from "@/lib/auth-validate";
import { PASSWORD_MIN } from "../../../shared/limits";

function problemWith(current: string, next: string, confirm: string) {
  if (!current) return m.account_current_password_required();
  return validateNewPassword(next, confirm) ?? (next === current ? m.account_password_same() : null);
}

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = problemWith(current, next, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      setConfirm("");
      toast.success(m.account_password_changed(), { description: m.account_password_changed_desc() });
      onChanged();
    } catch (err) {
      setError(
        err instanceof AuthError && err.code === "INVALID_PASSWORD"
          ? m.account_current_password_wrong()
          : authErrorMessage(err),
      );
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <>
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        className="input w-full"
        value={value}
        onChange={(e) => set(e.target.value)}
        placeholder={autoComplete === "new-password" ? m.auth_password_placeholder() : undefined}
        minLength={autoComplete === "new-password" ? PASSWORD_MIN : undefined}
        required
      />
    </>
  );

  return (
    <section className="card bg-base-100 shadow-sm">
      <form className="card-body gap-2" onSubmit={submit} noValidate data-testid="change-password-form">
        <h2 className="card-title text-base">{m.account_password_title()}</h2>
        <p className="text-sm text-base-content/60">{m.account_password_hint()}</p>
        <p
          role="note"
          className="alert alert-warning alert-soft max-w-md py-2 text-sm"
          data-testid="change-password-tokens-note"
        >
          {m.account_password_tokens_note()}
        </p>
        <fieldset className="fieldset max-w-md" disabled={busy}>
          {field("account-current-password", m.account_current_password(), current, setCurrent, "current-password")}
          {field("account-new-password", m.auth_new_password(), next, setNext, "new-password")}
          {field("account-confirm-password", m.auth_confirm_password(), confirm, setConfirm, "new-password")}
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-error" data-testid="change-password-error">
            {error}
          </p>
        )}
        <div className="card-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="change-password-submit">
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.account_password_submit()}
          </button>
        </div>
      </form>
    </section>
  );
}
