// After a deploy, a tab opened on the previous build asks for chunks that no longer exist (their
// names carry the old build's hashes; the server answers 404, see worker/features/site/site.ts). Reloading
// fetches the new index.html and with it the new names, so the first such failure reloads the
// page once. The guard in sessionStorage names the build that asked for the reload: if that same
// build fails again after it, something other than a deploy is wrong, and the error page shows
// instead of a reload loop. A later deploy is a new build, so it may reload once in its turn.

const GUARD_KEY = "atelier:chunk-reload";

type Page = { storage: Storage; reload: () => void; build: string };

export function chunkReloader(page: Page) {
  let reloading = false;

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
        if (reloadOnce()) return new Promise<T>(() => {});
        throw error;
      }
    },
    /** Vite reports every failed dynamic import (route chunks and the others) as `vite:preloadError`. */
    listen(target: Pick<Window, "addEventListener">) {
      target.addEventListener("vite:preloadError", () => void reloadOnce());
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
});
