// The package editor's form state: blank for a new package, copied from an existing one for edits,
// checked by the rules the Worker applies (shared/credit-packages.ts, credit-limits.ts) and turned
// into the API's body. A seed package may keep (or go back to) its translated name.
import { m } from "@/paraglide/messages.js";
import { formatNumber } from "@/lib/format";
import { MAX_ADMIN_CREDITS, MAX_RECHARGE_YUAN } from "../../../../shared/credit-limits";
import { isSeedPackage, MAX_PACKAGE_SORT_ORDER, PACKAGE_NAME_MAX } from "../../../../shared/credit-packages";
import type { AdminPackage, PackageInput, PackagePatch } from "../admin-api";
import { rechargeAmount } from "../recharges/recharge-amount";

export type PackageForm = {
  name: string;
  translated: boolean;
  credits: string;
  price: string;
  popular: boolean;
  enabled: boolean;
  sortOrder: string;
};
export type PackageField = "name" | "credits" | "price" | "sortOrder";

export function toForm(p: AdminPackage | null, nextOrder: number): PackageForm {
  if (!p)
    return {
      name: "",
      translated: false,
      credits: "",
      price: "",
      popular: false,
      enabled: true,
      sortOrder: String(nextOrder),
    };
  return {
    name: p.name ?? "",
    translated: p.name === null,
    credits: String(p.credits),
    price: p.priceYuan,
    popular: p.popular,
    enabled: p.enabled,
    sortOrder: String(p.sortOrder),
  };
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Each field's problem, if any; `seed` packages may use the translated name instead of one of their own. */
export function formErrors(form: PackageForm, seed: boolean): Partial<Record<PackageField, string>> {
  const errors: Partial<Record<PackageField, string>> = {};
  const name = form.name.trim();
  if (!(seed && form.translated) && (name.length < 1 || name.length > PACKAGE_NAME_MAX))
    errors.name = m.admin_package_name_invalid({ max: PACKAGE_NAME_MAX });
  if (!wholeIn(form.credits, 1, MAX_ADMIN_CREDITS))
    errors.credits = m.admin_package_credits_invalid({ max: formatNumber(MAX_ADMIN_CREDITS) });
  if (rechargeAmount(form.price) === null)
    errors.price = m.admin_package_price_invalid({ max: formatNumber(MAX_RECHARGE_YUAN) });
  if (!wholeIn(form.sortOrder, 0, MAX_PACKAGE_SORT_ORDER))
    errors.sortOrder = m.admin_package_order_invalid({ max: MAX_PACKAGE_SORT_ORDER });
  return errors;
}

export function toInput(form: PackageForm): PackageInput {
  return {
    name: form.name.trim(),
    credits: Number(form.credits),
    priceYuan: form.price.trim(),
    popular: form.popular,
    enabled: form.enabled,
    sortOrder: Number(form.sortOrder),
  };
}

export function toPatch(form: PackageForm, id: string): PackagePatch {
  const { name, ...rest } = toInput(form);
  return { ...rest, name: isSeedPackage(id) && form.translated ? null : name };
}
