// The sidebar's three groups. `ready: false` marks a tool that is not built yet: it shows the
// "coming soon" badge and is not a link. `aliases` are the spec's other paths to the same screen
// (§3: /studio/text-to-image is /nano, /gallery is /library…): the entry is highlighted there too.
import { m } from "@/paraglide/messages.js";
import type { IconName } from "@/components/icons";

export type NavItem = { to: string; aliases?: string[]; label: () => string; icon: IconName; ready: boolean };
export type NavGroup = { label: () => string; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  { label: m.nav_group_workspace, items: [{ to: "/dashboard", label: m.nav_dashboard, icon: "home", ready: true }] },
  {
    label: m.nav_group_tools,
    items: [
      { to: "/nano", aliases: ["/studio/text-to-image"], label: m.nav_text_to_image, icon: "image", ready: true },
      { to: "/art-studio", aliases: ["/studio/image-style"], label: m.nav_image_style, icon: "palette", ready: true },
      {
        to: "/interior-design",
        aliases: ["/studio/interior-design"],
        label: m.nav_interior_design,
        icon: "sofa",
        ready: true,
      },
      { to: "/studio/storybook", label: m.nav_storybook, icon: "book", ready: true },
      { to: "/studio/batch", label: m.nav_batch, icon: "layers", ready: true },
    ],
  },
  {
    label: m.nav_group_personal,
    items: [
      { to: "/library", aliases: ["/gallery"], label: m.nav_gallery, icon: "gallery", ready: true },
      { to: "/credits", label: m.nav_credits, icon: "coins", ready: true },
      { to: "/referrals", label: m.nav_referrals, icon: "gift", ready: true },
      { to: "/account", label: m.nav_account, icon: "settings", ready: true },
    ],
  },
];

/** Shown only to admins: the back office (web/features/admin). */
export const ADMIN_ITEM: NavItem = { to: "/admin/dashboard", label: m.nav_admin, icon: "shield", ready: true };

/** Whether the entry is the current page: its path or an alias, or a page below one (/studio/storybook/:id). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return [item.to, ...(item.aliases ?? [])].some((to) => path === to || path.startsWith(`${to}/`));
}
