// The credits page's calls about buying: the packages on sale, opening Stripe Checkout, and the
// buyer's orders (the page waits on one after Stripe sends the buyer back).
// The packages and the orders are queries the route's loader starts with the session.
import { queryOptions } from "@tanstack/react-query";
import { getLocale } from "@/paraglide/runtime.js";
import { api, unwrap } from "@/lib/api";

type Data<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export const paymentsApi = {
  packages: () => unwrap(api.credits.packages.$get()),
  checkout: (packageId: string) => unwrap(api.payments.checkout.$post({ json: { packageId, locale: getLocale() } })),
  orders: () => unwrap(api.payments.orders.$get()),
  order: (orderId: string) => unwrap(api.payments.orders[":orderId"].$get({ param: { orderId } })),
  cancel: (orderId: string) => unwrap(api.payments.orders[":orderId"].cancel.$post({ param: { orderId } })),
};

export type PackagesOnSale = Data<typeof paymentsApi.packages>;
export type CreditPackage = PackagesOnSale["packages"][number];
export type Order = Data<typeof paymentsApi.orders>["orders"][number];

export const packagesQuery = queryOptions({ queryKey: ["payments", "packages"], queryFn: paymentsApi.packages });
export const ordersQuery = queryOptions({ queryKey: ["payments", "orders"], queryFn: paymentsApi.orders });
