// The one route table. The landing page is eager (it is the first paint, pre-rendered at build
// time by web/prerender.tsx); everything else is a lazy chunk; the back office under /admin has
// its own layout. Every page is `localized` (re-rendered in place on a language switch).
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { LandingPage } from "@/features/landing/LandingPage";
import { RouteErrorBoundary } from "@/features/route-error/RouteErrorBoundary";
import { PageSpinner } from "@/components/Spinner";
import { pageReloader } from "@/lib/chunk-reload";
import { loadAllMessages } from "@/lib/i18n";
import { localized } from "./localized";
import { pageData } from "./start-page-data";
import { Root } from "./Root";

// Each page's chunk loads together with every message of the visitor's language: the app may have
// started on the landing page with only that page's messages (web/lib/i18n.ts, loadAllMessages).
// A chunk a deploy removed reloads the page once (web/lib/chunk-reload.ts) rather than erroring.
const withAllMessages = async <T,>(load: () => Promise<T>) =>
  (await pageReloader.loadChunk(() => Promise.all([load(), loadAllMessages()])))[0];
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: localized((await withAllMessages(load)).default),
});

export const routes: RouteObject[] = [
  {
    Component: Root,
    // Shown while the first page's lazy chunk loads (without it react-router warns on every load).
    HydrateFallback: PageSpinner,
    ErrorBoundary: localized(RouteErrorBoundary),
    children: [
      { path: "/", Component: localized(LandingPage) },
      { path: "/auth", lazy: page(() => import("@/features/auth/AuthPage")) },
      { path: "/auth/forgot-password", lazy: page(() => import("@/features/auth/ForgotPasswordPage")) },
      { path: "/auth/reset-password", lazy: page(() => import("@/features/auth/ResetPasswordPage")) },
      { path: "/ai-labels", lazy: page(() => import("@/features/ai-labels/AiLabelsPage")) },
      // Local development only: the API behind it answers 404 unless DEV_OUTBOX="1" on loopback.
      { path: "/dev/outbox", lazy: page(() => import("@/features/dev-outbox/DevOutboxPage")) },
      {
        lazy: page(() => import("@/features/layout/AppLayout")),
        children: [
          {
            path: "/dashboard",
            loader: pageData("dashboard"),
            lazy: page(() => import("@/features/dashboard/DashboardPage")),
          },
          { path: "/nano", loader: pageData("nano"), lazy: page(() => import("@/features/nano/NanoPage")) },
          {
            path: "/studio/text-to-image",
            loader: pageData("nano"),
            lazy: page(() => import("@/features/nano/NanoPage")),
          },
          { path: "/credits", loader: pageData("credits"), lazy: page(() => import("@/features/credits/CreditsPage")) },
          {
            path: "/art-studio",
            loader: pageData("artStudio"),
            lazy: page(() => import("@/features/art-studio/ArtStudioPage")),
          },
          {
            path: "/studio/image-style",
            loader: pageData("artStudio"),
            lazy: page(() => import("@/features/art-studio/ArtStudioPage")),
          },
          { path: "/gallery", loader: pageData("library"), lazy: page(() => import("@/features/library/LibraryPage")) },
          { path: "/library", loader: pageData("library"), lazy: page(() => import("@/features/library/LibraryPage")) },
          {
            path: "/interior-design",
            loader: pageData("interior"),
            lazy: page(() => import("@/features/interior/InteriorDesignPage")),
          },
          {
            path: "/studio/interior-design",
            loader: pageData("interior"),
            lazy: page(() => import("@/features/interior/InteriorDesignPage")),
          },
          {
            path: "/studio/storybook",
            loader: pageData("storybook"),
            lazy: page(() => import("@/features/storybook/StorybookPage")),
          },
          {
            path: "/studio/batch",
            loader: pageData("batch"),
            lazy: page(() => import("@/features/batch/BatchPage")),
          },
          {
            path: "/studio/storybook/:id",
            loader: pageData("book"),
            lazy: page(() => import("@/features/storybook/BookViewerPage")),
          },
          {
            path: "/referrals",
            loader: pageData("referrals"),
            lazy: page(() => import("@/features/referrals/ReferralsPage")),
          },
          { path: "/account", loader: pageData("account"), lazy: page(() => import("@/features/account/AccountPage")) },
          { path: "/storybook", element: <Navigate to="/studio/storybook" replace /> },
          {
            path: "/edit/:workId",
            loader: pageData("regionEdit"),
            lazy: page(() => import("@/features/region-edit/RegionEditPage")),
          },
        ],
      },
      {
        path: "/admin",
        lazy: page(() => import("@/features/admin/AdminLayout")),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: "dashboard",
            loader: pageData("adminDashboard"),
            lazy: page(() => import("@/features/admin/dashboard/AdminDashboardPage")),
          },
          { path: "users", lazy: page(() => import("@/features/admin/users/AdminUsersPage")) },
          { path: "credits", lazy: page(() => import("@/features/admin/credits/AdminCreditsPage")) },
          { path: "reports", lazy: page(() => import("@/features/admin/reports/AdminReportsPage")) },
          { path: "audit", lazy: page(() => import("@/features/admin/audit/AdminAuditPage")) },
          { path: "referrals", lazy: page(() => import("@/features/admin/referrals/AdminReferralsPage")) },
          { path: "recharges", lazy: page(() => import("@/features/admin/recharges/AdminRechargesPage")) },
          { path: "packages", lazy: page(() => import("@/features/admin/packages/AdminPackagesPage")) },
          { path: "styles", lazy: page(() => import("@/features/admin/styles/AdminStylesPage")) },
          { path: "settings", lazy: page(() => import("@/features/admin/settings/AdminSettingsPage")) },
          { path: "ai-labels", lazy: page(() => import("@/features/admin/ai-labels/AdminAiLabelsPage")) },
        ],
      },
      {
        path: "*",
        lazy: async () => ({
          Component: localized((await withAllMessages(() => import("@/features/not-found/NotFoundPage"))).NotFoundPage),
        }),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, "state" | "subscribe">;

/** Resolves once the router has loaded the lazy modules of the first page (nothing is pending). */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
