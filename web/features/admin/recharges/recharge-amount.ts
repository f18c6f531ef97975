// A recharge amount as the admin types it, checked by the same rule the Worker applies.
import { MAX_RECHARGE_YUAN, YUAN_AMOUNT } from "../../../../shared/credit-limits";

/** The amount exactly as typed, if the server will take it: above 0, at most 2 decimals, never rounded. */
export function rechargeAmount(text: string): string | null {
  const amount = text.trim();
  if (!YUAN_AMOUNT.test(amount)) return null;
  const value = Number(amount);
  return value > 0 && value <= MAX_RECHARGE_YUAN ? amount : null;
}
