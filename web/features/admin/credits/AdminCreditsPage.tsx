// /admin/credits (积分管理): usage records across users, newest first, searched by user (email,
// name or id) and action, 100 at a time with "load more" (the API's cursor). Credits given
// (negative credits_used) show green with "+", credits taken red with "-"; a refund reads as a
// refund, as on the user's own credits page, and an adjustment shows the admin's reason.
import { useCallback, useEffect, useState } from "react";
import { m } from "@/paraglide/messages.js";
import { ACTION_TYPES } from "../../../../shared/choices";
import { Icon } from "@/components/icons";
import { formatDateTime } from "@/lib/format";
import { actionLabel, creditChange } from "@/lib/usage-labels";
import { adminApi, type AdminUsage, type AdminUsagePage, type UsageAction } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";
import { toast } from "sonner";

export default function AdminCreditsPage() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [action, setAction] = useState<UsageAction | "">("");
  const [more, setMore] = useState<{ records: AdminUsage[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const empty: AdminUsagePage = { records: [], nextCursor: null };
  const load = useCallback(() => adminApi.usage({ q, action: action || undefined }), [q, action]);
  const { data, reload } = useAdminData(["usage", q, action], load, empty);
  // A new first page (search, filter, refresh) drops the pages loaded after it.
  useEffect(() => setMore(null), [data]);
  const records = data ? [...data.records, ...(more?.records ?? [])] : null;
  const cursor = more ? more.nextCursor : data?.nextCursor;

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await adminApi.usage({ q, action: action || undefined, cursor });
      setMore((prev) => ({ records: [...(prev?.records ?? []), ...page.records], nextCursor: page.nextCursor }));
    } catch (error) {
      toast.error(m.admin_load_failed(), { description: adminErrorMessage(error) });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_credits()} subtitle={m.admin_credits_subtitle()}>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={() => void reload()}
          data-testid="admin-credits-refresh"
        >
          <Icon name="refresh" className="size-4" />
          {m.admin_refresh()}
        </button>
      </AdminHeading>
      <div className="flex flex-wrap gap-2">
        <label className="input w-full max-w-xs">
          <Icon name="search" className="size-4 opacity-60" />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={m.admin_usage_search()}
            aria-label={m.admin_usage_search()}
            data-testid="admin-usage-search"
          />
        </label>
        <select
          className="select w-full max-w-xs"
          value={action}
          onChange={(e) => setAction(e.target.value as UsageAction | "")}
          aria-label={m.usage_col_action()}
          data-testid="admin-usage-action"
        >
          <option value="">{m.admin_usage_all_actions()}</option>
          <option value="refund">{m.admin_usage_refunds()}</option>
          {ACTION_TYPES.map((a) => (
            <option key={a} value={a}>
              {actionLabel({ actionType: a })}
            </option>
          ))}
        </select>
      </div>
      <TableCard rows={records} label={m.admin_nav_credits()} empty={m.usage_empty()} emptyTestId="admin-usage-empty">
        {(rows) => (
          <table className="table table-sm" data-testid="admin-usage-table">
            <thead>
              <tr>
                {/* On a phone the time goes under the action, so user, action and change stay in view. */}
                <th className="hidden sm:table-cell">{m.usage_col_time()}</th>
                <th>{m.admin_col_user()}</th>
                <th>{m.usage_col_action()}</th>
                <th className="text-end">{m.usage_col_change()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="admin-usage-row">
                  <td className="hidden whitespace-nowrap text-base-content/70 sm:table-cell">
                    {formatDateTime(r.createdAt)}
                  </td>
                  <td>
                    <bdi className="wrap-anywhere sm:wrap-normal" title={r.userId}>
                      {r.username || (r.userId ? r.userId.slice(0, 8) : m.admin_unknown_user())}
                    </bdi>
                    {/* On a phone a long name or address may break anywhere, so the change stays in view. */}
                    {r.email && (
                      <p className="break-all text-xs text-base-content/50 sm:break-normal" dir="auto">
                        {r.email}
                      </p>
                    )}
                  </td>
                  <td>
                    {actionLabel(r)}
                    <div className="whitespace-nowrap text-xs text-base-content/60 sm:hidden">
                      {formatDateTime(r.createdAt)}
                    </div>
                    {r.metadata?.reason && !r.metadata.refundOf && (
                      <p className="text-xs text-base-content/60" dir="auto">
                        {r.metadata.reason}
                      </p>
                    )}
                  </td>
                  <td
                    className={`text-end font-mono font-semibold ${r.creditsUsed > 0 ? "text-error" : "text-success"}`}
                    dir="ltr"
                    data-testid="admin-usage-change"
                  >
                    {creditChange(r.creditsUsed)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
      {cursor && (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn btn-sm"
            disabled={loadingMore}
            onClick={() => void loadMore()}
            data-testid="admin-usage-more"
          >
            {loadingMore && <span className="loading loading-spinner loading-xs" />}
            {m.admin_load_more()}
          </button>
        </div>
      )}
    </div>
  );
}
