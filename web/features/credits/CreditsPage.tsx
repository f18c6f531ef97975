// /credits: balance, the packages on sale (bought through Stripe Checkout when the deployment
// sells credits, "coming soon" otherwise), the buyer's purchases and the usage history.
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { errorMessage } from "@/lib/error-messages";
import { formatNumber } from "@/lib/format";
import { creditsAtom } from "@/lib/session";
import { fetchUsage, type UsageRecord } from "@/lib/usage";
import { OrdersTable } from "./OrdersTable";
import { PackageCard } from "./PackageCard";
import { paymentMethodList } from "@/lib/payment-methods";
import { PaymentReturn } from "./PaymentReturn";
import { paymentsApi, type CreditPackage, type Order, type PackagesOnSale } from "./payments-api";
import { UsageTable } from "./UsageTable";

export default function CreditsPage() {
  const credits = useAtomValue(creditsAtom);
  const [records, setRecords] = useState<UsageRecord[] | null>(null);
  const [onSale, setOnSale] = useState<PackagesOnSale | null>(null);
  const [orders, setOrders] = useState<Order[]>([]);
  const [buying, setBuying] = useState<string | null>(null);

  useEffect(() => {
    fetchUsage(200)
      .then((r) => setRecords(r.records))
      .catch(() => {
        setRecords([]);
        toast.error(m.usage_load_failed(), { description: m.usage_load_failed_desc() });
      });
  }, [credits]);

  useEffect(() => {
    paymentsApi.packages().then(setOnSale, (error: unknown) => {
      setOnSale({ packages: [], methods: [] });
      toast.error(errorMessage(error));
    });
  }, []);

  const loadOrders = useCallback(() => {
    paymentsApi.orders().then((r) => setOrders(r.orders), () => setOrders([]));
  }, []);
  useEffect(loadOrders, [loadOrders]);

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
            <p className="text-5xl font-black" data-testid="credits-balance">{formatNumber(credits)}</p>
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
          <p className="mt-3 text-center text-sm text-base-content/60" data-testid="credits-payment-methods">{m.credits_payment_methods({ methods: paymentMethodList(onSale.methods) })}</p>
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
