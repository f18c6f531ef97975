// The credit packages the credits page sells (credit_packages; admins edit them in the back
// office). A package is buyable when it is enabled and payments are configured (./config.ts).
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { creditPackages } from "../../platform/db/schema";
import { yuanFromCents } from "../../platform/format";

export type CreditPackage = typeof creditPackages.$inferSelect;

/** Every package in the page's order; `enabledOnly` for what users see. */
export function listPackages(db: Database, p: { enabledOnly: boolean }) {
  const query = db.select().from(creditPackages);
  return (p.enabledOnly ? query.where(eq(creditPackages.enabled, true)) : query)
    .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.createdAt))
    .all();
}

export function findPackage(db: Database, id: string) {
  return db.select().from(creditPackages).where(eq(creditPackages.id, id)).get();
}

/**
 * What GET /api/credits/packages shows of a package. `name` is null for a seed package that
 * keeps its translated name (the SPA shows package_<id>); `purchasable` is whether the button
 * opens Checkout.
 */
export function packageView(p: CreditPackage, purchasable: boolean) {
  return {
    id: p.id,
    name: p.name,
    credits: p.credits,
    priceYuan: yuanFromCents(p.priceCents),
    popular: p.popular,
    purchasable,
  };
}
