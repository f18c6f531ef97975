// The app's error boundary. The page itself (and its messages in 15 languages) is a lazy chunk:
// it is rarely needed, and the landing page's first JavaScript stays small.
import { lazy, Suspense } from "react";
import { PageSpinner } from "@/components/Spinner";

const RouteErrorPage = lazy(() => import("./RouteErrorPage").then((module) => ({ default: module.RouteErrorPage })));

export function RouteErrorBoundary() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteErrorPage />
    </Suspense>
  );
}
