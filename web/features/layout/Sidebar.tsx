// The signed-in sidebar: three nav groups, the admin link for admins, the account footer, and
// the link to how pictures are labelled (AI 内容标识说明, /ai-labels).
import { useAtomValue } from "jotai";
import { Link, useLocation } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Brand } from "@/components/Brand";
import { Icon } from "@/components/icons";
import { meAtom } from "@/lib/session";
import { useSignOut } from "@/lib/sign-out";
import { ADMIN_ITEM, isNavItemActive, NAV_GROUPS, type NavItem } from "@/lib/nav-items";

export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const me = useAtomValue(meAtom);
  const handleSignOut = useSignOut();

  return (
    <nav className="flex h-full flex-col bg-base-100" aria-label={m.nav_main()}>
      <Brand to="/dashboard" onClick={onNavigate} showName={!collapsed} className="h-14 px-2" />
      <div className="flex-1 space-y-4 overflow-y-auto px-2 py-2">
        {NAV_GROUPS.map((group) => (
          <div key={group.label()}>
            {!collapsed && (
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-base-content/50">
                {group.label()}
              </p>
            )}
            <ul className="space-y-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavRow item={item} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {me?.isAdmin && (
          <ul>
            <li>
              <NavRow item={ADMIN_ITEM} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          </ul>
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
                <p
                  className="truncate text-sm font-medium"
                  title={me.user.email}
                  dir="auto"
                  data-testid="sidebar-email"
                >
                  {me.user.email}
                </p>
                <Link
                  to="/credits"
                  onClick={onNavigate}
                  className="text-xs text-primary hover:underline"
                  data-testid="sidebar-credits"
                >
                  {m.common_credits_count({ count: me.credits })}
                </Link>
                <Link to="/credits" onClick={onNavigate} className="ms-2 text-xs text-base-content/60 hover:underline">
                  {m.nav_recharge()}
                </Link>
              </div>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square"
              onClick={handleSignOut}
              title={m.nav_sign_out()}
              aria-label={m.nav_sign_out()}
            >
              <Icon name="logout" className="size-4 rtl:-scale-x-100" />
            </button>
          </div>
        </div>
      )}
      <div className={`px-2 pb-2 ${collapsed ? "flex justify-center" : "px-3"}`}>
        <Link
          to="/ai-labels"
          onClick={onNavigate}
          className={
            collapsed
              ? "btn btn-ghost btn-xs btn-square text-base-content/60"
              : "text-xs text-base-content/60 hover:underline"
          }
          title={collapsed ? m.ai_labels_link() : undefined}
          aria-label={collapsed ? m.ai_labels_link() : undefined}
          data-testid="sidebar-ai-labels"
        >
          {collapsed ? <Icon name="tag" className="size-4" /> : m.ai_labels_link()}
        </Link>
      </div>
    </nav>
  );
}

const ROW = "flex items-center gap-3 rounded-field px-3 py-2 text-sm";

/** One sidebar entry: a link when the tool is built, a "coming soon" row when it is not. */
function NavRow({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const active = isNavItemActive(item, useLocation().pathname);
  const layout = collapsed ? "justify-center px-0" : "";
  if (!item.ready)
    return (
      <span
        className={`${ROW} ${layout} cursor-not-allowed text-base-content/45`}
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
    );
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      title={collapsed ? item.label() : undefined}
      aria-current={active ? "page" : undefined}
      className={`${ROW} ${layout} ${active ? "bg-primary/10 font-medium text-primary" : "hover:bg-base-200"}`}
    >
      <Icon name={item.icon} className="size-5 shrink-0" />
      {!collapsed && <span>{item.label()}</span>}
    </Link>
  );
}
