// The frame every auth screen shares (sign-in, forgot and reset password): brand and language
// switcher in the banner, one centred card in main, a skip link first.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Brand } from "@/components/Brand";
import { MAIN_ID, SkipLink } from "@/components/SkipLink";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";

export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-primary/10 via-base-200 to-secondary/10">
      <SkipLink />
      <header className="flex items-center justify-between p-4">
        <Brand />
        <LanguageSwitcher />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 items-center justify-center p-4 outline-none">
        {children}
      </main>
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-base-content/60">{subtitle}</p>
    </div>
  );
}

/** The card's main button: a spinner and "处理中…" while the request runs. */
export function AuthSubmit({
  busy,
  disabled = false,
  label,
  testId,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  testId: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || disabled} data-testid={testId}>
      {busy && <span className="loading loading-spinner loading-sm" />}
      {busy ? m.auth_processing() : label}
    </button>
  );
}

export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link to="/auth" className="link link-primary">
        {m.auth_back_to_login()}
      </Link>
    </p>
  );
}
