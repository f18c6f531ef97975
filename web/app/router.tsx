// The one route table. The landing page is eager (it is the first paint); everything behind the
// sign-in is a lazy chunk.
import { createBrowserRouter, Navigate } from "react-router";
import { LandingPage } from "@/features/landing/LandingPage";
import { NotFoundPage } from "@/features/not-found/NotFoundPage";
import { Root } from "./Root";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    Component: Root,
    children: [
      { path: "/", Component: LandingPage },
      { path: "/auth", lazy: page(() => import("@/features/auth/AuthPage")) },
      {
        lazy: page(() => import("@/features/layout/AppLayout")),
        children: [
          { path: "/dashboard", lazy: page(() => import("@/features/dashboard/DashboardPage")) },
          { path: "/nano", lazy: page(() => import("@/features/nano/NanoPage")) },
          { path: "/studio/text-to-image", lazy: page(() => import("@/features/nano/NanoPage")) },
          { path: "/credits", lazy: page(() => import("@/features/credits/CreditsPage")) },
          { path: "/art-studio", lazy: page(() => import("@/features/art-studio/ArtStudioPage")) },
          { path: "/studio/image-style", lazy: page(() => import("@/features/art-studio/ArtStudioPage")) },
          { path: "/gallery", lazy: page(() => import("@/features/library/LibraryPage")) },
          { path: "/library", lazy: page(() => import("@/features/library/LibraryPage")) },
          { path: "/interior-design", lazy: page(() => import("@/features/interior/InteriorDesignPage")) },
          { path: "/studio/interior-design", lazy: page(() => import("@/features/interior/InteriorDesignPage")) },
          { path: "/studio/storybook", lazy: page(() => import("@/features/storybook/StorybookPage")) },
          { path: "/studio/storybook/:id", lazy: page(() => import("@/features/storybook/BookViewerPage")) },
          ...["/referrals"].map(
            (path) => ({ path, lazy: page(() => import("@/features/layout/ComingSoonPage")) }),
          ),
          { path: "/storybook", element: <Navigate to="/studio/storybook" replace /> },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
