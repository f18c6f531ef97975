// Confirmation and reset links carry better-auth's base URL, which is BETTER_AUTH_URL or, when
// that is empty, the origin of the request that asked for the mail, i.e. its Host header, which
// the client writes. A link built from it could send a reset token to any host a request names
// (or to whichever of a deployment's several names, workers.dev among them, a request used).
// So outside a loopback host (`npm start`, tests) no such mail is sent without a configured
// origin: the person asking hears that mail cannot be sent, the operator reads what to set.
import { AppError } from "../errors";
import { isLoopbackHost } from "../loopback-host";

/** better-auth's endpoints (after /api/auth) that mail a link. */
const MAILS_A_LINK = new Set(["/sign-up/email", "/request-password-reset", "/send-verification-email"]);

/** Refuses, before anything is written, a request that would mail a link from an origin nobody configured. */
export function requireMailLinkOrigin(env: Pick<Env, "BETTER_AUTH_URL">, path: string, requestUrl: string) {
  if (!MAILS_A_LINK.has(path) || env.BETTER_AUTH_URL) return;
  const { hostname } = new URL(requestUrl);
  if (isLoopbackHost(hostname)) return;
  console.error(
    `MAIL LINK ORIGIN UNSET: refused to mail a link for ${path} requested on host "${hostname}". Set BETTER_AUTH_URL in wrangler.toml [vars] to the site's public https origin and deploy.`,
  );
  throw new AppError(
    "MAIL_UNAVAILABLE",
    "This site cannot send mail links until its operator configures its address; please try again later.",
  );
}
