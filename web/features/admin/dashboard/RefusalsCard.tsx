// The dashboard's moderation card: refusals of the last 30 days per category (Llama Guard's
// S1–S14, the terms list, providers' own refusals) and per day, and how many requests Llama Guard
// could not check (they went ahead on the terms list alone; decision 0025).
import { m } from "@/paraglide/messages.js";
import { MODERATION_CATEGORY_NAMES } from "@/lib/error-messages";
import { formatDayMonth, formatNumber } from "@/lib/format";
import { MODERATION_CATEGORIES } from "../../../../shared/moderation";
import type { RefusalCounts } from "../admin-api";
import { Loading } from "../ui";
import { MiniChart } from "./MiniChart";

/** What a failed load shows: nothing counted. */
export const NO_REFUSALS: RefusalCounts = {
  byCategory: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 0])) as RefusalCounts["byCategory"],
  daily: [],
  unchecked: 0,
  total: 0,
};

export function RefusalsCard({ counts }: { counts: RefusalCounts | null | undefined }) {
  const title = m.admin_refusals_title();
  const rows = counts
    ? MODERATION_CATEGORIES.filter((c) => counts.byCategory[c] > 0).sort(
        (a, b) => counts.byCategory[b] - counts.byCategory[a],
      )
    : [];
  const total = m.admin_chart_total_30d({ total: formatNumber(counts?.total ?? 0) });
  return (
    <section className="card border border-base-300 bg-base-100" data-testid="admin-refusals">
      <div className="card-body">
        <h2 className="card-title text-base">{title}</h2>
        <p className="text-sm text-base-content/60">{total}</p>
        {!counts ? (
          <Loading />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {rows.length === 0 ? (
              <p className="text-sm text-base-content/70">{m.admin_refusals_none()}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {rows.map((c) => (
                  <li key={c} className="flex justify-between gap-4" data-testid={`admin-refusals-${c}`}>
                    <span>{MODERATION_CATEGORY_NAMES[c]()}</span>
                    <span className="font-semibold" dir="ltr">
                      {formatNumber(counts.byCategory[c])}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <MiniChart
              kind="bar"
              points={counts.daily.map((d) => ({ label: formatDayMonth(d.date), value: d.refusals }))}
              title={title}
              summary={total}
              testId="admin-chart-refusals"
            />
          </div>
        )}
        {counts && counts.unchecked > 0 && (
          <p className="text-sm text-warning" data-testid="admin-refusals-unchecked">
            {m.admin_refusals_unchecked({ count: formatNumber(counts.unchecked) })}
          </p>
        )}
      </div>
    </section>
  );
}
