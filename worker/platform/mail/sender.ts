// The one way the Worker sends mail. Which transport carries it is configuration, in this order:
// the Resend API (RESEND_API_KEY secret + MAIL_FROM), a Cloudflare send_email binding named
// SEND_EMAIL (+ MAIL_FROM), or, for local runs only, the dev outbox (DEV_OUTBOX="1"). With none of
// them sendMail throws, so a caller can never mistake "nowhere to send" for "sent".
import { createDb } from "../db/client";
import { keepInDevOutbox } from "./dev-outbox";
import { sendWithResend } from "./resend";

export type Mail = { to: string; subject: string; text: string; html: string };
export type MailTransport = "resend" | "send_email" | "dev_outbox";

export class MailError extends Error {
  override name = "MailError";
}

export function mailTransport(env: Env): MailTransport | null {
  if (env.RESEND_API_KEY) return "resend";
  if (env.SEND_EMAIL) return "send_email";
  if (env.DEV_OUTBOX === "1") return "dev_outbox";
  return null;
}

function sender(env: Env) {
  if (!env.MAIL_FROM) throw new MailError("MAIL_FROM is not set: a real mail provider needs a sender address");
  return env.MAIL_FROM;
}

/** Sends (or, locally, keeps) one mail; resolves with the transport that took it. */
export async function sendMail(env: Env, mail: Mail): Promise<MailTransport> {
  const transport = mailTransport(env);
  switch (transport) {
    case "resend":
      await sendWithResend({ apiKey: env.RESEND_API_KEY!, baseUrl: env.RESEND_BASE_URL, from: sender(env) }, mail);
      break;
    case "send_email":
      await env.SEND_EMAIL!.send({
        from: sender(env),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      break;
    case "dev_outbox":
      await keepInDevOutbox(createDb(env.DB), mail);
      break;
    default:
      throw new MailError(
        "No mail transport configured: set the RESEND_API_KEY secret and MAIL_FROM (or a SEND_EMAIL binding); DEV_OUTBOX=1 for local runs",
      );
  }
  return transport;
}
