// The signed-in sidebar: three nav groups, the admin link for admins, and the account footer.
import { useAtomValue, useSetAtom } from "jotai";
import { Link, NavLink, useNavigate } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatNumber } from "@/lib/format";
import { signOut } from "@/features/auth/auth-api";
import { meAtom, sessionAtom } from "@/features/auth/session";
import { NAV_GROUPS } from "./nav-items";

export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const me = useAtomValue(meAtom);
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut().catch(() => undefined);
    localStorage.removeItem("remember-me");
    localStorage.removeItem("user-email");
    setSession({ status: "signedOut" });
    toast.success(m.toast_signed_out());
    navigate("/");
  }

  const itemClass = "flex items-center gap-3 rounded-field px-3 py-2 text-sm";
  return (
    <nav className="flex h-full flex-col bg-base-100" aria-label={m.nav_main()}>
      <Link to="/dashboard" className="flex h-14 items-center gap-2 px-3 font-bold" onClick={onNavigate}>
        <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
        {!collapsed && <span className="text-lg">Atelier</span>}
      </Link>
      <div className="flex-1 space-y-4 overflow-y-auto px-2 py-2">
        {NAV_GROUPS.map((group) => (
          <div key={group.label()}>
            {!collapsed && <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-base-content/50">{group.label()}</p>}
            <ul className="space-y-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  {item.ready ? (
                    <NavLink
                      to={item.to}
                      onClick={onNavigate}
                      title={collapsed ? item.label() : undefined}
                      className={({ isActive }) =>
                        `${itemClass} ${isActive ? "bg-primary/10 font-medium text-primary" : "hover:bg-base-200"} ${collapsed ? "justify-center px-0" : ""}`
                      }
                    >
                      <Icon name={item.icon} className="size-5 shrink-0" />
                      {!collapsed && <span>{item.label()}</span>}
                    </NavLink>
                  ) : (
                    <span
                      className={`${itemClass} cursor-not-allowed text-base-content/45 ${collapsed ? "justify-center px-0" : ""}`}
                      title={`${item.label()} · ${m.common_coming_soon()}`}
                      aria-disabled="true"
                    >
                      <Icon name={item.icon} className="size-5 shrink-0" />
                      {!collapsed && (
                        <>
                          <span className="flex-1">{item.label()}</span>
                          <span className="badge badge-ghost badge-xs whitespace-nowrap">{m.common_coming_soon()}</span>
                        </>
                      )}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {me?.isAdmin && (
          <span className={`${itemClass} cursor-not-allowed text-base-content/45 ${collapsed ? "justify-center px-0" : ""}`} aria-disabled="true" title={`${m.nav_admin()} · ${m.common_coming_soon()}`}>
            <Icon name="shield" className="size-5 shrink-0" />
            {!collapsed && (
              <>
                <span className="flex-1">{m.nav_admin()}</span>
                <span className="badge badge-ghost badge-xs">{m.common_coming_soon()}</span>
              </>
            )}
          </span>
        )}
      </div>
      {me && (
        <div className="border-t border-base-300 p-2">
          <div className={`flex items-center gap-2 ${collapsed ? "flex-col" : ""}`}>
            <div className="avatar avatar-placeholder">
              <div className="size-9 rounded-full bg-primary text-primary-content">
                <span>{(me.user.email[0] ?? "U").toUpperCase()}</span>
              </div>
            </div>
            {!collapsed && (
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={me.user.email}>{me.user.email}</p>
                <Link to="/credits" onClick={onNavigate} className="text-xs text-primary hover:underline" data-testid="sidebar-credits">
                  {m.common_credits_count({ count: formatNumber(me.credits) })}
                </Link>
                <Link to="/credits" onClick={onNavigate} className="ms-2 text-xs text-base-content/60 hover:underline">
                  {m.nav_recharge()}
                </Link>
              </div>
            )}
            <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={handleSignOut} title={m.nav_sign_out()} aria-label={m.nav_sign_out()}>
              <Icon name="logout" className="size-4 rtl:-scale-x-100" />
            </button>
          </div>
        </div>
      )}
    </nav>
  );
}
