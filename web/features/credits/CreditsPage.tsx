// /credits: balance, the three packages (purchase not yet available), the usage history.
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { formatMoney, formatNumber } from "@/lib/format";
import { creditsAtom } from "@/lib/session";
import { UsageTable } from "./UsageTable";
import { fetchUsage, type UsageRecord } from "@/lib/usage";
import { CREDIT_PACKAGES } from "../../../shared/prices";

const PACKAGE_NAME: Record<(typeof CREDIT_PACKAGES)[number]["id"], () => string> = {
  starter: m.package_starter,
  advanced: m.package_advanced,
  professional: m.package_professional,
};
const PACKAGES = CREDIT_PACKAGES.map((p) => ({ ...p, name: PACKAGE_NAME[p.id] }));

export default function CreditsPage() {
  const credits = useAtomValue(creditsAtom);
  const [records, setRecords] = useState<UsageRecord[] | null>(null);

  useEffect(() => {
    fetchUsage(200)
      .then((r) => setRecords(r.records))
      .catch(() => {
        setRecords([]);
        toast.error(m.usage_load_failed(), { description: m.usage_load_failed_desc() });
      });
  }, [credits]);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold">{m.credits_title()}</h1>
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
        <div className="grid gap-4 md:grid-cols-3">
          {PACKAGES.map((p) => (
            <div key={p.credits} className={`card relative border bg-base-100 ${p.popular ? "border-primary shadow-lg" : "border-base-300"}`} data-testid="credits-package">
              {/* The badge sits on the card's top edge, out of the flow, so every card's name,
                  credits and price stay on the same lines as its neighbours'. */}
              {p.popular && <span className="badge badge-primary absolute inset-x-0 -top-3 mx-auto w-fit">{m.package_popular()}</span>}
              <div className="card-body items-center text-center">
                <h3 className="card-title">{p.name()}</h3>
                <p className="text-3xl font-bold">{m.common_credits_count({ count: p.credits })}</p>
                <p className="text-base-content/60" data-testid="credits-package-price">{formatMoney(p.yuan)}</p>
                <button type="button" className="btn btn-disabled mt-2 w-full" disabled>{m.common_coming_soon()}</button>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 className="card-title">{m.credits_usage_title()}</h2>
          {records === null ? <span className="loading loading-dots mx-auto" /> : <UsageTable records={records} />}
        </div>
      </section>
    </div>
  );
}
