// /auth: sign in and register on one screen (spec §2). `redirect` says where to go after
// signing in (default /nano); `ref` prefills the referral code; `mode=register` (the landing's
// sign-up button) opens the registration form.
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { PageSpinner } from "@/components/Spinner";
import { Icon } from "@/components/icons";
import { formatNumber } from "@/lib/format";
import { AuthError, signIn, signUp } from "@/lib/auth-api";
import { authErrorMessage } from "@/lib/auth-errors";
import { AuthHeading, AuthShell, AuthSubmit } from "./AuthShell";
import { loadSessionAtom, sessionAtom } from "@/lib/session";
import { useReferralCheck } from "./referral-check";
import { safeRedirect } from "./safe-redirect";
import { credentialsError } from "@/lib/auth-validate";
import { REFERRAL_CODE_LENGTH } from "../../../shared/limits";
import { SIGNUP_BONUS } from "../../../shared/prices";

export const normalizeReferralCode = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, REFERRAL_CODE_LENGTH);

export default function AuthPage() {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  // While the session loads: the page's frame with a spinner in the card's place (what
  // web/prerender.tsx renders into /auth's HTML at build time).
  if (session.status === "loading")
    return (
      <AuthShell>
        <PageSpinner />
      </AuthShell>
    );
  if (session.status === "signedIn") return <Navigate to={redirect} replace />;
  const register = Boolean(params.get("ref")) || params.get("mode") === "register";
  return <AuthForm redirect={redirect} initialRef={params.get("ref")} register={register} />;
}

