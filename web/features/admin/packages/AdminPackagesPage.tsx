// /admin/packages (套餐管理): the credit packages the credits page sells, disabled ones too, each
// with its on-sale switch (applied at once, rolled back on failure) and the create/edit dialog.
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatMoney } from "@/lib/format";
import { packageName } from "@/lib/package-names";
import { MAX_PACKAGE_SORT_ORDER } from "../../../../shared/credit-packages";
import { adminApi, type AdminPackage } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";
import { PackageDialog } from "./PackageDialog";

export default function AdminPackagesPage() {
  const { data, setData, reload } = useAdminData(["packages"], adminApi.packages, { packages: [] }, [
    ["payments", "packages"],
  ]);
  const [editing, setEditing] = useState<AdminPackage | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | null>(null);
  const packages = data?.packages ?? null;
  const nextOrder = Math.min(MAX_PACKAGE_SORT_ORDER, Math.max(0, ...(packages ?? []).map((p) => p.sortOrder)) + 1);

  async function toggle(p: AdminPackage) {
    const before = packages;
    setBusyId(p.id);
    setData({ packages: before!.map((q) => (q.id === p.id ? { ...q, enabled: !p.enabled } : q)) });
    try {
      await adminApi.updatePackage(p.id, { enabled: !p.enabled });
    } catch (error) {
      if (before) setData({ packages: before });
      toast.error(m.admin_package_save_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_package_nav()} subtitle={m.admin_package_subtitle()}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setEditing(null)}
          data-testid="package-create"
        >
          <Icon name="plus" className="size-4" />
          {m.admin_package_create()}
        </button>
      </AdminHeading>
      <TableCard
        rows={packages}
        label={m.admin_package_nav()}
        empty={m.admin_package_empty()}
        emptyTestId="admin-packages-empty"
      >
        {(rows) => (
          <ul className="divide-y divide-base-300" data-testid="admin-packages-list">
            {rows.map((p) => (
              <li
                key={p.id}
                className={`flex flex-wrap items-center gap-x-4 gap-y-2 px-2 py-3 ${p.enabled ? "" : "opacity-60"}`}
                data-testid={`package-row-${p.id}`}
              >
                <span
                  className="w-10 shrink-0 text-center font-mono text-sm text-base-content/60"
                  title={m.admin_col_order()}
                  dir="ltr"
                >
                  {p.sortOrder}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="flex flex-wrap items-center gap-2">
                    <bdi className="font-medium break-words" data-testid="package-row-name">
                      {packageName(p)}
                    </bdi>
                    {p.popular && (
                      <span
                        className="badge badge-sm badge-primary whitespace-nowrap"
                        data-testid="package-row-popular"
                      >
                        {m.package_popular()}
                      </span>
                    )}
                    {p.name === null && (
                      <span className="badge badge-sm badge-ghost whitespace-nowrap">
                        {m.admin_package_translated_tag()}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-base-content/70">
                    <bdi data-testid="package-row-credits">{m.common_credits_count({ count: p.credits })}</bdi>
                    {" · "}
                    <bdi className="whitespace-nowrap tabular-nums" data-testid="package-row-price">
                      {formatMoney(p.priceYuan)}
                    </bdi>
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="toggle toggle-sm toggle-success"
                      checked={p.enabled}
                      onChange={() => void toggle(p)}
                      disabled={busyId !== null}
                      aria-label={m.admin_package_toggle_label({ name: packageName(p) })}
                      data-testid={`package-toggle-${p.id}`}
                    />
                    <span className="text-sm whitespace-nowrap" data-testid="package-row-status">
                      {p.enabled ? m.admin_package_enabled() : m.admin_package_disabled()}
                    </span>
                  </label>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    onClick={() => setEditing(p)}
                    data-testid={`package-edit-${p.id}`}
                  >
                    <Icon name="pencil" className="size-4" />
                    {m.admin_edit()}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </TableCard>
      <PackageDialog
        target={editing}
        nextOrder={nextOrder}
        onClose={() => setEditing(undefined)}
        onSaved={() => void reload()}
      />
    </div>
  );
}
