// The back office sidebar: brand, the admin pages, and 返回控制台 back to /dashboard.
import { Link, NavLink } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Brand } from "@/components/Brand";
import { Icon } from "@/components/icons";
import { ADMIN_NAV } from "./admin-nav";

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className="flex h-full flex-col bg-base-100" aria-label={m.admin_nav_label()}>
      <div className="flex h-14 items-center gap-2 px-2">
        <Brand to="/admin/dashboard" onClick={onNavigate} />
        <span className="badge badge-primary badge-soft badge-sm">{m.admin_badge()}</span>
      </div>
      <ul className="flex-1 space-y-0.5 overflow-y-auto px-2 py-2">
        {ADMIN_NAV.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              data-testid={`admin-nav-${item.id}`}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-field px-3 py-2 text-sm ${isActive ? "bg-primary/10 font-medium text-primary" : "hover:bg-base-200"}`
              }
            >
              <Icon name={item.icon} className="size-5 shrink-0" />
              <span>{item.label()}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="border-t border-base-300 p-2">
        <Link to="/dashboard" onClick={onNavigate} className="btn btn-outline btn-sm w-full" data-testid="admin-back">
          <Icon name="arrowLeft" className="size-4 rtl:-scale-x-100" />
          {m.admin_back_to_console()}
        </Link>
      </div>
    </nav>
  );
}
