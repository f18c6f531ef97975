// A tab left open across a deploy asks for chunks that are gone: it reloads once into the new
// build, and when the same build fails again it shows the error page rather than reloading forever.
import { describe, expect, it, vi } from "vitest";
import { chunkReloader } from "@/lib/chunk-reload";

const missingChunk = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/NanoPage-old.js"));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One page load of `build` in a tab whose sessionStorage is `storage`. */
function pageLoad(storage: Storage, build = "/assets/index-new.js") {
  const reload = vi.fn();
  return { reload, reloader: chunkReloader({ storage, reload, build }) };
}

describe("a chunk that fails to load", () => {
  it("reloads the page once; the same build failing again shows the error instead", async () => {
    const first = pageLoad(sessionStorage);
    const pending = first.reloader.loadChunk(missingChunk);
    await settle();
    expect(first.reload).toHaveBeenCalledTimes(1);
    // While the reload is under way the route keeps loading: no error page flashes.
    expect(
      await Promise.race([
        pending.then(
          () => "settled",
          () => "settled",
        ),
        new Promise((r) => setTimeout(() => r("waiting"), 20)),
      ]),
    ).toBe("waiting");
    // A second failure in the same page (another chunk, Vite's event) asks for no second reload.
    void first.reloader.loadChunk(missingChunk);
    await settle();
    expect(first.reload).toHaveBeenCalledTimes(1);

    const afterReload = pageLoad(sessionStorage);
    await expect(afterReload.reloader.loadChunk(missingChunk)).rejects.toThrow(
      "Failed to fetch dynamically imported module",
    );
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it("reloads once more after a later deploy (a new build), and loads what it can", async () => {
    const storage = window.localStorage; // any Storage; sessionStorage is used by the test above
    storage.clear();
    const older = pageLoad(storage, "/assets/index-1.js");
    older.reloader.reloadOnce();
    expect(older.reload).toHaveBeenCalledTimes(1);
    const newer = pageLoad(storage, "/assets/index-2.js");
    await expect(newer.reloader.loadChunk(() => Promise.resolve({ default: "page" }))).resolves.toEqual({
      default: "page",
    });
    expect(newer.reload).not.toHaveBeenCalled();
    void newer.reloader.loadChunk(missingChunk);
    await settle();
    expect(newer.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads on Vite's vite:preloadError (a chunk or its CSS missing)", () => {
    localStorage.clear();
    const { reload, reloader } = pageLoad(localStorage, "/assets/index-3.js");
    const target = new EventTarget();
    reloader.listen(target as unknown as Window);
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads when the browser refuses storage (no guard, so no risk of a loop)", async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as Storage;
    const { reload, reloader } = pageLoad(refusing);
    await expect(reloader.loadChunk(missingChunk)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  // Firefox aborts a page's pending imports when the visitor navigates away (NS_BINDING_ABORTED).
  describe("while the page is being left", () => {
    function leavingPage(build: string) {
      localStorage.clear();
      const target = new EventTarget();
      let hidden = false;
      const reload = vi.fn();
      const reloader = chunkReloader({ storage: localStorage, reload, build, hidden: () => hidden });
      reloader.listen(target as unknown as Window);
      const fire = (type: string, nowHidden = hidden) => {
        hidden = nowHidden;
        target.dispatchEvent(new Event(type));
      };
      return { reload, reloader, fire };
    }

    it("does not reload (cancelling the navigation) nor spend the guard when the import fails after beforeunload", async () => {
      vi.useFakeTimers();
      try {
        const { reload, reloader, fire } = leavingPage("/assets/index-4.js");
        fire("beforeunload");
        void reloader.loadChunk(missingChunk);
        fire("vite:preloadError"); // Vite's own report of the same aborted import
        await vi.advanceTimersByTimeAsync(5_000);
        fire("pagehide", true);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(reload).not.toHaveBeenCalled();
        expect(localStorage.getItem("atelier:chunk-reload")).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it("does not reload when the failure comes after pagehide or with the page hidden", async () => {
      const { reload, reloader, fire } = leavingPage("/assets/index-5.js");
      fire("visibilitychange", true);
      void reloader.loadChunk(missingChunk);
      fire("pagehide", true);
      void reloader.loadChunk(missingChunk);
      await settle();
      expect(reload).not.toHaveBeenCalled();
    });

    it("judges the failure when the page comes back (bfcache): a stale chunk then reloads once", async () => {
      const { reload, reloader, fire } = leavingPage("/assets/index-6.js");
      fire("pagehide", true);
      void reloader.loadChunk(missingChunk);
      await settle();
      expect(reload).not.toHaveBeenCalled();
      fire("pageshow", false);
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it("stays a stale deploy when beforeunload led nowhere (a download link): reloads after the wait", async () => {
      vi.useFakeTimers();
      try {
        const { reload, reloader, fire } = leavingPage("/assets/index-7.js");
        fire("beforeunload");
        void reloader.loadChunk(missingChunk);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(reload).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(10_000);
        expect(reload).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
