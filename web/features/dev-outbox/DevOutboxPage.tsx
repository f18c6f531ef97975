// /dev/outbox (local runs only): the mails the Worker kept instead of sending, newest first, with
// their links clickable, so a developer can follow a reset link without a mail provider. In any
// deployment the API answers 404 and this page says the outbox is off.
import { useCallback, useEffect, useState } from "react";
import { m } from "@/paraglide/messages.js";
import { Brand } from "@/components/Brand";
import { Icon } from "@/components/icons";
import { PageSpinner } from "@/components/Spinner";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { api, ApiError, unwrap } from "@/lib/api";
import { formatDateTime } from "@/lib/format";

type Mail = Awaited<ReturnType<typeof fetchOutbox>>["mails"][number];
type State = { status: "loading" } | { status: "off" } | { status: "error" } | { status: "ready"; mails: Mail[] };

const fetchOutbox = () => unwrap(api.dev.outbox.$get());

export default function DevOutboxPage() {
  const [state, setState] = useState<State>({ status: "loading" });
  const load = useCallback(() => {
    fetchOutbox().then(
      ({ mails }) => setState({ status: "ready", mails }),
      (error: unknown) => setState({ status: error instanceof ApiError && error.status === 404 ? "off" : "error" }),
    );
  }, []);
  useEffect(() => {
    load();
    // Coming back from the terminal or another tab shows what arrived meanwhile.
    window.addEventListener("focus", load);
    return () => window.removeEventListener("focus", load);
  }, [load]);

  return (
    <main className="min-h-screen bg-base-200">
      <header className="flex items-center justify-between p-4">
        <Brand />
        <LanguageSwitcher />
      </header>
      <div className="mx-auto max-w-3xl space-y-4 p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
              {m.dev_outbox_title()} <span className="badge badge-warning badge-sm">{m.dev_outbox_badge()}</span>
            </h1>
            <p className="text-base-content/60">{m.dev_outbox_subtitle()}</p>
          </div>
          <button type="button" className="btn btn-sm gap-2" onClick={load} data-testid="outbox-refresh">
            <Icon name="refresh" className="size-4" />
            {m.dev_outbox_refresh()}
          </button>
        </div>
        {state.status === "loading" && <PageSpinner />}
        {state.status === "off" && (
          <p className="alert alert-warning" data-testid="outbox-off">
            {m.dev_outbox_off()}
          </p>
        )}
        {state.status === "error" && <p className="alert alert-error">{m.error_unknown()}</p>}
        {state.status === "ready" && state.mails.length === 0 && (
          <div className="card bg-base-100 p-10 text-center text-base-content/60" data-testid="outbox-empty">
            <Icon name="mail" className="mx-auto mb-2 size-10 opacity-40" />
            {m.dev_outbox_empty()}
          </div>
        )}
        {state.status === "ready" && state.mails.map((mail) => <MailCard key={mail.id} mail={mail} />)}
      </div>
    </main>
  );
}

function MailCard({ mail }: { mail: Mail }) {
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="outbox-mail">
      <div className="card-body gap-3">
        <div>
          <h2 className="text-lg font-semibold" data-testid="outbox-subject">
            {mail.subject}
          </h2>
          <p className="text-sm text-base-content/60">
            {m.dev_outbox_to()}{" "}
            <span dir="ltr" className="font-medium text-base-content">
              {mail.to}
            </span>{" "}
            · {formatDateTime(mail.createdAt)}
          </p>
        </div>
        {mail.links.map((link) => (
          // Same-origin links in a dev tool: a plain full navigation, like clicking it in a mail client.
          <a
            key={link}
            href={link}
            dir="ltr"
            className="link link-primary break-all font-mono text-sm"
            data-testid="outbox-link"
          >
            {link}
          </a>
        ))}
        <details className="rounded-box bg-base-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium">{m.dev_outbox_text()}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{mail.text}</pre>
        </details>
        <details className="rounded-box bg-base-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium">{m.dev_outbox_html()}</summary>
          {/* An empty sandbox: the mail's HTML can neither run script nor navigate this page. */}
          <iframe
            title={mail.subject}
            sandbox=""
            srcDoc={mail.html}
            className="mt-2 h-[28rem] w-full rounded-box bg-white"
          />
        </details>
      </div>
    </article>
  );
}
