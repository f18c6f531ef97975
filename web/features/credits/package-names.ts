// What the credits page calls a package and a payment method, in the user's language.
import { m } from "@/paraglide/messages.js";
import { intlLocale } from "@/lib/format";

/** The spec's three packages keep their translated names until an admin renames them. */
const SEED_NAMES: Record<string, () => string> = {
  starter: m.package_starter,
  advanced: m.package_advanced,
  professional: m.package_professional,
};

export function packageName(p: { id: string; name: string | null; credits: number }) {
  return p.name ?? SEED_NAMES[p.id]?.() ?? m.common_credits_count({ count: p.credits });
}

const METHOD_NAMES: Record<string, () => string> = {
  card: m.payment_method_card,
  alipay: m.payment_method_alipay,
  wechat_pay: m.payment_method_wechat_pay,
};

export const paymentMethodName = (method: string) => METHOD_NAMES[method]?.() ?? method;

/** "card, Alipay and WeChat Pay", joined as the language joins lists. */
export function paymentMethodList(methods: readonly string[]) {
  return new Intl.ListFormat(intlLocale(), { type: "conjunction" }).format(methods.map(paymentMethodName));
}
