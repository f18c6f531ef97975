// Managing the credit packages the credits page sells (credit_packages): every package including
// disabled ones, create and partial update. The credits page reads the same rows
// (features/payments/service.ts), so a change shows on its next request; orders already made keep their
// own amount and credits, so editing a package never rewrites history.
import { eq, sql } from "drizzle-orm";
import { isSeedPackage, MAX_PACKAGE_SORT_ORDER } from "../../../shared/credit-packages";
import type { Database } from "../../platform/db/client";
import { creditPackages } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { findPackage, listPackages, type CreditPackage } from "../payments/service";
import { yuanFromCents } from "../../platform/format";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";

export type PackageInput = {
  name: string;
  credits: number;
  priceCents: number;
  popular?: boolean;
  enabled?: boolean;
  sortOrder?: number;
};
/** `name: null` puts a seed package back under its translated name. */
export type PackagePatch = Partial<Omit<PackageInput, "name">> & { name?: string | null };

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** "pkg_" + 8 random lowercase letters and digits (36^8 ≈ 2.8e12: a clash is not worth a retry loop). */
export function newPackageId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `pkg_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("")}`;
}

export function toAdminPackage(p: CreditPackage) {
  return {
    id: p.id,
    /** null: a seed package shown under its translated name (package_<id>). */
    name: p.name,
    seed: isSeedPackage(p.id),
    credits: p.credits,
    priceYuan: yuanFromCents(p.priceCents),
    popular: p.popular,
    enabled: p.enabled,
    sortOrder: p.sortOrder,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export type AdminPackage = ReturnType<typeof toAdminPackage>;

/** Every package, disabled ones too, in the credits page's order. */
export async function listAllPackages(db: Database) {
  return (await listPackages(db, { enabledOnly: false })).map(toAdminPackage);
}

/** Adds a package; without a sort order it goes after the last one. */
export async function createPackage(db: Database, admin: AuditAdmin, input: PackageInput) {
  const id = newPackageId();
  const [[row]] = await db.batch([
    db
      .insert(creditPackages)
      .values({
        id,
        name: input.name,
        credits: input.credits,
        priceCents: input.priceCents,
        popular: input.popular ?? false,
        enabled: input.enabled ?? true,
        sortOrder:
          input.sortOrder ??
          sql`(select min(coalesce(max(${creditPackages.sortOrder}), 0) + 1, ${MAX_PACKAGE_SORT_ORDER}) from ${creditPackages})`,
      })
      .returning(),
    auditEntry(db, admin, {
      action: "package.create",
      details: { packageId: id, credits: input.credits, priceYuan: yuanFromCents(input.priceCents) },
    }),
  ]);
  return toAdminPackage(row);
}

/**
 * Changes the given fields, with the audit entry in the same batch; 404 PACKAGE_NOT_FOUND (and
 * no entry) for an unknown id, 400 for a null name on a package that has no translated one.
 */
export async function updatePackage(db: Database, admin: AuditAdmin, id: string, patch: PackagePatch) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as PackagePatch;
  if (changes.name === null && !isSeedPackage(id)) {
    if (!(await findPackage(db, id))) throw notFound();
    throw new AppError("VALIDATION_ERROR", "name: only the seed packages have a translated name to go back to", {
      field: "name",
    });
  }
  const { priceCents, ...rest } = changes;
  const details = {
    packageId: id,
    ...rest,
    ...(priceCents !== undefined ? { priceYuan: yuanFromCents(priceCents) } : {}),
  };
  const exists = sql`exists (select 1 from ${creditPackages} where ${creditPackages.id} = ${id})`;
  const [, [row]] = await db.batch([
    auditEntry(db, admin, { action: "package.update", details }, exists),
    Object.keys(changes).length
      ? db
          .update(creditPackages)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(creditPackages.id, id))
          .returning()
      : db.select().from(creditPackages).where(eq(creditPackages.id, id)),
  ]);
  if (!row) throw notFound();
  return toAdminPackage(row);
}

const notFound = () => new AppError("PACKAGE_NOT_FOUND", "No such credit package.");
