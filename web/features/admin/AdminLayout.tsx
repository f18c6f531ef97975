// The back office shell (admins only; everyone else goes to /): a fixed sidebar on desktop, a
// drawer below 768 px, and a header with the menu toggle, the title and the language switcher.
import { useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { useIsMobile } from "@/lib/use-is-mobile";
import { RequireAdmin } from "@/features/auth/guards";
import { LanguageSwitcher } from "@/features/layout/LanguageSwitcher";
import { AdminSidebar } from "./AdminSidebar";

export default function AdminLayout() {
  return (
    <RequireAdmin>
      <Shell />
    </RequireAdmin>
  );
}

function Shell() {
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen bg-base-200/40">
      {!mobile && (
        <aside className="sticky top-0 h-screen w-60 shrink-0 border-e border-base-300" data-testid="admin-sidebar">
          <AdminSidebar />
        </aside>
      )}
      {mobile && drawerOpen && (
        <div className="fixed inset-0 z-40" role="dialog" aria-modal="true">
          <button type="button" className="absolute inset-0 bg-black/40" aria-label={m.common_close()} onClick={() => setDrawerOpen(false)} />
          <aside className="absolute inset-y-0 start-0 w-72 shadow-xl" data-testid="admin-sidebar-drawer">
            <AdminSidebar onNavigate={() => setDrawerOpen(false)} />
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-base-300 bg-base-100/90 px-3 backdrop-blur">
          {mobile && (
            <button type="button" className="btn btn-ghost btn-sm btn-square" onClick={() => setDrawerOpen(true)} aria-label={m.nav_toggle_sidebar()} data-testid="admin-menu">
              <Icon name="menu" className="size-5" />
            </button>
          )}
          <span className="flex items-center gap-2 font-semibold">
            <Icon name="shield" className="size-5 text-primary" />
            {m.admin_title()}
          </span>
          <div className="flex-1" />
          <LanguageSwitcher compact={mobile} />
        </header>
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
