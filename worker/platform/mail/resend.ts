// Resend's HTTP API (POST /emails, Bearer key): no SDK, one fetch. A non-2xx answer throws with
// Resend's own message so the operator's log says what to fix (unverified domain, bad key, …).
import type { Mail } from "./sender";

const DEFAULT_BASE_URL = "https://api.resend.com";
const TIMEOUT_MS = 10_000;

export type ResendConfig = { apiKey: string; from: string; baseUrl?: string };

export async function sendWithResend(config: ResendConfig, mail: Mail): Promise<{ id: string }> {
  const base = (config.baseUrl || DEFAULT_BASE_URL).replace(/\/+$/, "");
  const res = await fetch(`${base}/emails`, {
    method: "POST",
    headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ from: config.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string; name?: string };
  if (!res.ok)
    throw new Error(`Resend refused the mail (${res.status} ${body.name ?? ""}): ${body.message ?? "no message"}`);
  return { id: body.id ?? "" };
}
