// Checks a decoded POST /v1/checkout/sessions body the way Stripe does, and refuses in Stripe's
// words (the first problem wins, as with the real API). What passes becomes a SessionInput.
import type { FormObject, FormValue } from "./form-body";
import { paramName } from "./form-body";
import * as C from "./stripe-catalog";
import { invalidParam, missingParam, StripeParamError, unknownParam } from "./stripe-errors";
import { now, type LineItem, type SessionInput } from "./stripe-objects";

type Checked = Omit<SessionInput, "id" | "url">;

const isObject = (v: FormValue | undefined): v is FormObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function objectAt(v: FormValue | undefined, param: string): FormObject {
  if (v === undefined || v === "") return {};
  if (!isObject(v)) throw invalidParam(param, `Invalid object`);
  return v;
}

function arrayAt(v: FormValue | undefined, param: string): FormValue[] {
  if (v === undefined || v === "") return [];
  if (!Array.isArray(v)) throw invalidParam(param, `Invalid array`);
  return v;
}

function stringAt(v: FormValue | undefined, param: string): string | null {
  if (v === undefined || v === "") return null;
  if (typeof v !== "string") throw invalidParam(param, `Invalid string: ${JSON.stringify(v)}`);
  return v;
}

function integerAt(v: FormValue | undefined, param: string): number | null {
  const s = stringAt(v, param);
  if (s === null) return null;
  if (!/^-?\d+$/.test(s)) throw new StripeParamError(`Invalid integer: ${s}`, param, "parameter_invalid_integer");
  return Number(s);
}

function enumAt(v: FormValue | undefined, param: string, allowed: Set<string>): string | null {
  const s = stringAt(v, param);
  if (s !== null && !allowed.has(s))
    throw invalidParam(param, `Invalid ${param}: must be one of ${[...allowed].join(", ")}`);
  return s;
}

function onlyKnown(obj: FormObject, known: Set<string>, path: (string | number)[]) {
  for (const key of Object.keys(obj)) if (!known.has(key)) throw unknownParam(paramName([...path, key]));
}

function absoluteUrl(v: FormValue | undefined, param: string): string | null {
  const s = stringAt(v, param);
  if (s === null) return null;
  // {CHECKOUT_SESSION_ID} is Stripe's template; braces are not valid in a URL until it is replaced.
  if (!URL.canParse(s.replaceAll("{CHECKOUT_SESSION_ID}", "x")) || !/^https?:\/\//i.test(s)) {
    throw new StripeParamError("Not a valid URL", param, "url_invalid");
  }
  return s;
}

function metadataAt(v: FormValue | undefined, param: string): Record<string, string> {
  const obj = objectAt(v, param);
  const entries = Object.entries(obj);
  if (entries.length > C.METADATA_LIMITS.keys)
    throw invalidParam(
      param,
      `Metadata can have up to ${C.METADATA_LIMITS.keys} keys, but you passed ${entries.length} keys.`,
    );
  for (const [key, value] of entries) {
    if (key.length > C.METADATA_LIMITS.keyLength)
      throw invalidParam(
        `${param}[${key}]`,
        `Metadata keys can have up to ${C.METADATA_LIMITS.keyLength} characters, but you passed in a key with ${key.length} characters.`,
      );
    if (typeof value !== "string") throw invalidParam(`${param}[${key}]`, "Metadata values must be strings.");
    if (value.length > C.METADATA_LIMITS.valueLength)
      throw invalidParam(
        `${param}[${key}]`,
        `Metadata values can have up to ${C.METADATA_LIMITS.valueLength} characters, but you passed in a value with ${value.length} characters.`,
      );
  }
  return obj as Record<string, string>;
}

