// Payment methods as people read them (the credits page and the back office's recharge orders).
import { m } from "@/paraglide/messages.js";
import { intlLocale } from "@/lib/format";

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
