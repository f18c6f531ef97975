// /auth/reset-password?token=…: the page the reset mail links to. A new password typed twice;
// success ends every session (the server revokes them), so the user signs in again with it. A
// used, expired or missing token gets a plain explanation and a way to ask for a new link.
// `&confirmed=1`: a confirmation link opened away from the signed-up browser led here, and the
// mailbox's owner chooses the account's password (worker/platform/auth/address-owner.ts).
import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { AuthError, resetPassword } from "@/lib/auth-api";
import { authErrorMessage } from "@/lib/auth-errors";
import { AuthHeading, AuthShell, AuthSubmit, BackToSignIn } from "./AuthShell";
import { loadSessionAtom } from "@/lib/session";
import { validateNewPassword } from "@/lib/auth-validate";
import { PASSWORD_MIN } from "../../../shared/limits";

const DEAD_TOKEN = new Set(["INVALID_TOKEN", "USER_NOT_FOUND"]);
const INPUT_TOAST = "reset-input";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [invalid, setInvalid] = useState(!token);
  return (
    <AuthShell>
      {invalid || !token ? (
        <InvalidLink />
      ) : (
        <ResetForm token={token} ownerConfirmed={params.get("confirmed") === "1"} onInvalid={() => setInvalid(true)} />
      )}
    </AuthShell>
  );
}

function ResetForm({
  token,
  ownerConfirmed,
  onInvalid,
}: {
  token: string;
  ownerConfirmed: boolean;
  onInvalid: () => void;
}) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const loadSession = useSetAtom(loadSessionAtom);
  const navigate = useNavigate();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateNewPassword(password, confirm);
    if (problem) {
      toast.error(m.auth_input_error(), { id: INPUT_TOAST, description: problem });
      return;
    }
    toast.dismiss(INPUT_TOAST); // corrected: the earlier complaint no longer applies
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success(m.auth_reset_success(), { description: m.auth_reset_success_desc() });
      await loadSession(); // this browser's session was revoked too
      navigate("/auth", { replace: true });
    } catch (error) {
      if (error instanceof AuthError && DEAD_TOKEN.has(error.code)) onInvalid();
      else toast.error(m.auth_reset_failed(), { description: authErrorMessage(error) });
      setBusy(false);
    }
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void) => (
    <>
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        className="input w-full"
        value={value}
        onChange={(e) => set(e.target.value)}
        placeholder={m.auth_password_placeholder()}
        required
        minLength={PASSWORD_MIN}
      />
    </>
  );

  return (
    <form onSubmit={submit} className="card w-full max-w-md bg-base-100 shadow-xl" noValidate data-testid="reset-form">
      <div className="card-body gap-4">
        {ownerConfirmed ? (
          <AuthHeading title={m.auth_owner_password_title()} subtitle={m.auth_owner_password_subtitle()} />
        ) : (
          <AuthHeading title={m.auth_reset_title()} subtitle={m.auth_reset_subtitle()} />
        )}
        <fieldset className="fieldset" disabled={busy}>
          {field("reset-password", m.auth_new_password(), password, setPassword)}
          {field("reset-confirm", m.auth_confirm_password(), confirm, setConfirm)}
        </fieldset>
        <AuthSubmit
          busy={busy}
          label={ownerConfirmed ? m.auth_owner_password_submit() : m.auth_reset_submit()}
          testId="reset-submit"
        />
        <BackToSignIn />
      </div>
    </form>
  );
}

function InvalidLink() {
  return (
    <div className="card w-full max-w-md bg-base-100 shadow-xl" role="alert" data-testid="reset-invalid">
      <div className="card-body items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-error/10 text-error">
          <Icon name="key" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold">{m.auth_reset_invalid_title()}</h1>
        <p className="text-base-content/70">{m.auth_reset_invalid_desc()}</p>
        <Link to="/auth/forgot-password" className="btn btn-primary w-full">
          {m.auth_reset_request_new()}
        </Link>
        <Link to="/auth" className="link link-primary text-sm">
          {m.auth_back_to_login()}
        </Link>
      </div>
    </div>
  );
}