function AuthForm(props: { redirect: string; initialRef: string | null; register: boolean }) {
  const { redirect, initialRef } = props;
  const [mode, setMode] = useState<"login" | "register">(props.register ? "register" : "login");
  const [email, setEmail] = useState(() => localStorage.getItem("user-email") ?? "");
  const [password, setPassword] = useState("");
  const [referralCode, setReferralCode] = useState(() => normalizeReferralCode(initialRef ?? ""));
  const [rememberMe, setRememberMe] = useState(() => localStorage.getItem("remember-me") !== "false");
  const [busy, setBusy] = useState(false);
  // The first wrong field (shown under it, besides the toast) and a refusal from the server.
  const [fieldError, setFieldError] = useState<{ field: "email" | "password"; text: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const loadSession = useSetAtom(loadSessionAtom);
  const navigate = useNavigate();
  const isLogin = mode === "login";
  const referral = useReferralCheck(referralCode, !isLogin);
  // The code the server refused on submit (when the live check was limited or still running).
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const codeInvalid = referral.state === "invalid" || (refusedCode !== null && refusedCode === referralCode);
  // A typed code that is not valid blocks registering until it is fixed or cleared, invite-only or
  // not. A check refused for rate ("limited") does not block: the server checks the code on submit.
  const blockedByReferral =
    !isLogin && (codeInvalid || (referral.required && referral.state !== "valid" && referral.state !== "limited"));

  // Once the form is enabled again, the refused code is where the user fixes or clears it.
  useEffect(() => {
    if (refusedCode !== null && !busy) document.getElementById("auth-ref")?.focus();
  }, [refusedCode, busy]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = credentialsError(email, password);
    setFieldError(invalid);
    setFormError(null);
    if (invalid) {
      toast.error(m.auth_input_error(), { description: invalid.text });
      document.getElementById(`auth-${invalid.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (isLogin) {
        await signIn(email.trim(), password, rememberMe);
        localStorage.setItem("remember-me", String(rememberMe));
        if (rememberMe) localStorage.setItem("user-email", email.trim());
        else localStorage.removeItem("user-email");
        toast.success(m.auth_login_success(), { description: m.auth_login_success_desc() });
        await loadSession();
      } else {
        await signUp(email.trim(), password, referralCode || undefined);
        const me = await loadSession();
        toast.success(m.auth_register_success(), {
          description: welcome(me?.credits ?? 0, referral.state === "valid" ? referral.inviteeReward : 0),
        });
      }
      navigate(redirect, { replace: true });
    } catch (error) {
      if (error instanceof AuthError && error.code === "REFERRAL_CODE_INVALID") setRefusedCode(referralCode);
      else setFormError(authErrorMessage(error));
      toast.error(isLogin ? m.auth_login_failed() : m.auth_register_failed(), { description: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell>
      <form onSubmit={submit} className="card w-full max-w-md bg-base-100 shadow-xl" noValidate data-testid="auth-form">
        <div className="card-body gap-4">
          <AuthHeading
            title={isLogin ? m.auth_login_title() : m.auth_register_title()}
            subtitle={isLogin ? m.auth_login_subtitle() : m.auth_register_subtitle({ bonus: SIGNUP_BONUS })}
          />
          <fieldset className="fieldset" disabled={busy}>
            <label className="fieldset-legend" htmlFor="auth-email">
              {m.auth_email()}
            </label>
            <input
              id="auth-email"
              type="email"
              autoComplete="email"
              className={`input w-full ${fieldError?.field === "email" ? "input-error" : ""}`}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (fieldError?.field === "email") setFieldError(null);
              }}
              placeholder="you@example.com"
              required
              aria-invalid={fieldError?.field === "email"}
              aria-describedby={fieldError?.field === "email" ? "auth-email-error" : undefined}
            />
            <FieldError id="auth-email-error" text={fieldError?.field === "email" ? fieldError.text : null} />
            <label className="fieldset-legend" htmlFor="auth-password">
              {m.auth_password()}
            </label>
            <input
              id="auth-password"
              type="password"
              autoComplete={isLogin ? "current-password" : "new-password"}
              className={`input w-full ${fieldError?.field === "password" ? "input-error" : ""}`}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (fieldError?.field === "password") setFieldError(null);
              }}
              placeholder={m.auth_password_placeholder()}
              required
              minLength={6}
              aria-invalid={fieldError?.field === "password"}
              aria-describedby={fieldError?.field === "password" ? "auth-password-error" : undefined}
            />
            <FieldError id="auth-password-error" text={fieldError?.field === "password" ? fieldError.text : null} />
            {!isLogin && (
              <>
                <label className="fieldset-legend" htmlFor="auth-ref">
                  {referral.required ? m.auth_referral_code_required_label() : m.auth_referral_code()}
                </label>
                <label
                  className={`input w-full ${referral.state === "valid" ? "input-success" : codeInvalid ? "input-error" : ""}`}
                >
                  <input
                    id="auth-ref"
                    className="grow font-mono uppercase tracking-widest"
                    value={referralCode}
                    onChange={(e) => setReferralCode(normalizeReferralCode(e.target.value))}
                    placeholder={m.auth_referral_placeholder()}
                    maxLength={REFERRAL_CODE_LENGTH}
                    aria-invalid={codeInvalid}
                    aria-describedby="auth-ref-message"
                    data-testid="auth-referral"
                    data-state={codeInvalid ? "invalid" : referral.state}
                  />
                  {referral.state === "checking" && <span className="loading loading-spinner loading-xs" />}
                  {referralCode && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-circle"
                      onClick={() => setReferralCode("")}
                      aria-label={m.auth_referral_clear()}
                      title={m.auth_referral_clear()}
                      data-testid="auth-referral-clear"
                    >
                      <Icon name="x" className="size-3.5" />
                    </button>
                  )}
                </label>
                <p
                  id="auth-ref-message"
                  className={`label whitespace-normal ${referral.state === "valid" ? "text-success" : codeInvalid ? "text-error" : ""}`}
                  data-testid="auth-referral-message"
                  aria-live="polite"
                >
                  {referral.state === "valid"
                    ? m.auth_referral_valid()
                    : codeInvalid
                      ? referral.required
                        ? m.auth_referral_invalid()
                        : m.auth_referral_invalid_fix()
                      : referral.state === "limited"
                        ? m.auth_referral_check_limited()
                        : referral.required
                          ? m.auth_referral_required()
                          : m.auth_referral_hint()}
                </p>
              </>
            )}
            {isLogin && (
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <label className="label cursor-pointer gap-2 whitespace-normal">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm checkbox-primary"
                    checked={rememberMe}
                    onChange={(e) => setRememberMe(e.target.checked)}
                  />
                  {m.auth_remember_me()}
                </label>
                <Link
                  to="/auth/forgot-password"
                  state={{ email: email.trim() }}
                  className="link link-primary text-sm"
                  data-testid="auth-forgot-link"
                >
                  {m.auth_forgot_link()}
                </Link>
              </div>
            )}
          </fieldset>
          {formError && (
            <p className="text-sm text-error" data-testid="auth-form-error">
              {formError}
            </p>
          )}
          <AuthSubmit
            busy={busy}
            disabled={blockedByReferral}
            label={isLogin ? m.auth_login_button() : m.auth_register_button()}
            testId="auth-submit"
          />
          <p className="text-center text-sm">
            {isLogin ? m.auth_no_account() : m.auth_have_account()}{" "}
            <button
              type="button"
              className="link link-primary"
              onClick={() => {
                setMode(isLogin ? "register" : "login");
                setFieldError(null);
                setFormError(null);
              }}
              disabled={busy}
              data-testid="auth-toggle"
            >
              {isLogin ? m.auth_go_register() : m.auth_go_login()}
            </button>
          </p>
        </div>
      </form>
    </AuthShell>
  );
}

/** A field's error under it, named by the field's aria-describedby. */
function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="label whitespace-normal text-error" data-testid={id}>
      {text}
    </p>
  );
}

/** The welcome toast's text: the credits the account really holds now, and the invitation bonus still to come. */
function welcome(credits: number, inviteeReward: number) {
  return (
    <>
      <span className="block">{m.auth_register_welcome({ credits: formatNumber(credits) })}</span>
      {inviteeReward > 0 && (
        <span className="block">{m.auth_register_invite_bonus({ reward: formatNumber(inviteeReward) })}</span>
      )}
    </>
  );
}
