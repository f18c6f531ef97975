import { m } from "@/paraglide/messages.js";
import { formatDateTime } from "@/lib/format";
import { useArtStyleName } from "@/lib/work-names";
import { actionLabel, creditChange, usageDetails, type UsageRecord } from "@/lib/usage";

export function UsageTable({ records, compact = false }: { records: UsageRecord[]; compact?: boolean }) {
  const artStyle = useArtStyleName();
  if (records.length === 0) return <p className="py-8 text-center text-base-content/60">{m.usage_empty()}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="usage-table">
        <thead>
          <tr>
            <th>{m.usage_col_time()}</th>
            <th>{m.usage_col_action()}</th>
            <th className="text-end">{m.usage_col_change()}</th>
            {!compact && <th>{m.usage_col_details()}</th>}
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id} data-testid="usage-row">
              <td className="whitespace-nowrap text-base-content/70">{formatDateTime(r.createdAt)}</td>
              <td>{actionLabel(r)}</td>
              <td
                className={`text-end font-mono font-semibold ${r.creditsUsed > 0 ? "text-error" : "text-success"}`}
                dir="ltr"
              >
                {creditChange(r.creditsUsed)}
              </td>
              {!compact && (
                <td className="max-w-xs text-base-content/70">
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
    </div>
  );
}
