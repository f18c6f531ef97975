// better-auth's email + password endpoints, called directly (its client library is larger than
// the few calls we need).
import { getLocale } from "@/paraglide/runtime.js";

export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Set with RATE_LIMITED: how long to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  let res: Response;
  try {
    res = await fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new AuthError("NETWORK", "");
  }
  if (res.ok) return res.json().catch(() => ({}));
  const err = (await res.json().catch(() => ({}))) as { code?: string; message?: string; retryAfterSeconds?: number };
  throw new AuthError(err.code ?? String(res.status), err.message ?? "", err.retryAfterSeconds);
}

export const signIn = (email: string, password: string, rememberMe: boolean) =>
  post("sign-in/email", { email, password, rememberMe });

/** The confirmation mail goes out in the UI's language. */
export const signUp = (email: string, password: string, referralCode?: string) =>
  post(
    "sign-up/email",
    { email, password, name: email.split("@")[0], rememberMe: true, ...(referralCode ? { referralCode } : {}) },
    { "x-locale": getLocale() },
  );

export const signOut = () => post("sign-out", {});

/** Ends every other session; this browser gets a new session cookie in the answer. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  post("change-password", { currentPassword, newPassword, revokeOtherSessions: true });

/** Mails the signed-in user a new confirmation link, in the UI's language (limited per hour). */
export const resendVerification = (email: string) =>
  post("send-verification-email", { email }, { "x-locale": getLocale() });

/** Always resolves alike whether or not the email has an account; the mail is in the UI's language. */
export const requestPasswordReset = (email: string) =>
  post("request-password-reset", { email }, { "x-locale": getLocale() });

/** Fails with code INVALID_TOKEN when the link is unknown, used or expired. */
export const resetPassword = (token: string, newPassword: string) => post("reset-password", { token, newPassword });
