// A batch as it runs: each row's state, pictures and error, live (the user's channel pushes an
// event per row; the page reads the batch again on each, and polls while the channel is down),
// with stop, resume, the ZIP of every picture made and, once it has stopped or finished, its
// pictures as marketplace export packs.
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { WorkImage } from "@/components/WorkImage";
import { codeMessage, errorMessage } from "@/lib/error-messages";
import { queryClient } from "@/lib/query-client";
import { loadSessionAtom } from "@/lib/session";
import { useLive, type LiveTaskEvent } from "@/lib/use-live";
import { BatchExport } from "./BatchExport";
import { batchQuery, resumeBatch, stopBatch, zipUrl, type BatchRowView, type BatchView } from "./batch-api";

const ROW_STATUS: Record<BatchRowView["status"], () => string> = {
  pending: m.batch_row_pending,
  running: m.batch_row_running,
  done: m.batch_row_done,
  failed: m.batch_row_failed,
};
const ROW_BADGE: Record<BatchRowView["status"], string> = {
  pending: "badge-ghost",
  running: "badge-info",
  done: "badge-success",
  failed: "badge-error",
};

function stateText(batch: BatchView) {
  if (batch.status === "finished") return m.batch_state_finished();
  if (batch.status === "running") return m.batch_state_running();
  if (batch.stopReason === "INSUFFICIENT_CREDITS") return m.batch_stopped_credits();
  if (batch.stopReason === "user") return m.batch_stopped_by_user();
  return m.batch_state_stopped();
}

export function BatchRun({ id, onNew }: { id: string; onNew: () => void }) {
  const reloadSession = useSetAtom(loadSessionAtom);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["batch", id] });
    void queryClient.invalidateQueries({ queryKey: ["batches"] });
    void reloadSession();
  };
  const connected = useLive((event: LiveTaskEvent) => {
    if (event.type === "batch" && event.batchId === id) refresh();
  }, refresh);
  const query = useQuery(
    {
      ...batchQuery(id),
      refetchInterval: (q) => (q.state.data?.batch.status === "running" && !connected ? 5000 : false),
    },
    queryClient,
  );
  const [acting, setActing] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const batch = query.data?.batch;
  if (query.isError) return <p className="alert alert-error">{errorMessage(query.error)}</p>;
  if (!batch) return <span className="loading loading-spinner" />;

  const act = async (name: string, call: (id: string) => Promise<{ batch: BatchView }>) => {
    setActing(name);
    setActionError(null);
    try {
      queryClient.setQueryData(batchQuery(id).queryKey, await call(id));
      void queryClient.invalidateQueries({ queryKey: ["batches"] });
    } catch (error) {
      setActionError(errorMessage(error));
    } finally {
      setActing(null);
    }
  };
  const done = batch.rows.filter((r) => r.status === "done" || r.status === "failed").length;
  const pictures = batch.rows.reduce((n, r) => n + r.works.length, 0);

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="batch-run" data-status={batch.status}>
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-semibold" data-testid="batch-state">
              {stateText(batch)}
            </p>
            <p className="text-sm text-base-content/70" data-testid="batch-progress">
              {m.batch_progress({
                done,
                total: batch.rows.length,
                credits: m.common_credits_count({ count: batch.charged }),
              })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {batch.status === "running" && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={acting !== null}
                onClick={() => void act("stop", stopBatch)}
                data-testid="batch-stop"
              >
                <Icon name="stop" className="size-4" />
                {m.batch_stop()}
              </button>
            )}
            {batch.status === "stopped" && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={acting !== null}
                onClick={() => void act("resume", resumeBatch)}
                data-testid="batch-resume"
              >
                <Icon name="refresh" className="size-4" />
                {m.batch_resume()}
              </button>
            )}
            {pictures > 0 && (
              <a className="btn btn-outline btn-sm" href={zipUrl(id)} download data-testid="batch-zip">
                <Icon name="download" className="size-4" />
                {m.batch_download_zip()}
              </a>
            )}
            {pictures > 0 && batch.status !== "running" && <BatchExport batchId={id} works={pictures} />}
            {batch.status !== "running" && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={onNew} data-testid="batch-new">
                <Icon name="plus" className="size-4" />
                {m.batch_new()}
              </button>
            )}
          </div>
        </div>
        {actionError && (
          <p className="text-error" role="alert">
            {actionError}
          </p>
        )}
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {batch.rows.map((row) => (
            <li
              key={row.position}
              className="flex flex-wrap items-start gap-3 p-3"
              data-testid={`batch-run-row-${row.line}`}
              data-status={row.status}
            >
              <span className="badge badge-ghost shrink-0">{m.batch_row_line({ line: row.line })}</span>
              <div className="min-w-48 flex-1 space-y-2">
                <p className="break-words">{row.prompt}</p>
                {row.error && (
                  <p className="text-sm text-error">
                    {codeMessage(row.error.code, row.error.details)}
                    {row.error.details.refunded ? ` ${m.batch_row_refunded()}` : ""}
                  </p>
                )}
                {row.works.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {row.works.map((work) => (
                      <WorkImage
                        key={work.id}
                        src={work.imageUrl}
                        variants={work.variantUrls}
                        alt={work.prompt}
                        sizes="6rem"
                        className="size-24 rounded-box border border-base-300"
                      />
                    ))}
                  </div>
                )}
              </div>
              <span className={`badge shrink-0 ${ROW_BADGE[row.status]}`}>{ROW_STATUS[row.status]()}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
