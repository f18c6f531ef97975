// A user's credit history: when, what, the change and what it was for (the details under the action
// on a phone).
import { m } from "@/paraglide/messages.js";
import { ScrollRegion } from "@/components/ScrollRegion";
import { formatDateTime } from "@/lib/format";
import { useArtStyleName } from "@/lib/work-names";
import { actionLabel, creditChange, usageDetails, type UsageRecord } from "@/lib/usage";

export function UsageTable({ records, compact = false }: { records: UsageRecord[]; compact?: boolean }) {
  const artStyle = useArtStyleName();
  if (records.length === 0) return <p className="py-8 text-center text-base-content/60">{m.usage_empty()}</p>;
  return (
    <ScrollRegion label={m.credits_usage_title()}>
      <table className="table table-sm" data-testid="usage-table">
        <thead>
          <tr>
            {/* On a phone the time goes under the action, so action and change stay in view. */}
            <th className="hidden sm:table-cell">{m.usage_col_time()}</th>
            <th>{m.usage_col_action()}</th>
            <th className="text-end">{m.usage_col_change()}</th>
            {!compact && <th className="hidden sm:table-cell">{m.usage_col_details()}</th>}
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id} data-testid="usage-row">
              <td className="hidden whitespace-nowrap text-base-content/70 sm:table-cell">
                {formatDateTime(r.createdAt)}
              </td>
              <td>
                {actionLabel(r)}
                <div className="whitespace-nowrap text-xs text-base-content/60 sm:hidden">
                  {formatDateTime(r.createdAt)}
                </div>
                {/* On a phone the details go under the action too. */}
                {!compact && usageDetails(r, artStyle) !== "-" && (
                  <bdi className="block max-w-48 truncate text-xs text-base-content/60 sm:hidden" dir="auto">
                    {usageDetails(r, artStyle)}
                  </bdi>
                )}
              </td>
              <td
                className={`text-end font-mono font-semibold ${r.creditsUsed > 0 ? "text-error" : "text-success"}`}
                dir="ltr"
              >
                {creditChange(r.creditsUsed)}
              </td>
              {!compact && (
                <td className="hidden max-w-xs text-base-content/70 sm:table-cell">
                  {/* User text (a prompt, a title) in its own direction: English in Arabic ends in its own "…". */}
                  <bdi className="block truncate" dir="auto" data-testid="usage-details">
                    {usageDetails(r, artStyle)}
                  </bdi>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
