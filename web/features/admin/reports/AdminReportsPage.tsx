// /admin/reports (举报处理): visitors' reports of share links (decision 26), open ones first. An
// admin removes the reported work (its files and share links go too; the report closes) or
// dismisses the report. Removed and dismissed ones stay readable under their tabs.
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatDateTime } from "@/lib/format";
import { adminApi, type ReportStatus, type ShareReport } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";

const TABS: { status: ReportStatus; label: () => string }[] = [
  { status: "open", label: m.admin_reports_status_open },
  { status: "removed", label: m.admin_reports_status_removed },
  { status: "dismissed", label: m.admin_reports_status_dismissed },
];

export default function AdminReportsPage() {
  const [status, setStatus] = useState<ReportStatus>("open");
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(() => adminApi.reports(status), [status]);
  const { data, setData, reload } = useAdminData(["reports", status], load, { reports: [] });

  async function act(report: ShareReport, action: "remove" | "dismiss") {
    if (action === "remove" && !window.confirm(m.admin_reports_remove_confirm())) return;
    setBusy(report.id);
    try {
      if (action === "remove") await adminApi.removeReportedWork(report.id);
      else await adminApi.dismissReport(report.id);
      // A removal closes every open report of the same work.
      setData(
        (d) =>
          d && {
            reports: d.reports.filter(
              (r) => r.id !== report.id && (action === "dismiss" || r.shareId !== report.shareId),
            ),
          },
      );
      toast.success(action === "remove" ? m.admin_reports_removed_toast() : m.admin_reports_dismissed_toast());
      void reload();
    } catch (error) {
      toast.error(m.admin_action_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_reports()} subtitle={m.admin_reports_subtitle()}>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={() => void reload()}
          data-testid="admin-reports-refresh"
        >
          <Icon name="refresh" className="size-4" />
          {m.admin_refresh()}
        </button>
      </AdminHeading>
      <div role="tablist" className="tabs tabs-box w-fit">
        {TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            role="tab"
            className={`tab ${status === t.status ? "tab-active" : ""}`}
            onClick={() => setStatus(t.status)}
            data-testid={`admin-reports-tab-${t.status}`}
          >
            {t.label()}
          </button>
        ))}
      </div>
      <TableCard
        rows={data?.reports ?? null}
        label={m.admin_nav_reports()}
        empty={m.admin_reports_empty()}
        emptyTestId="admin-reports-empty"
      >
        {(reports) => (
          <table className="table table-sm" data-testid="admin-reports-table">
            <thead>
              <tr>
                <th>{m.usage_col_time()}</th>
                <th>{m.admin_reports_col_work()}</th>
                <th>{m.admin_reports_col_reason()}</th>
                <th>{m.admin_reports_col_owner()}</th>
                {status === "open" && <th className="text-end">{m.admin_col_actions()}</th>}
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => (
                <tr key={r.id} data-testid="admin-report-row">
                  <td className="whitespace-nowrap text-base-content/70">{formatDateTime(r.createdAt)}</td>
                  <td className="max-w-64">
                    <p className="line-clamp-2 break-words" dir="auto">
                      {r.title}
                    </p>
                    {r.shareUrl ? (
                      <a className="link link-primary text-xs" href={r.shareUrl} target="_blank" rel="noreferrer">
                        {m.admin_reports_open_link()}
                      </a>
                    ) : (
                      <span className="text-xs text-base-content/50">{m.admin_reports_link_gone()}</span>
                    )}
                  </td>
                  <td className="max-w-64">
                    <p className="break-words" dir="auto" data-testid="admin-report-reason">
                      {r.reason}
                    </p>
                  </td>
                  <td className="text-xs">
                    {r.ownerEmail ?? (r.ownerId ? r.ownerId.slice(0, 8) : m.admin_unknown_user())}
                  </td>
                  {status === "open" && (
                    <td className="text-end whitespace-nowrap">
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        disabled={busy === r.id}
                        onClick={() => void act(r, "dismiss")}
                        data-testid={`report-dismiss-${r.id}`}
                      >
                        {m.admin_reports_dismiss()}
                      </button>
                      <button
                        type="button"
                        className="btn btn-error btn-soft btn-xs"
                        disabled={busy === r.id}
                        onClick={() => void act(r, "remove")}
                        data-testid={`report-remove-${r.id}`}
                      >
                        <Icon name="trash" className="size-4" />
                        {m.admin_reports_remove()}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
    </div>
  );
}
