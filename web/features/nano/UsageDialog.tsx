// The usage-records dialog: balance, top-up, and the last 20 records.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatDateTime, formatNumber } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { actionLabel, creditChange, usageQuery } from "@/lib/usage";

export function UsageDialog({ open, onClose, credits }: { open: boolean; onClose: () => void; credits: number }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Asked when the dialog opens (never on the page's load), read again each time it opens.
  const usage = useQuery({ ...usageQuery(20), enabled: open, staleTime: 0 }, queryClient);
  const records = usage.data?.records ?? (usage.isError ? [] : null);

  useEffect(() => {
    if (!open) return ref.current?.close();
    ref.current?.showModal();
  }, [open]);
  useEffect(() => {
    if (usage.error) toast.error(m.usage_load_failed(), { description: m.usage_load_failed_desc() });
  }, [usage.error]);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="usage-dialog">
      <div className="modal-box">
        <form method="dialog">
          <button className="btn btn-sm btn-circle btn-ghost absolute end-2 top-2" aria-label={m.common_close()}>
            <Icon name="x" className="size-4" />
          </button>
        </form>
        <h3 id={titleId} className="text-lg font-bold">
          {m.usage_dialog_title()}
        </h3>
        <div className="mt-3 flex items-center justify-between rounded-box bg-base-200 p-4">
          <div>
            <p className="text-sm text-base-content/60">{m.credits_current_balance()}</p>
            <p className="text-3xl font-bold text-primary">{formatNumber(credits)}</p>
          </div>
          <Link to="/credits" className="btn btn-primary btn-sm">
            {m.nav_recharge()}
          </Link>
        </div>
        <h4 className="mt-4 font-semibold">{m.usage_recent()}</h4>
        {records === null ? (
          <span className="loading loading-dots" />
        ) : records.length === 0 ? (
          <p className="py-6 text-center text-base-content/60">{m.usage_empty()}</p>
        ) : (
          <ul className="mt-2 divide-y divide-base-300">
            {records.map((r) => (
              <li key={r.id} className="flex items-center justify-between py-2 text-sm">
                <div>
                  <p>{actionLabel(r)}</p>
                  <p className="text-xs text-base-content/50">{formatDateTime(r.createdAt)}</p>
                </div>
                <span
                  className={`font-mono font-semibold ${r.creditsUsed > 0 ? "text-error" : "text-success"}`}
                  dir="ltr"
                >
                  {creditChange(r.creditsUsed)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button>{m.common_close()}</button>
      </form>
    </dialog>
  );
}
