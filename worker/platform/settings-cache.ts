// A per-isolate memory of the settings every page asks about, so /api/capabilities, /api/styles and
// the engine choice do not read D1 (and decrypt the provider keys) on every request: the admin's
// provider keys, the Workers AI switch and the enabled styles. An entry lives at most
// SETTINGS_MAX_AGE_MS; the isolate that saves a change drops it at once, other isolates see the
// change within that time. Nothing that refuses a request is decided from here: the session and
// account, a disabled style and a switched-off engine are read on the request that would use them
// (docs/decisions/0022-startup-and-size-budgets.md).

/** How old a remembered setting may be: a change made on another isolate shows within this. */
export const SETTINGS_MAX_AGE_MS = 60_000;

let now = () => Date.now();

/** Tests move time instead of sleeping through a minute; `undefined` restores the real clock. */
export function setSettingsClock(clock: (() => number) | undefined) {
  now = clock ?? (() => Date.now());
}

export type Remembered<T> = {
  /** The remembered value, or `load()`'s (shared by callers while it runs) when none is young enough. */
  read(load: () => Promise<T>): Promise<T>;
  /** Forget it: the next read loads again. */
  drop(): void;
};

const all: Remembered<unknown>[] = [];

/** One remembered setting. A failed load is not remembered, so the next request tries again. */
export function remembered<T>(): Remembered<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  const memo: Remembered<T> = {
    read(load) {
      if (entry && now() - entry.at < SETTINGS_MAX_AGE_MS) return entry.value;
      const current = { at: now(), value: load() };
      entry = current;
      current.value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return current.value;
    },
    drop() {
      entry = undefined;
    },
  };
  all.push(memo as Remembered<unknown>);
  return memo;
}

/**
 * Forget every remembered setting: after a change made outside these services (a test's SQL, a
 * fresh database) and before the admin's settings page, which shows the stored state.
 */
export function dropRememberedSettings() {
  for (const memo of all) memo.drop();
}
