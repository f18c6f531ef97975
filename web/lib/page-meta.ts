// The document title and meta description for each page, in the UI language. One table keyed
// by the route table's paths (aliases included); applied on every navigation and language switch.
import { m } from "@/paraglide/messages.js";

export type PageMeta = { title: string; description: string };

type Entry = { paths: string[]; title: () => string; description: () => string; admin?: boolean };

const PAGES: Entry[] = [
  { paths: ["/auth/forgot-password"], title: m.auth_forgot_title, description: m.auth_forgot_subtitle },
  { paths: ["/auth/reset-password"], title: m.auth_reset_title, description: m.auth_reset_subtitle },
  { paths: ["/auth"], title: m.auth_login_title, description: m.auth_login_subtitle },
  { paths: ["/dev/outbox"], title: m.dev_outbox_title, description: m.dev_outbox_subtitle },
  { paths: ["/ai-labels"], title: m.ai_labels_page_title, description: m.ai_labels_page_intro },
  { paths: ["/dashboard"], title: m.nav_dashboard, description: m.dashboard_subtitle },
  { paths: ["/nano", "/studio/text-to-image"], title: m.nano_title, description: m.nano_subtitle },
  { paths: ["/art-studio", "/studio/image-style"], title: m.art_title, description: m.meta_art_description },
  { paths: ["/interior-design", "/studio/interior-design"], title: m.interior_title, description: m.interior_subtitle },
  { paths: ["/studio/storybook", "/storybook"], title: m.story_title, description: m.story_subtitle },
  { paths: ["/studio/batch"], title: m.batch_title, description: m.batch_subtitle },
  { paths: ["/library", "/gallery"], title: m.library_title, description: m.library_subtitle },
  { paths: ["/edit"], title: m.region_edit_action, description: m.region_edit_subtitle },
  { paths: ["/credits"], title: m.credits_title, description: m.meta_credits_description },
  { paths: ["/referrals"], title: m.referrals_title, description: m.referrals_subtitle },
  { paths: ["/account"], title: m.account_title, description: m.account_subtitle },
  { paths: ["/admin/users"], title: m.admin_nav_users, description: m.meta_admin_users_description, admin: true },
  { paths: ["/admin/credits"], title: m.admin_nav_credits, description: m.admin_credits_subtitle, admin: true },
  { paths: ["/admin/reports"], title: m.admin_nav_reports, description: m.admin_reports_subtitle, admin: true },
  { paths: ["/admin/audit"], title: m.admin_nav_audit, description: m.admin_audit_subtitle, admin: true },
  { paths: ["/admin/referrals"], title: m.admin_nav_referrals, description: m.admin_referrals_subtitle, admin: true },
  { paths: ["/admin/recharges"], title: m.admin_nav_recharges, description: m.admin_recharges_subtitle, admin: true },
  { paths: ["/admin/packages"], title: m.admin_package_nav, description: m.admin_package_subtitle, admin: true },
  { paths: ["/admin/styles"], title: m.admin_nav_styles, description: m.admin_styles_subtitle, admin: true },
  { paths: ["/admin/settings"], title: m.admin_nav_settings, description: m.admin_settings_subtitle, admin: true },
  { paths: ["/admin/ai-labels"], title: m.admin_nav_ai_labels, description: m.admin_ai_labels_subtitle, admin: true },
  {
    paths: ["/admin/dashboard", "/admin"],
    title: m.admin_nav_dashboard,
    description: m.admin_dashboard_subtitle,
    admin: true,
  },
];

const matches = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Title and description of the page at `pathname` in the current UI language. */
export function pageMeta(pathname: string): PageMeta {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { title: `Atelier · ${m.landing_hero_title()}`, description: m.landing_hero_subtitle() };
  const entry = PAGES.find((p) => p.paths.some((candidate) => matches(path, candidate)));
  if (!entry) return { title: `${m.not_found_title()} · Atelier`, description: m.meta_site_description() };
  const title = entry.admin ? `${entry.title()} · ${m.admin_title()} · Atelier` : `${entry.title()} · Atelier`;
  return { title, description: entry.description() };
}

export function applyPageMeta(pathname: string, doc: Document = document) {
  const { title, description } = pageMeta(pathname);
  doc.title = title;
  let tag = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = doc.createElement("meta");
    tag.name = "description";
    doc.head.appendChild(tag);
  }
  tag.content = description;
}

/** Keeps the title and description in step with navigation and with language switches. */
export function watchPageMeta(
  router: {
    state: { location: { pathname: string } };
    subscribe: (fn: (state: { location: { pathname: string } }) => void) => unknown;
  },
  onLocaleChange: (fn: () => void) => unknown,
) {
  applyPageMeta(router.state.location.pathname);
  router.subscribe((state) => applyPageMeta(state.location.pathname));
  onLocaleChange(() => applyPageMeta(router.state.location.pathname));
}
