// My share links: every work and storybook I share publicly, with its link to copy or open, and
// "stop sharing" on each (the link answers "not found" from then on).
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { errorMessage } from "@/lib/error-messages";
import { formatDateTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { sharesApi, sharesQuery, type ShareLink } from "@/lib/shares-api";

export function SharedLinksSection() {
  const query = useQuery(sharesQuery, queryClient);
  const links = query.data?.shares ?? null;
  const failed = query.isError;
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: sharesQuery.queryKey }), []);

  async function copy(link: ShareLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(m.share_copied());
    } catch {
      toast.error(m.share_copy_failed());
    }
  }

  async function stop(link: ShareLink) {
    setBusy(link.id);
    try {
      await sharesApi.revoke(link.id);
      toast.success(m.share_stopped());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      await reload();
      setBusy(null);
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="account-shares">
      <div className="card-body gap-3">
        <div>
          <h2 className="card-title text-base">{m.share_list_title()}</h2>
          <p className="text-sm text-base-content/60">{m.share_list_hint()}</p>
        </div>
        {failed && !links && <p className="text-error">{m.share_list_load_failed()}</p>}
        {!links && !failed && <span className="loading loading-spinner mx-auto" />}
        {links?.length === 0 && <p className="text-sm text-base-content/60">{m.share_list_empty()}</p>}
        <ul className="divide-y divide-base-300">
          {links?.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="share-row">
              <img src={link.thumbUrl} alt="" className="size-12 shrink-0 rounded-box object-cover" loading="lazy" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" dir="auto">
                  {link.title}
                </p>
                <p className="text-xs text-base-content/60">
                  {link.kind === "storybook" ? m.share_kind_storybook() : m.share_kind_work()} ·{" "}
                  {formatDateTime(link.createdAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <a className="btn btn-sm btn-ghost" href={link.url} target="_blank" rel="noopener noreferrer">
                  {m.share_open()}
                </a>
                <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy(link)}>
                  {m.share_copy()}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost text-error"
                  disabled={busy !== null}
                  onClick={() => void stop(link)}
                  data-testid="share-row-stop"
                >
                  {m.share_stop()}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
