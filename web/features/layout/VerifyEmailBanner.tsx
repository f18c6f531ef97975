// Shown above every signed-in page (the studios included) while the address is unconfirmed: what
// is waiting (spending credits), a "resend" button, and, on a local run, a link to the dev outbox
// where the mail is. Coming back to the tab re-reads the session, so confirming in the mail's tab
// makes the banner go away here too.
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { useCapabilities } from "@/lib/capabilities";
import { resendVerification } from "@/lib/auth-api";
import { authErrorMessage } from "@/lib/auth-errors";
import { loadSessionAtom, meAtom } from "@/lib/session";

export function VerifyEmailBanner() {
  const me = useAtomValue(meAtom);
  const reload = useSetAtom(loadSessionAtom);
  const [sending, setSending] = useState(false);
  const unverified = me !== null && !me.user.emailVerified;
  // Only the unconfirmed need to know whether a dev outbox exists: nobody else's page asks.
  const caps = useCapabilities(unverified);

  useEffect(() => {
    if (!unverified) return;
    const onFocus = () => void reload();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [unverified, reload]);

  if (!unverified) return null;
  const email = me.user.email;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(email);
      toast.success(m.verify_resent(), { description: m.verify_resent_desc({ email }) });
    } catch (error) {
      toast.error(m.verify_resend_failed(), { description: authErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      role="status"
      className="alert alert-warning alert-soft mb-4 flex flex-wrap items-start gap-3"
      data-testid="verify-email-banner"
    >
      <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 basis-60 text-base-content">
        <p className="font-semibold">{m.verify_banner_title()}</p>
        <p className="text-sm [overflow-wrap:anywhere]">{m.verify_banner_body({ email })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-warning"
          onClick={resend}
          disabled={sending}
          data-testid="verify-resend"
        >
          {sending && <span className="loading loading-spinner loading-xs" />}
          {m.verify_resend()}
        </button>
        {caps?.devOutbox && (
          <a
            className="btn btn-sm btn-ghost h-auto max-w-full whitespace-normal"
            href="/dev/outbox"
            target="_blank"
            rel="noreferrer"
            data-testid="verify-outbox-link"
          >
            {m.verify_open_outbox()}
          </a>
        )}
      </div>
    </div>
  );
}
