// /admin/audit (操作日志): every admin action (decision 26) — who, when, what, on whom, the reason
// typed — newest first, filtered by admin, action, user and dates, 50 at a time with "load more".
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { formatDateTime } from "@/lib/format";
import { AUDIT_ACTION_LABELS, auditActionLabel } from "./audit-labels";
import { adminApi, type AuditEntry, type AuditFilter, type AuditPage } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";

/** A date input's day as the start (or end) of that day in the admin's time zone, as ISO. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString() : undefined;

function useDebounced<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function AdminAuditPage() {
  const [form, setForm] = useState({ admin: "", action: "" as AuditFilter["action"], user: "", from: "", to: "" });
  const admin = useDebounced(form.admin.trim());
  const user = useDebounced(form.user.trim());
  const filter: AuditFilter = {
    admin,
    user,
    action: form.action,
    from: dayBound(form.from, false),
    to: dayBound(form.to, true),
  };
  const key = JSON.stringify(filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's contents, not its identity
  const load = useCallback(() => adminApi.audit(filter), [key]);
  const { data } = useAdminData(["audit", key], load, { entries: [], nextCursor: null } as AuditPage);
  const [more, setMore] = useState<{ entries: AuditEntry[]; nextCursor: string | null } | null>(null);
  useEffect(() => setMore(null), [data]);
  const entries = data ? [...data.entries, ...(more?.entries ?? [])] : null;
  const cursor = more ? more.nextCursor : data?.nextCursor;

  async function loadMore() {
    if (!cursor) return;
    try {
      const page = await adminApi.audit({ ...filter, cursor });
      setMore((prev) => ({ entries: [...(prev?.entries ?? []), ...page.entries], nextCursor: page.nextCursor }));
    } catch (error) {
      toast.error(m.admin_load_failed(), { description: adminErrorMessage(error) });
    }
  }

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_audit()} subtitle={m.admin_audit_subtitle()} />
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        <input
          className="input w-full"
          type="search"
          value={form.admin}
          onChange={set("admin")}
          placeholder={m.admin_audit_filter_admin()}
          aria-label={m.admin_audit_filter_admin()}
          data-testid="audit-filter-admin"
        />
        <select
          className="select w-full"
          value={form.action}
          onChange={set("action")}
          aria-label={m.admin_audit_col_action()}
          data-testid="audit-filter-action"
        >
          <option value="">{m.admin_usage_all_actions()}</option>
          {Object.keys(AUDIT_ACTION_LABELS).map((a) => (
            <option key={a} value={a}>
              {auditActionLabel(a)}
            </option>
          ))}
        </select>
        <input
          className="input w-full"
          type="search"
          value={form.user}
          onChange={set("user")}
          placeholder={m.admin_audit_filter_user()}
          aria-label={m.admin_audit_filter_user()}
          data-testid="audit-filter-user"
        />
        <input
          className="input w-full"
          type="date"
          value={form.from}
          onChange={set("from")}
          aria-label={m.admin_audit_filter_from()}
          data-testid="audit-filter-from"
        />
        <input
          className="input w-full"
          type="date"
          value={form.to}
          onChange={set("to")}
          aria-label={m.admin_audit_filter_to()}
          data-testid="audit-filter-to"
        />
      </div>
      <TableCard
        rows={entries}
        label={m.admin_nav_audit()}
        empty={m.admin_audit_empty()}
        emptyTestId="admin-audit-empty"
      >
        {(rows) => (
          <table className="table table-sm" data-testid="admin-audit-table">
            <thead>
              <tr>
                <th>{m.usage_col_time()}</th>
                <th>{m.admin_audit_col_admin()}</th>
                <th>{m.admin_audit_col_action()}</th>
                <th>{m.admin_col_user()}</th>
                <th>{m.admin_audit_col_reason()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id} data-testid="admin-audit-row">
                  <td className="whitespace-nowrap text-base-content/70">{formatDateTime(e.createdAt)}</td>
                  <td className="text-xs" dir="auto">
                    {e.adminEmail}
                  </td>
                  <td>
                    <span className="font-medium">{auditActionLabel(e.action)}</span>
                    {e.details && (
                      <p
                        className="max-w-64 truncate font-mono text-xs text-base-content/50"
                        dir="ltr"
                        title={JSON.stringify(e.details)}
                      >
                        {JSON.stringify(e.details)}
                      </p>
                    )}
                  </td>
                  <td className="text-xs">{e.targetEmail ?? e.targetUserId?.slice(0, 8) ?? "—"}</td>
                  <td className="max-w-64 break-words" dir="auto">
                    {e.reason ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
      {cursor && (
        <div className="flex justify-center">
          <button type="button" className="btn btn-sm" onClick={() => void loadMore()} data-testid="admin-audit-more">
            {m.admin_load_more()}
          </button>
        </div>
      )}
    </div>
  );
}