function lineItemAt(v: FormValue, i: number): LineItem {
  const path = ["line_items", i];
  const item = objectAt(v, paramName(path));
  onlyKnown(item, C.LINE_ITEM_PARAMS, path);
  const quantity = integerAt(item.quantity, paramName([...path, "quantity"]));
  if (quantity === null) throw missingParam(paramName([...path, "quantity"]));
  if (quantity < 1)
    throw invalidParam(paramName([...path, "quantity"]), "This value must be greater than or equal to 1.");
  const price = stringAt(item.price, paramName([...path, "price"]));
  // The fake keeps no Price objects: a price id is unknown to it, as to a fresh test account.
  if (price !== null)
    throw new StripeParamError(`No such price: '${price}'`, paramName([...path, "price"]), "resource_missing");
  if (item.price_data === undefined)
    throw new StripeParamError(
      `You must specify either \`price\` or \`price_data\` in line_items[${i}].`,
      paramName(path),
    );
  const pdPath = [...path, "price_data"];
  const priceData = objectAt(item.price_data, paramName(pdPath));
  onlyKnown(priceData, C.PRICE_DATA_PARAMS, pdPath);
  const currency = stringAt(priceData.currency, paramName([...pdPath, "currency"]));
  if (currency === null) throw missingParam(paramName([...pdPath, "currency"]));
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidParam(
      paramName([...pdPath, "currency"]),
      `Invalid currency: ${currency}. Stripe currently supports these currencies: …`,
    );
  const unitAmount = integerAt(priceData.unit_amount, paramName([...pdPath, "unit_amount"]));
  if (unitAmount === null) throw missingParam(paramName([...pdPath, "unit_amount"]));
  if (unitAmount < 0)
    throw invalidParam(paramName([...pdPath, "unit_amount"]), "This value must be greater than or equal to 0.");
  if (priceData.recurring !== undefined)
    throw invalidParam(
      paramName([...pdPath, "recurring"]),
      "You specified `payment` mode but passed a recurring price.",
    );
  const productData = objectAt(priceData.product_data, paramName([...pdPath, "product_data"]));
  onlyKnown(productData, C.PRODUCT_DATA_PARAMS, [...pdPath, "product_data"]);
  const name = stringAt(productData.name, paramName([...pdPath, "product_data", "name"]));
  if (name === null) throw missingParam(paramName([...pdPath, "product_data", "name"]));
  return { name, unitAmount, quantity, currency };
}

function paymentMethodOptionsAt(v: FormValue | undefined, types: string[]): FormObject {
  const options = objectAt(v, "payment_method_options");
  for (const [method, value] of Object.entries(options)) {
    if (!C.PAYMENT_METHOD_TYPES.has(method)) throw unknownParam(`payment_method_options[${method}]`);
    const known = C.METHOD_OPTION_PARAMS[method];
    if (known)
      onlyKnown(objectAt(value, `payment_method_options[${method}]`), known, ["payment_method_options", method]);
  }
  if (types.includes("wechat_pay")) {
    const wechat = objectAt(options.wechat_pay, "payment_method_options[wechat_pay]");
    const param = "payment_method_options[wechat_pay][client]";
    if (wechat.client === undefined)
      throw new StripeParamError(
        "payment_method_options[wechat_pay][client] is required when wechat_pay is one of the payment method types.",
        param,
        "parameter_missing",
      );
    enumAt(wechat.client, param, C.WECHAT_PAY_CLIENTS);
  }
  return options;
}

/** Dates compare as strings: "2026-10-28.endive" ≥ "2026-09-30". */
const versionAtLeast = (version: string, date: string) => version.slice(0, 10) >= date;

