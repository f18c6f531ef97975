// /admin/users (用户管理): search by username or id, a paged table, and per-row credit adjustment.
import { useSetAtom, useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatDate, formatNumber } from "@/lib/format";
import { meAtom, setCreditsAtom } from "@/lib/session";
import { adminApi, type AdminUser, type UserPage } from "../admin-api";
import { AdminHeading, TableCard } from "../ui";
import { useAdminData } from "../use-admin-data";
import { toast } from "sonner";
import { adminErrorMessage } from "../admin-errors";
import { AdjustCreditsDialog } from "./AdjustCreditsDialog";
import { SuspendDialog } from "./SuspendDialog";

const PAGE_SIZE = 20;

export default function AdminUsersPage() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const me = useAtomValue(meAtom);
  const setMyCredits = useSetAtom(setCreditsAtom);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const empty: UserPage = { users: [], total: 0, page: 1, pageSize: PAGE_SIZE };
  const loadUsers = useCallback(() => adminApi.users(query, page, PAGE_SIZE), [query, page]);
  const { data, setData, reload } = useAdminData(["users", query, page], loadUsers, empty, [
    ["usage"],
    ["admin", "stats"],
  ]);
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;

  // A change shows at once, then the page is read again: a search answer already on its way was
  // asked before the change and would put the old row back.
  function adjusted(id: string, balance: number) {
    setData((d) => d && { ...d, users: d.users.map((u) => (u.id === id ? { ...u, balance } : u)) });
    void reload();
    if (me?.user.id === id) setMyCredits(balance);
  }

  const setSuspension = (id: string, suspension: AdminUser["suspension"]) => {
    setData((d) => d && { ...d, users: d.users.map((u) => (u.id === id ? { ...u, suspension } : u)) });
    void reload();
  };

  async function unsuspend(u: AdminUser) {
    try {
      await adminApi.unsuspend(u.id);
      setSuspension(u.id, null);
      toast.success(m.admin_unsuspended_toast({ user: u.username }));
    } catch (error) {
      toast.error(m.admin_action_failed(), { description: adminErrorMessage(error) });
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <AdminHeading
        title={m.admin_nav_users()}
        subtitle={data ? m.admin_users_total({ total: data.total }) : undefined}
      >
        <label className="input w-full max-w-xs">
          <Icon name="search" className="size-4 opacity-60" />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={m.admin_users_search()}
            aria-label={m.admin_users_search()}
            data-testid="admin-users-search"
          />
        </label>
      </AdminHeading>
      <TableCard
        rows={data?.users ?? null}
        label={m.admin_nav_users()}
        empty={m.admin_users_empty()}
        emptyTestId="admin-users-empty"
      >
        {(users) => (
          <table className="table table-sm" data-testid="admin-users-table">
            <thead>
              <tr>
                <th>{m.admin_col_username()}</th>
                <th className="hidden sm:table-cell">{m.admin_col_user_id()}</th>
                <th className="text-end">{m.admin_col_balance()}</th>
                <th className="hidden sm:table-cell">{m.admin_col_registered()}</th>
                <th className="text-end">{m.admin_col_actions()}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} data-testid="admin-user-row">
                  <td>
                    <bdi className="font-medium">{u.username}</bdi>
                    {u.isAdmin && (
                      <span className="badge badge-primary badge-soft badge-xs ms-2">{m.admin_badge()}</span>
                    )}
                    {u.suspension && (
                      <span
                        className="badge badge-error badge-soft badge-xs ms-2"
                        data-testid={`admin-user-suspended-${u.id}`}
                      >
                        {m.admin_suspended_badge()}
                      </span>
                    )}
                    <p className="break-all text-xs text-base-content/50 sm:break-normal" dir="auto">
                      {u.email}
                    </p>
                    <p className="text-xs text-base-content/50 sm:hidden">
                      <bdi className="font-mono" dir="ltr" title={u.id}>
                        {u.id.slice(0, 8)}
                      </bdi>
                      {" · "}
                      <span className="whitespace-nowrap">{formatDate(u.createdAt)}</span>
                    </p>
                    {u.suspension && (
                      <p className="text-xs text-error" dir="auto" data-testid={`admin-user-suspension-reason-${u.id}`}>
                        {m.admin_suspended_since({ date: formatDate(u.suspension.since), reason: u.suspension.reason })}
                      </p>
                    )}
                  </td>
                  <td className="hidden font-mono text-xs sm:table-cell" title={u.id} dir="ltr">
                    {u.id.slice(0, 8)}
                  </td>
                  <td className="text-end font-mono" data-testid={`admin-user-balance-${u.id}`}>
                    {formatNumber(u.balance)}
                  </td>
                  <td className="hidden whitespace-nowrap text-base-content/70 sm:table-cell">
                    {formatDate(u.createdAt)}
                  </td>
                  {/* On a phone the buttons stack, so the user and the balance keep their room. */}
                  <td className="text-end">
                    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        onClick={() => setAdjusting(u)}
                        aria-label={m.admin_adjust_button_for({ user: u.username })}
                        data-testid={`adjust-credits-${u.id}`}
                      >
                        <Icon name="coins" className="size-4" />
                        {m.admin_adjust_button()}
                      </button>
                      {!u.isAdmin &&
                        (u.suspension ? (
                          <button
                            type="button"
                            className="btn btn-ghost btn-xs"
                            onClick={() => void unsuspend(u)}
                            aria-label={m.admin_unsuspend_button_for({ user: u.username })}
                            data-testid={`unsuspend-${u.id}`}
                          >
                            {m.admin_unsuspend_button()}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-ghost btn-xs text-error"
                            onClick={() => setSuspending(u)}
                            aria-label={m.admin_suspend_button_for({ user: u.username })}
                            data-testid={`suspend-${u.id}`}
                          >
                            {m.admin_suspend_button()}
                          </button>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
      <div className="flex items-center justify-end gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setPage((p) => p - 1)}
          disabled={page <= 1 || !data}
          data-testid="admin-users-prev"
        >
          {m.admin_prev_page()}
        </button>
        <span className="text-sm text-base-content/70" data-testid="admin-users-page">
          {m.admin_page_of({ page, pages })}
        </span>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setPage((p) => p + 1)}
          disabled={page >= pages || !data}
          data-testid="admin-users-next"
        >
          {m.admin_next_page()}
        </button>
      </div>
      <AdjustCreditsDialog user={adjusting} onClose={() => setAdjusting(null)} onAdjusted={adjusted} />
      <SuspendDialog
        user={suspending}
        onClose={() => setSuspending(null)}
        onSuspended={(id, reason) => setSuspension(id, { since: new Date().toISOString(), reason })}
      />
    </div>
  );
}
