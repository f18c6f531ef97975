// /auth/forgot-password: ask for a reset link by email. The answer is the same whether or not the
// email has an account (the server never says), so the page only ever says "if it exists, check
// your inbox". The sign-in form hands over the email it already had.
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { requestPasswordReset } from "@/lib/auth-api";
import { authErrorMessage } from "@/lib/auth-errors";
import { AuthHeading, AuthShell, AuthSubmit, BackToSignIn } from "./AuthShell";
import { validateEmail } from "@/lib/auth-validate";

export default function ForgotPasswordPage() {
  const handedOver = (useLocation().state as { email?: string } | null)?.email ?? "";
  const [email, setEmail] = useState(handedOver);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) {
      toast.error(m.auth_input_error(), { description: invalid });
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      toast.error(m.auth_forgot_failed(), { description: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell>
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        {sentTo ? (
          <div className="card-body items-center gap-4 text-center" role="status" data-testid="forgot-sent">
            <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon name="mail" className="size-7" />
            </span>
            <h1 className="text-2xl font-bold">{m.auth_forgot_sent_title()}</h1>
            <p className="text-base-content/70">{m.auth_forgot_sent_desc({ email: sentTo })}</p>
            <p className="text-sm text-base-content/60">{m.auth_forgot_sent_hint()}</p>
            <Link to="/auth" className="btn btn-primary w-full">
              {m.auth_back_to_login()}
            </Link>
            <button type="button" className="link link-primary text-sm" onClick={() => setSentTo(null)}>
              {m.auth_forgot_try_again()}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} className="card-body gap-4" noValidate data-testid="forgot-form">
            <AuthHeading title={m.auth_forgot_title()} subtitle={m.auth_forgot_subtitle()} />
            <fieldset className="fieldset" disabled={busy}>
              <label className="fieldset-legend" htmlFor="forgot-email">
                {m.auth_email()}
              </label>
              <input
                id="forgot-email"
                type="email"
                autoComplete="email"
                className="input w-full"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@example.com"
                required
                autoFocus
              />
            </fieldset>
            <AuthSubmit busy={busy} label={m.auth_forgot_submit()} testId="forgot-submit" />
            <BackToSignIn />
          </form>
        )}
      </div>
    </AuthShell>
  );
}
