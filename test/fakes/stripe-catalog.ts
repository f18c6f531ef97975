// What Stripe accepts on POST /v1/checkout/sessions, as the fake checks it. The lists come from
// the SDK's generated types (node_modules/stripe/esm/resources/Checkout/Sessions.d.ts, stripe
// 23.1.0, API 2026-10-28.endive), which Stripe generates from its OpenAPI spec, and from Stripe's
// payment-method guides for the currency rules. Keep them in step when the SDK is upgraded.

/** Every create parameter the API knows. Ones in MODELLED are checked; the others are refused as
 * "not modelled by the fake" (so a test never passes on a parameter the fake silently ignores). */
export const SESSION_CREATE_PARAMS = new Set(
  (
    "adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax " +
    "billing_address_collection branding_settings cancel_url client_reference_id consent_collection currency " +
    "custom_fields custom_text customer customer_account customer_creation customer_email customer_update " +
    "discounts excluded_payment_method_types expand expires_at integration_identifier invoice_creation " +
    "line_items locale managed_payments metadata mode name_collection optional_items origin_context " +
    "payment_intent_data payment_method_collection payment_method_configuration payment_method_data " +
    "payment_method_options permissions phone_number_collection redirect_on_completion return_url " +
    "saved_payment_method_options setup_intent_data shipping_address_collection shipping_options submit_type " +
    "subscription_data success_url tax_id_collection ui_mode wallet_options"
  ).split(" "),
);

export const MODELLED_CREATE_PARAMS = new Set(
  (
    "mode line_items allowed_payment_method_types payment_method_options success_url cancel_url adaptive_pricing " +
    "client_reference_id customer_email metadata locale expires_at payment_intent_data currency submit_type " +
    "expand ui_mode"
  ).split(" "),
);

/**
 * API 2026-09-30.endive removed `payment_method_types` from session creation
 * (docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions):
 * requests with that version or later must use `allowed_payment_method_types`.
 */
export const PAYMENT_METHOD_TYPES_REMOVED_IN = "2026-09-30";

export const LINE_ITEM_PARAMS = new Set([
  "adjustable_quantity",
  "metadata",
  "price",
  "price_data",
  "quantity",
  "tax_rates",
]);
export const PRICE_DATA_PARAMS = new Set([
  "currency",
  "product",
  "product_data",
  "recurring",
  "tax_behavior",
  "unit_amount",
  "unit_amount_decimal",
]);
export const PRODUCT_DATA_PARAMS = new Set([
  "description",
  "images",
  "metadata",
  "name",
  "tax_code",
  "tax_details",
  "unit_label",
]);
export const PAYMENT_INTENT_DATA_PARAMS = new Set(
  "application_fee_amount capture_method description metadata on_behalf_of receipt_email setup_future_usage shipping statement_descriptor statement_descriptor_suffix transfer_data transfer_group".split(
    " ",
  ),
);

export const PAYMENT_METHOD_TYPES = new Set(
  (
    "acss_debit affirm afterpay_clearpay alipay alma amazon_pay au_becs_debit bacs_debit bancontact billie bizum " +
    "blik boleto card cashapp crypto customer_balance eps fpx giropay grabpay ideal kakao_pay klarna konbini " +
    "kr_card link mb_way mobilepay multibanco naver_pay nz_bank_account oxxo p24 pay_by_bank payco paynow " +
    "paypal paypay payto pix promptpay revolut_pay samsung_pay satispay scalapay sepa_debit sequra sofort " +
    "sunbit swish twint upi us_bank_account wechat_pay zip"
  ).split(" "),
);

/** Option keys checked per method; other methods' options are accepted without a closer look. */
export const METHOD_OPTION_PARAMS: Record<string, Set<string>> = {
  card: new Set(
    "capture_method installments request_extended_authorization request_incremental_authorization request_multicapture request_overcapture request_three_d_secure restrictions setup_future_usage statement_descriptor_suffix_kana statement_descriptor_suffix_kanji".split(
      " ",
    ),
  ),
  alipay: new Set(["setup_future_usage"]),
  wechat_pay: new Set(["app_id", "client", "setup_future_usage"]),
};
export const WECHAT_PAY_CLIENTS = new Set(["web", "ios", "android"]);

/** Presentment currencies from docs.stripe.com/payments/{alipay,wechat-pay}/accept-a-payment?payment-ui=checkout. */
export const METHOD_CURRENCIES: Record<string, Set<string>> = {
  alipay: new Set("aud cad cny eur gbp hkd jpy nzd sgd usd myr".split(" ")),
  wechat_pay: new Set("aud cad cny eur gbp hkd jpy sgd usd dkk nok sek chf".split(" ")),
};

/** Checkout's locales (the SDK's list; it has hi-IN besides the ones in the issue). */
export const CHECKOUT_LOCALES = new Set(
  "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  ),
);

export const MODES = new Set(["payment", "setup", "subscription"]);
export const SUBMIT_TYPES = new Set(["auto", "book", "donate", "pay", "subscribe"]);
export const UI_MODES = new Set(["elements", "embedded_page", "form", "hosted_page"]);

export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 };
export const EXPIRY_WINDOW = { minSeconds: 30 * 60, maxSeconds: 24 * 60 * 60 };
