// The signed-in shell: collapsible sidebar (16rem / 3rem), a drawer below 768 px, and a header
// with the toggle, the language switcher and (on mobile) the balance.
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Drawer } from "@/components/Drawer";
import { Icon } from "@/components/icons";
import { MAIN_ID, SkipLink } from "@/components/SkipLink";
import { useIsMobile } from "@/lib/use-is-mobile";
import { formatNumber } from "@/lib/format";
import { RequireAuth } from "@/components/guards";
import { creditsAtom } from "@/lib/session";
import { VerifyEmailBanner } from "./VerifyEmailBanner";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { Sidebar } from "./Sidebar";
import { mobileDrawerOpenAtom, sidebarOpenAtom } from "./sidebar-state";

export default function AppLayout() {
  return (
    <RequireAuth>
      <Shell />
    </RequireAuth>
  );
}

function Shell() {
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(mobileDrawerOpenAtom);
  const credits = useAtomValue(creditsAtom);
  const mobile = useIsMobile();
  const location = useLocation();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const expanded = mobile ? drawerOpen : open;

  const toggle = () => (mobile ? setDrawerOpen(!drawerOpen) : setOpen(!open));

  useEffect(() => setDrawerOpen(false), [location.pathname, setDrawerOpen]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "b") {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      {!mobile && (
        <aside
          id="app-sidebar"
          className={`sticky top-0 h-screen shrink-0 border-e border-base-300 transition-[width] duration-200 ${open ? "w-64" : "w-12"}`}
          data-testid="sidebar"
          data-state={open ? "expanded" : "collapsed"}
        >
          <Sidebar collapsed={!open} />
        </aside>
      )}
      {mobile && drawerOpen && (
        <Drawer
          id="app-drawer"
          label={m.nav_main()}
          onClose={() => setDrawerOpen(false)}
          returnFocus={toggleButton}
          testId="sidebar-drawer"
        >
          <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-base-300 bg-base-100/90 px-3 backdrop-blur">
          <button
            ref={toggleButton}
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={mobile ? (drawerOpen ? "app-drawer" : undefined) : "app-sidebar"}
            aria-label={m.nav_toggle_sidebar()}
            title={`${m.nav_toggle_sidebar()} (Ctrl/⌘+B)`}
            data-testid="sidebar-toggle"
          >
            <Icon name={mobile ? "menu" : "panel"} className="size-5" />
          </button>
          <div className="flex-1" />
          {mobile && (
            <Link to="/credits" className="badge badge-primary badge-soft gap-1">
              <Icon name="coins" className="size-3.5" />
              {formatNumber(credits)}
            </Link>
          )}
          <LanguageSwitcher compact={mobile} />
        </header>
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <VerifyEmailBanner />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
