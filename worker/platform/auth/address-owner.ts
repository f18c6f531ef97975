// The owner of an address takes the account over when they confirm it (decision 0029). Anyone
// can sign up with an address that is not theirs and choose its password; the confirmation link
// then reaches the real owner. A click from the browser that holds this account's session shows
// both the mailbox and the password: that browser stays signed in and every other session ends.
// A click from anywhere else shows the mailbox only, so the password may be a stranger's: every
// session ends, the password becomes one nobody knows, the API tokens go, and the owner is sent
// straight on to choose a password of their own (a fresh reset link; the reset that follows
// proves both, as a mailed reset always has).
import { APIError } from "better-auth/api";
import type { Auth } from "./auth";
import { RESET_TOKEN_MINUTES } from "./password-reset";

/** Where the owner chooses the password: the SPA's reset page, told why it is shown. */
export const ownerPasswordPage = (token: string) =>
  `/auth/reset-password?token=${encodeURIComponent(token)}&confirmed=1`;

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The link opened where this account is signed in: only that session stays. */
export async function endOtherSessions(auth: Auth, userId: string, keepSessionId: string) {
  const { internalAdapter } = await auth.$context;
  const others = (await internalAdapter.listSessions(userId)).filter((s) => s.id !== keepSessionId);
  if (others.length) await internalAdapter.deleteSessions(others.map((s) => s.token));
}

/**
 * The link opened anywhere else: nothing the old password opened stays open. Returns the
 * redirect (thrown from better-auth's afterEmailVerification, so no session is made for this
 * browser) to the page where the owner chooses a password.
 */
export async function handOverToAddressOwner(env: Pick<Env, "DB">, auth: Auth, userId: string): Promise<APIError> {
  const { internalAdapter, password } = await auth.$context;
  await internalAdapter.deleteUserSessions(userId);
  await internalAdapter.updatePassword(userId, await password.hash(randomHex(32)));
  await env.DB.prepare("DELETE FROM api_tokens WHERE user_id = ?").bind(userId).run();
  // Only this link works from now on, as with a mailed reset (../../auth/password-reset.ts).
  await env.DB.prepare("DELETE FROM verification WHERE value = ? AND identifier LIKE 'reset-password:%'")
    .bind(userId)
    .run();
  const token = randomHex(16);
  await internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
  });
  return new APIError("FOUND", undefined, { Location: ownerPasswordPage(token) });
}
