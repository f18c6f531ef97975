// better-auth's email + password endpoints, called directly (its client library is larger than
// the three calls we need).
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

async function post(path: string, body: unknown) {
  let res: Response;
  try {
    res = await fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
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

export const signUp = (email: string, password: string, referralCode?: string) =>
  post("sign-up/email", { email, password, name: email.split("@")[0], rememberMe: true, ...(referralCode ? { referralCode } : {}) });

export const signOut = () => post("sign-out", {});
