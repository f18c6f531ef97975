// After a deploy, a tab opened on the previous build asks for chunks that no longer exist (their
// names carry the old build's hashes; the server answers 404, see worker/features/site/site.ts). Reloading
// fetches the new index.html and with it the new names, so the first such failure reloads the
// page once. The guard in sessionStorage names the build that asked for the reload: if that same
// build fails again after it, something other than a deploy is wrong, and the error page shows
// instead of a reload loop. A later deploy is a new build, so it may reload once in its turn.
//
// An import can also fail because the visitor is leaving: Firefox aborts the page's pending
// requests when a navigation starts (NS_BINDING_ABORTED), so a late chunk import fails while the
// next page loads. That is not a stale deploy: reloading then would cancel the visitor's navigation
// and spend the once-per-tab guard. A failure while the page is being left waits: if the page
// comes back (bfcache, a cancelled navigation, a download link) it is judged then; if the page is
// gone, nothing happens.

const GUARD_KEY = "atelier:chunk-reload";
/** After beforeunload with no pagehide (a download link, a navigation that never came), the page stays. */
const STAYED_AFTER_MS = 10_000;

type Page = { storage: Storage; reload: () => void; build: string; hidden?: () => boolean };

export function chunkReloader(page: Page) {
  let reloading = false;
  let leaving = false;
  let stayedTimer: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void)[] = [];

  function setLeaving(now: boolean) {
    clearTimeout(stayedTimer);
    leaving = now;
    if (now) return;
    const resume = waiting;
    waiting = [];
    for (const go of resume) go();
  }

  /** Runs `then` at once while the page stays; while it is being left, only if it comes back. */
  function whenPageStays(then: () => void) {
    if (leaving || page.hidden?.()) waiting.push(then);
    else then();
  }

  /** Reloads unless this build already did in this tab; true while a reload is under way. */
  function reloadOnce() {
    if (reloading) return true;
    try {
      if (page.storage.getItem(GUARD_KEY) === page.build) return false;
      page.storage.setItem(GUARD_KEY, page.build);
    } catch {
      return false; // storage refused (a locked-down browser): without the guard, never reload
    }
    reloading = true;
    page.reload();
    return true;
  }

  return {
    reloadOnce,
    /**
     * A lazy route's import: when its chunk cannot load and the page is reloading, the route stays
     * "loading" (no error page flashes before the reload); otherwise the error reaches the route's
     * error page.
     */
    async loadChunk<T>(load: () => Promise<T>): Promise<T> {
      try {
        return await load();
      } catch (error) {
        await new Promise<void>((resolve) => whenPageStays(() => resolve()));
        if (reloadOnce()) return new Promise<T>(() => {});
        throw error;
      }
    },
    /**
     * Vite reports every failed dynamic import (route chunks and the others) as `vite:preloadError`;
     * the page's lifecycle events tell a failure from leaving apart from a stale deploy.
     */
    listen(target: Pick<Window, "addEventListener">) {
      target.addEventListener("vite:preloadError", () => whenPageStays(reloadOnce));
      target.addEventListener("beforeunload", () => {
        setLeaving(true);
        stayedTimer = setTimeout(() => setLeaving(false), STAYED_AFTER_MS);
      });
      target.addEventListener("pagehide", () => setLeaving(true));
      target.addEventListener("pageshow", () => setLeaving(false));
      // Fired at the document; it bubbles to the window.
      target.addEventListener("visibilitychange", () => setLeaving(Boolean(page.hidden?.())));
    },
  };
}

/** This page's reloader. The build is named by this module's URL, which carries the bundle's hash. */
export const pageReloader = chunkReloader({
  // Read when first needed: importing this module must not touch the browser (build-time rendering).
  get storage() {
    return sessionStorage;
  },
  reload: () => window.location.reload(),
  build: import.meta.url,
  hidden: () => document.visibilityState === "hidden",
});
