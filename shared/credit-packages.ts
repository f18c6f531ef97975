// What the back office may set on a credit package (credit_packages), enforced by the Worker and
// checked by the SPA's package editor (which bundles this file: keep it free of imports).

/**
 * The seed packages (migrations/0016_payments.sql). Only these may have no name of their own: a
 * null name shows the translated package_<id> message.
 */
export const SEED_PACKAGE_IDS = ["starter", "advanced", "professional"] as const;
export type SeedPackageId = (typeof SEED_PACKAGE_IDS)[number];

export const isSeedPackage = (id: string): id is SeedPackageId => (SEED_PACKAGE_IDS as readonly string[]).includes(id);

/** An admin's package name, in characters after trimming. */
export const PACKAGE_NAME_MAX = 40;

/** The highest sort order (lower shows first). */
export const MAX_PACKAGE_SORT_ORDER = 1000;
