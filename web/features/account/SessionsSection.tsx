// Where I am signed in: this device first, then the others, each with a sign-out; and one
// button to sign out everywhere else. Sessions are known by id only; their tokens stay server-side.
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { errorMessage } from "@/lib/error-messages";
import { formatDateTime } from "@/lib/format";
import { revokeOtherSessions, revokeSession, type AccountSession } from "./account-api";

const deviceName = (s: AccountSession) =>
  m.account_device({ browser: s.browser ?? m.account_unknown_browser(), os: s.os ?? m.account_unknown_os() });

export function SessionsSection({
  sessions,
  failed,
  reload,
}: {
  sessions: AccountSession[] | null;
  failed: boolean;
  reload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const others = sessions?.filter((s) => !s.current) ?? [];

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      await reload();
      setBusy(null);
      setConfirming(false);
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="account-sessions">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="card-title text-base">{m.account_sessions_title()}</h2>
            <p className="text-sm text-base-content/60">{m.account_sessions_hint()}</p>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={!others.length || busy !== null}
            onClick={() => setConfirming(true)}
            data-testid="revoke-others"
          >
            {m.account_revoke_others()}
          </button>
        </div>
        {failed && !sessions && <p className="text-error">{m.account_sessions_load_failed()}</p>}
        {!sessions && !failed && <span className="loading loading-spinner mx-auto" />}
        <ul className="divide-y divide-base-300">
          {sessions?.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
              data-testid="session-row"
              data-current={s.current}
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {deviceName(s)}
                  {s.current && <span className="badge badge-success badge-sm">{m.account_this_device()}</span>}
                </p>
                <p className="flex flex-wrap gap-x-3 text-xs text-base-content/60">
                  {s.ipAddress && (
                    <span className="whitespace-nowrap">
                      {m.account_ip()} <span dir="ltr">{s.ipAddress}</span>
                    </span>
                  )}
                  <span className="whitespace-nowrap">
                    {m.account_signed_in_at({ time: formatDateTime(s.createdAt) })}
                  </span>
                  <span className="whitespace-nowrap">
                    {m.account_last_active({ time: formatDateTime(s.lastActiveAt) })}
                  </span>
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  disabled={busy !== null}
                  onClick={() => void run(s.id, () => revokeSession(s.id), m.account_revoked())}
                  data-testid="revoke-session"
                >
                  {busy === s.id && <span className="loading loading-spinner loading-xs" />}
                  {m.account_revoke()}
                </button>
              )}
            </li>
          ))}
        </ul>
        {sessions && !others.length && <p className="text-sm text-base-content/60">{m.account_no_other_sessions()}</p>}
      </div>
      <ConfirmDialog
        open={confirming}
        title={m.account_revoke_others_title()}
        body={m.account_revoke_others_body()}
        confirmLabel={m.account_revoke_others()}
        busy={busy === "others"}
        onConfirm={() => void run("others", revokeOtherSessions, m.account_revoked_others())}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
