// The back office's pages, in sidebar order. `id` names the data-testid (admin-nav-<id>).
import { m } from "@/paraglide/messages.js";
import type { IconName } from "@/components/icons";

export type AdminNavItem = { id: string; to: string; label: () => string; icon: IconName };

export const ADMIN_NAV: AdminNavItem[] = [
  { id: "dashboard", to: "/admin/dashboard", label: m.admin_nav_dashboard, icon: "chart" },
  { id: "users", to: "/admin/users", label: m.admin_nav_users, icon: "users" },
  { id: "credits", to: "/admin/credits", label: m.admin_nav_credits, icon: "coins" },
  { id: "reports", to: "/admin/reports", label: m.admin_nav_reports, icon: "shield" },
  { id: "audit", to: "/admin/audit", label: m.admin_nav_audit, icon: "history" },
  { id: "referrals", to: "/admin/referrals", label: m.admin_nav_referrals, icon: "gift" },
  { id: "recharges", to: "/admin/recharges", label: m.admin_nav_recharges, icon: "receipt" },
  { id: "packages", to: "/admin/packages", label: m.admin_package_nav, icon: "layers" },
  { id: "styles", to: "/admin/styles", label: m.admin_nav_styles, icon: "palette" },
  { id: "settings", to: "/admin/settings", label: m.admin_nav_settings, icon: "settings" },
  { id: "ai-labels", to: "/admin/ai-labels", label: m.admin_nav_ai_labels, icon: "tag" },
];
