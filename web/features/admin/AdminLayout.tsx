// The back office shell (admins only; everyone else goes to /): a fixed sidebar on desktop, a
// drawer below 768 px, and a header with the menu toggle, the title and the language switcher.
import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Drawer } from "@/components/Drawer";
import { Icon } from "@/components/icons";
import { MAIN_ID, SkipLink } from "@/components/SkipLink";
import { useIsMobile } from "@/lib/use-is-mobile";
import { RequireAdmin } from "@/components/guards";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
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
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen bg-base-200/40">
      <SkipLink />
      {!mobile && (
        <aside className="sticky top-0 h-screen w-60 shrink-0 border-e border-base-300" data-testid="admin-sidebar">
          <AdminSidebar />
        </aside>
      )}
      {mobile && drawerOpen && (
        <Drawer
          id="admin-drawer"
          label={m.admin_nav_label()}
          onClose={() => setDrawerOpen(false)}
          returnFocus={menuButton}
          testId="admin-sidebar-drawer"
        >
          <AdminSidebar onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-base-300 bg-base-100/90 px-3 backdrop-blur">
          {mobile && (
            <button
              ref={menuButton}
              type="button"
              className="btn btn-ghost btn-sm btn-square"
              onClick={() => setDrawerOpen(!drawerOpen)}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? "admin-drawer" : undefined}
              aria-label={m.nav_toggle_sidebar()}
              data-testid="admin-menu"
            >
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
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
