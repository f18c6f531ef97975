// One credit package: name, credits, price, and a buy button — "coming soon" while the deployment
// sells nothing (no Stripe keys) — that opens Stripe Checkout.
import { m } from "@/paraglide/messages.js";
import { formatMoney } from "@/lib/format";
import type { CreditPackage } from "./payments-api";
import { packageName } from "@/lib/package-names";

type Props = { pkg: CreditPackage; busy: boolean; onBuy: (pkg: CreditPackage) => void };

export function PackageCard({ pkg, busy, onBuy }: Props) {
  return (
    <div
      className={`card relative border bg-base-100 ${pkg.popular ? "border-primary shadow-lg" : "border-base-300"}`}
      data-testid="credits-package"
      data-package-id={pkg.id}
    >
      {/* The badge sits on the card's top edge, out of the flow, so every card's name,
          credits and price stay on the same lines as its neighbours'. */}
      {pkg.popular && (
        <span className="badge badge-primary absolute inset-x-0 -top-3 mx-auto w-fit">{m.package_popular()}</span>
      )}
      <div className="card-body items-center text-center">
        <h3 className="card-title break-all">{packageName(pkg)}</h3>
        <p className="text-3xl font-bold">{m.common_credits_count({ count: pkg.credits })}</p>
        <p className="text-base-content/60" data-testid="credits-package-price">
          {formatMoney(pkg.priceYuan)}
        </p>
        {pkg.purchasable ? (
          <button
            type="button"
            className={`btn mt-2 w-full ${pkg.popular ? "btn-primary" : "btn-outline btn-primary"}`}
            disabled={busy}
            onClick={() => onBuy(pkg)}
            data-testid="credits-package-buy"
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {busy ? m.credits_buying() : m.credits_buy()}
          </button>
        ) : (
          <button type="button" className="btn btn-disabled mt-2 w-full" disabled>
            {m.common_coming_soon()}
          </button>
        )}
      </div>
    </div>
  );
}
