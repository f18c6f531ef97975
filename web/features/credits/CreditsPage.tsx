// /credits: balance, the packages on sale (bought through Stripe Checkout when the deployment
// sells credits, "coming soon" otherwise), the buyer's purchases and the usage history.
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { errorMessage } from "@/lib/error-messages";
import { formatNumber } from "@/lib/format";
import { creditsAtom } from "@/lib/session";
import { queryClient } from "@/lib/query-client";
import { CREDITS_USAGE, invalidateUsage } from "@/lib/usage";
import { OrdersTable } from "./OrdersTable";
import { PackageCard } from "./PackageCard";
import { paymentMethodList } from "@/lib/payment-methods";
import { PaymentReturn } from "./PaymentReturn";
import { ordersQuery, packagesQuery, paymentsApi, type CreditPackage } from "./payments-api";
import { UsageTable } from "./UsageTable";

export default function CreditsPage() {
  const credits = useAtomValue(creditsAtom);
  const usage = useQuery(CREDITS_USAGE, queryClient);
  const records = usage.data?.records ?? (usage.isError ? [] : null);
  const packages = useQuery(packagesQuery, queryClient);
  const onSale = packages.data ?? (packages.isError ? { packages: [], methods: [] } : null);
  const orders = useQuery(ordersQuery, queryClient).data?.orders ?? [];
  const [buying, setBuying] = useState<string | null>(null);

  useEffect(() => {
    if (usage.error) toast.error(m.usage_load_failed(), { description: m.usage_load_failed_desc() });
  }, [usage.error]);
  useEffect(() => {
    if (packages.error) toast.error(errorMessage(packages.error));
  }, [packages.error]);

  // A balance that moves while the page is open (a refund, a purchase) has a record to show.
  const shownCredits = useRef(credits);
  useEffect(() => {
    if (shownCredits.current === credits) return;
    shownCredits.current = credits;
    void invalidateUsage();
  }, [credits]);

  const loadOrders = useCallback(() => void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey }), []);

  async function buy(pkg: CreditPackage) {
    setBuying(pkg.id);
    try {
      const { url } = await paymentsApi.checkout(pkg.id);
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error));
      setBuying(null);
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold">{m.credits_title()}</h1>
      <PaymentReturn onSettled={loadOrders} />
      <section className="card bg-gradient-to-br from-primary to-secondary text-primary-content shadow-lg">
        <div className="card-body flex-row items-center justify-between">
          <div>
            <p className="opacity-80">{m.credits_current_balance()}</p>
            <p className="text-5xl font-black" data-testid="credits-balance">
              {formatNumber(credits)}
            </p>
          </div>
          <Icon name="coins" className="size-16 opacity-40" />
        </div>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{m.credits_packages_title()}</h2>
        {onSale === null ? (
          <span className="loading loading-dots mx-auto block" />
        ) : (
          <div className="grid gap-4 md:grid-cols-3">
            {onSale.packages.map((p) => (
              <PackageCard key={p.id} pkg={p} busy={buying === p.id} onBuy={(pkg) => void buy(pkg)} />
            ))}
          </div>
        )}
        {onSale && onSale.methods.length > 0 && (
          <p className="mt-3 text-center text-sm text-base-content/60" data-testid="credits-payment-methods">
            {m.credits_payment_methods({ methods: paymentMethodList(onSale.methods) })}
          </p>
        )}
      </section>
      {orders.length > 0 && (
        <section className="card bg-base-100 shadow-sm" data-testid="credits-orders">
          <div className="card-body">
            <h2 className="card-title">{m.credits_orders_title()}</h2>
            <OrdersTable orders={orders} />
          </div>
        </section>
      )}
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 className="card-title">{m.credits_usage_title()}</h2>
          {records === null ? <span className="loading loading-dots mx-auto" /> : <UsageTable records={records} />}
        </div>
      </section>
    </div>
  );
}
