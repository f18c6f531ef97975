// The user's past batches on /studio/batch (newest first, kept seven days): each opens its
// progress and results (?id=), where it can be stopped, resumed or downloaded as the current one.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";
import { formatDateTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { batchesQuery, type PastBatch } from "./batch-api";

const STATUS: Record<PastBatch["status"], () => string> = {
  running: m.batch_status_running,
  stopped: m.batch_status_stopped,
  finished: m.batch_status_finished,
};
const BADGE: Record<PastBatch["status"], string> = {
  running: "badge-info",
  stopped: "badge-warning",
  finished: "badge-success",
};

export function PastBatches({ current }: { current: string | null }) {
  const query = useQuery(batchesQuery, queryClient);
  const list = query.data?.batches ?? [];
  if (list.length === 0) return null;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="batch-past-title" data-testid="batch-past">
      <div className="card-body gap-3">
        <h2 id="batch-past-title" className="card-title text-lg">
          {m.batch_past_title()}
        </h2>
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {list.map((batch) => (
            <li key={batch.id}>
              <Link
                to={`/studio/batch?id=${encodeURIComponent(batch.id)}`}
                aria-current={batch.id === current ? "page" : undefined}
                className="flex items-center gap-3 p-3 hover:bg-base-200 aria-[current=page]:bg-base-200"
                data-testid="batch-past-item"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium" dir="auto">
                    {batch.prompt}
                  </span>
                  <span className="block text-sm text-base-content/70">
                    {m.batch_past_summary({
                      date: formatDateTime(new Date(batch.createdAt)),
                      done: batch.done + batch.failed,
                      rows: batch.rows,
                      pictures: batch.pictures,
                    })}
                  </span>
                </span>
                <span className={`badge shrink-0 ${BADGE[batch.status]}`}>{STATUS[batch.status]()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
