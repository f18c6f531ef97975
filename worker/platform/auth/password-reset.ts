// "Forgot password": better-auth makes, stores and checks the one-time token; this writes the mail
// that carries it. The link goes straight to the SPA's /auth/reset-password page on our own
// origin (never to a client-chosen redirectTo), in the language the SPA asked in.
import { waitUntil } from "cloudflare:workers";
import { textReader } from "../texts";
import { pickMailLocale } from "../mail/mail-locale";
import { resetMail } from "../mail/reset-mail";
import { sendMail } from "../mail/sender";

export const RESET_TOKEN_MINUTES = 60;

export const resetPasswordLink = (origin: string, token: string) =>
  `${origin}/auth/reset-password?token=${encodeURIComponent(token)}`;

/** better-auth's emailAndPassword.sendResetPassword for one origin. */
export function resetPasswordMailer(env: Env, origin: string) {
  return async ({ user, token }: { user: { id: string; email: string }; token: string }, request?: Request) => {
    // Only the newest link works: asking again retires every earlier one of this account.
    await env.DB.prepare(
      "DELETE FROM verification WHERE value = ? AND identifier LIKE 'reset-password:%' AND identifier <> ?",
    )
      .bind(user.id, `reset-password:${token}`)
      .run();
    const mail = { email: user.email, link: resetPasswordLink(origin, token), minutes: RESET_TOKEN_MINUTES };
    const delivery = (async () => {
      const content = await resetMail(textReader(env.ASSETS), pickMailLocale(request?.headers), mail);
      await sendMail(env, { to: user.email, ...content });
    })().catch((error: unknown) => {
      // The user only ever hears "if that email exists, we sent a link"; the operator hears this.
      console.error(
        `password reset mail for user ${user.id} was not delivered:`,
        error instanceof Error ? error.message : error,
      );
    });
    // Delivered after the response, so answering takes as long for a known email as for an
    // unknown one (a provider call would otherwise tell them apart).
    waitUntil(delivery);
  };
}