export function checkSessionCreate(body: FormObject, apiVersion: string): Checked {
  const legacyTypes = !versionAtLeast(apiVersion, C.PAYMENT_METHOD_TYPES_REMOVED_IN);
  for (const key of Object.keys(body)) {
    if (key === "payment_method_types" && legacyTypes) continue;
    if (!C.SESSION_CREATE_PARAMS.has(key)) throw unknownParam(key);
    if (!C.MODELLED_CREATE_PARAMS.has(key))
      throw new StripeParamError(
        `stripe-fake does not model the parameter ${key}; add it to test/fakes/stripe-checkout-params.ts with Stripe's rules.`,
        key,
      );
  }
  const mode = enumAt(body.mode, "mode", C.MODES);
  if (mode === null) throw missingParam("mode");
  if (mode !== "payment") throw invalidParam("mode", `stripe-fake models payment mode only, not ${mode}.`);
  const items = arrayAt(body.line_items, "line_items").map(lineItemAt);
  if (items.length === 0)
    throw new StripeParamError("You must specify `line_items` in `payment` mode.", "line_items", "parameter_missing");
  const currency = items[0].currency;
  if (items.some((item) => item.currency !== currency))
    throw invalidParam("line_items", "All line items must have the same currency.");
  const topCurrency = stringAt(body.currency, "currency");
  if (topCurrency !== null && topCurrency !== currency)
    throw invalidParam("currency", `currency (${topCurrency}) must match the line items' currency (${currency}).`);

  // Before endive an explicit list (refused when a method cannot take the currency); from endive an
  // allow-list that Stripe narrows to what is compatible (the result is the session's payment_method_types).
  const typesParam =
    legacyTypes && body.payment_method_types !== undefined ? "payment_method_types" : "allowed_payment_method_types";
  const asked = arrayAt(body[typesParam], typesParam).map(
    (v, i) => enumAt(v, `${typesParam}[${i}]`, C.PAYMENT_METHOD_TYPES) as string,
  );
  const compatible = (type: string) => !C.METHOD_CURRENCIES[type] || C.METHOD_CURRENCIES[type].has(currency);
  if (typesParam === "payment_method_types") {
    const bad = asked.findIndex((t) => !compatible(t));
    if (bad >= 0)
      throw invalidParam(
        `payment_method_types[${bad}]`,
        `The currency provided (${currency}) is invalid for one or more payment method types on this Checkout Session. ${asked[bad]} supports: ${[...C.METHOD_CURRENCIES[asked[bad]]].join(", ")}.`,
      );
  }
  const paymentMethodTypes = asked.length ? asked.filter(compatible) : ["card"];
  if (paymentMethodTypes.length === 0)
    throw invalidParam(
      typesParam,
      `None of the payment method types in ${typesParam} can be used with currency ${currency}.`,
    );
  const paymentMethodOptions = paymentMethodOptionsAt(body.payment_method_options, paymentMethodTypes);

  const pid = objectAt(body.payment_intent_data, "payment_intent_data");
  onlyKnown(pid, C.PAYMENT_INTENT_DATA_PARAMS, ["payment_intent_data"]);
  const intentMetadata = metadataAt(pid.metadata, "payment_intent_data[metadata]");
  const intentDescription = stringAt(pid.description, "payment_intent_data[description]");
  arrayAt(body.expand, "expand").forEach((v, i) =>
    enumAt(v, `expand[${i}]`, new Set(["payment_intent", "line_items", "customer"])),
  );

  const expiresAt = integerAt(body.expires_at, "expires_at") ?? now() + C.EXPIRY_WINDOW.maxSeconds;
  if (expiresAt < now() + C.EXPIRY_WINDOW.minSeconds)
    throw invalidParam(
      "expires_at",
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
    );
  if (expiresAt > now() + C.EXPIRY_WINDOW.maxSeconds)
    throw invalidParam(
      "expires_at",
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
    );
  const uiMode = enumAt(body.ui_mode, "ui_mode", C.UI_MODES);
  // adaptive_pricing[enabled]: a boolean, sent by the SDK as "true" / "false".
  const adaptive = objectAt(body.adaptive_pricing, "adaptive_pricing");
  onlyKnown(adaptive, new Set(["enabled"]), ["adaptive_pricing"]);
  if (adaptive.enabled !== undefined) enumAt(adaptive.enabled, "adaptive_pricing[enabled]", new Set(["true", "false"]));
  // Optional since Stripe shows its own confirmation page without it; the fake's page does the same.
  const successUrl = absoluteUrl(body.success_url, "success_url");

  return {
    mode,
    lineItems: items,
    currency,
    paymentMethodTypes,
    allowedPaymentMethodTypes: typesParam === "allowed_payment_method_types" && asked.length ? asked : null,
    paymentMethodOptions,
    successUrl,
    cancelUrl: absoluteUrl(body.cancel_url, "cancel_url"),
    clientReferenceId: stringAt(body.client_reference_id, "client_reference_id"),
    customerEmail: stringAt(body.customer_email, "customer_email"),
    metadata: metadataAt(body.metadata, "metadata"),
    locale: enumAt(body.locale, "locale", C.CHECKOUT_LOCALES),
    expiresAt,
    submitType: enumAt(body.submit_type, "submit_type", C.SUBMIT_TYPES),
    uiMode,
    intentData: { metadata: intentMetadata, description: intentDescription },
  };
}
