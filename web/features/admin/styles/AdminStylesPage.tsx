// /admin/styles (风格管理): every art style with its status toggle and order (up/down), plus
// the create/edit dialog. Toggles and moves apply at once and roll back on failure.
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { localized } from "@/lib/styles";
import { adminApi, type AdminStyle } from "../admin-api";
import { AdminHeading, TableCard } from "../ui";
import { adminErrorMessage } from "../admin-errors";
import { useAdminData } from "../use-admin-data";
import { StyleDialog } from "./StyleDialog";
import { groupLabel } from "./style-form";

export default function AdminStylesPage() {
  const { data, setData, reload } = useAdminData(["styles"], adminApi.styles, { styles: [] }, [["styles"]]);
  const [editing, setEditing] = useState<AdminStyle | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | null>(null);
  const styles = data?.styles ?? null;

  async function apply(id: string, next: AdminStyle[], call: () => Promise<unknown>) {
    const before = styles;
    setBusyId(id);
    setData({ styles: next });
    try {
      await call();
    } catch (error) {
      if (before) setData({ styles: before });
      toast.error(m.admin_style_save_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusyId(null);
    }
  }

  function toggle(style: AdminStyle) {
    const next = styles!.map((s) => (s.id === style.id ? { ...s, enabled: !s.enabled } : s));
    void apply(style.id, next, () => adminApi.updateStyle(style.id, { enabled: !style.enabled }));
  }

  function move(index: number, by: -1 | 1) {
    const next = [...styles!];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    const ordered = next.map((s, i) => ({ ...s, sortOrder: i }));
    void apply(styles![index].id, ordered, () => adminApi.reorderStyles(ordered.map((s) => s.id)));
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading title={m.admin_nav_styles()} subtitle={m.admin_styles_subtitle()}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setEditing(null)}
          data-testid="style-create"
        >
          <Icon name="plus" className="size-4" />
          {m.admin_style_create()}
        </button>
      </AdminHeading>
      <TableCard
        rows={styles}
        label={m.admin_nav_styles()}
        empty={m.admin_styles_empty()}
        emptyTestId="admin-styles-empty"
      >
        {(rows) => (
          <table className="table table-sm" data-testid="admin-styles-table">
            <thead>
              <tr>
                <th>{m.admin_col_order()}</th>
                <th>{m.admin_col_name()}</th>
                <th>{m.admin_col_description()}</th>
                <th>{m.admin_col_status()}</th>
                <th className="text-end">{m.admin_col_actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s, i) => (
                <tr key={s.id} data-testid="admin-style-row" className={s.enabled ? "" : "opacity-60"}>
                  <td className="whitespace-nowrap">
                    <span className="inline-block w-6 text-center font-mono">{i + 1}</span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-square"
                      onClick={() => move(i, -1)}
                      disabled={i === 0 || busyId !== null}
                      aria-label={m.admin_style_move_up()}
                      title={m.admin_style_move_up()}
                      data-testid={`style-up-${s.id}`}
                    >
                      <Icon name="chevronUp" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-square"
                      onClick={() => move(i, 1)}
                      disabled={i === rows.length - 1 || busyId !== null}
                      aria-label={m.admin_style_move_down()}
                      title={m.admin_style_move_down()}
                      data-testid={`style-down-${s.id}`}
                    >
                      <Icon name="chevronDown" className="size-4" />
                    </button>
                  </td>
                  <td>
                    <span className="me-1" aria-hidden="true">
                      {s.icon}
                    </span>
                    <span className="font-medium">{localized(s.name, s.id)}</span>
                    <p className="text-xs text-base-content/50">
                      <span className="font-mono" dir="ltr">
                        {s.id}
                      </span>{" "}
                      · {groupLabel(s.groupId)}
                    </p>
                  </td>
                  <td
                    className="max-w-xs truncate text-base-content/70"
                    title={localized(s.description, "")}
                    dir="auto"
                  >
                    {localized(s.description, "-") || "-"}
                  </td>
                  <td>
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="toggle toggle-sm toggle-success"
                        checked={s.enabled}
                        onChange={() => toggle(s)}
                        disabled={busyId !== null}
                        data-testid={`style-toggle-${s.id}`}
                      />
                      <span className="text-sm">{s.enabled ? m.admin_style_enabled() : m.admin_style_disabled()}</span>
                    </label>
                  </td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      onClick={() => setEditing(s)}
                      data-testid={`style-edit-${s.id}`}
                    >
                      <Icon name="pencil" className="size-4" />
                      {m.admin_edit()}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
      <StyleDialog target={editing} onClose={() => setEditing(undefined)} onSaved={() => void reload()} />
    </div>
  );
}
