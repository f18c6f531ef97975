// POST /api/payments/checkout: a pending order for the package, then a Stripe Checkout Session
// for it (CNY; card, Alipay, WeChat Pay). Nothing is granted here or on the browser's return:
// only the verified webhook completes the order (./fulfilment.ts). The order exists before the
// session so the session can name it (metadata.orderId); a session Stripe refused leaves a
// failed order, never a pending one that nobody can pay.
import type Stripe from "stripe";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { rechargeRecords } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { orderIdFor } from "../../platform/order-id";
import type { TextReader } from "../../platform/texts";
import { BASE_LOCALE, type Locale } from "../../../shared/locales";
import { CHECKOUT_CURRENCY, type PaymentsConfig } from "./config";
import { findPackage } from "./service";

/** How long a Checkout page stays payable (Stripe allows 30 minutes to 24 hours). */
const SESSION_LIFETIME_S = 60 * 60;

/** Checkout's page language for each UI language; Stripe has no Arabic or Hindi page ("auto"). */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  "zh-CN": "zh",
  "en-US": "en",
  "es-ES": "es",
  "fr-FR": "fr",
  "de-DE": "de",
  "ja-JP": "ja",
  "ko-KR": "ko",
  "ru-RU": "ru",
  "pt-BR": "pt-BR",
  "it-IT": "it",
  "nl-NL": "nl",
  "th-TH": "th",
  "vi-VN": "vi",
};

type CheckoutTexts = Record<Locale, { item: string }>;

export type CheckoutRequest = {
  user: { id: string; email: string };
  packageId: string;
  locale?: Locale;
  origin: string;
};

/** Checkout pages a user may have open (unpaid, unexpired) at once. */
export const OPEN_CHECKOUTS_MAX = 5;

/**
 * Who may not open another checkout: someone with OPEN_CHECKOUTS_MAX pages still open, or whose
 * earlier purchase was taken back by a lost dispute after the credits were spent (the shortfall
 * is a debt that a new purchase must not paper over, until an admin marks it settled).
 */
async function refuseCheckout(db: Database, userId: string) {
  const [row] = await db
    .select({
      open: sql<number>`coalesce(sum(${rechargeRecords.status} = 'pending'), 0)`,
      owed: sql<number>`coalesce(sum(case when ${rechargeRecords.status} = 'disputed' and ${rechargeRecords.shortfallSettledAt} is null then ${rechargeRecords.shortfallCredits} else 0 end), 0)`,
    })
    .from(rechargeRecords)
    .where(and(eq(rechargeRecords.userId, userId), eq(rechargeRecords.source, "stripe")));
  if (Number(row?.owed ?? 0) > 0)
    throw new AppError(
      "PAYMENTS_BLOCKED",
      "A disputed payment's credits are still owed; buying is paused for this account.",
    );
  if (Number(row?.open ?? 0) >= OPEN_CHECKOUTS_MAX) {
    throw new AppError("RATE_LIMITED", "Too many checkout pages are open; finish or cancel one first.", {
      retryAfterSeconds: SESSION_LIFETIME_S,
    });
  }
}

export async function startCheckout(
  db: Database,
  stripe: Stripe,
  config: PaymentsConfig,
  readText: TextReader,
  p: CheckoutRequest,
  now = new Date(),
) {
  const pkg = await findPackage(db, p.packageId);
  if (!pkg?.enabled) throw new AppError("PACKAGE_NOT_FOUND", "This credit package is not on sale.");
  await refuseCheckout(db, p.user.id);
  const texts = await readText<CheckoutTexts>("checkout.json");
  const item = (texts[p.locale ?? BASE_LOCALE] ?? texts[BASE_LOCALE]).item.replace("{credits}", String(pkg.credits));

  const orderId = await orderIdFor(now);
  await db.insert(rechargeRecords).values({
    orderId,
    userId: p.user.id,
    amountCents: pkg.priceCents,
    credits: pkg.credits,
    status: "pending",
    source: "stripe",
    packageId: pkg.id,
  });

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        // The price is in yuan and refunds are measured in yuan: no conversion to the buyer's currency.
        adaptive_pricing: { enabled: false },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CHECKOUT_CURRENCY,
              unit_amount: pkg.priceCents,
              product_data: { name: item, ...(pkg.name && { description: pkg.name }) },
            },
          },
        ],
        // The SDK's API version (endive) dropped payment_method_types for this list, which Stripe
        // narrows to the methods that suit the currency and amount (all three do for CNY).
        allowed_payment_method_types: config.methods,
        ...(config.methods.includes("wechat_pay") && { payment_method_options: { wechat_pay: { client: "web" } } }),
        client_reference_id: orderId,
        customer_email: p.user.email,
        metadata: { orderId, userId: p.user.id, packageId: pkg.id },
        payment_intent_data: { metadata: { orderId } },
        locale: CHECKOUT_LOCALES[p.locale ?? BASE_LOCALE] ?? "auto",
        expires_at: Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_S,
        success_url: `${p.origin}/credits?payment=success&order=${orderId}`,
        cancel_url: `${p.origin}/credits?payment=cancelled&order=${orderId}`,
      },
      // A retry of this call (the SDK's own, on a network error) opens the same session.
      { idempotencyKey: `checkout:${orderId}` },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
    console.error("Stripe refused a Checkout Session", { orderId, reason });
    await db
      .update(rechargeRecords)
      .set({ status: "failed", note: reason })
      .where(eq(rechargeRecords.orderId, orderId));
    throw new AppError("PAYMENT_FAILED", "The payment page could not be opened; nothing was charged.");
  }
  try {
    await db.update(rechargeRecords).set({ checkoutSessionId: session.id }).where(eq(rechargeRecords.orderId, orderId));
  } catch (error) {
    // The order cannot name its session, so a payment on it would match nothing: close it at
    // Stripe before anyone gets its address (the cron fails the order later).
    await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
    throw error;
  }
  if (!session.url) throw new AppError("PAYMENT_FAILED", "Stripe gave no payment page for this session.");
  return { orderId, url: session.url };
}

/**
 * The buyer came back through "cancel": the session is expired at Stripe, so it can no longer be
 * paid, and only then is the pending order failed. A session Stripe will not expire (paid
 * meanwhile, or already expired) leaves the order to the webhook. Returns whether it was cancelled.
 */
export async function cancelCheckout(db: Database, stripe: Stripe, p: { userId: string; orderId: string }) {
  const order = await db
    .select()
    .from(rechargeRecords)
    .where(
      and(
        eq(rechargeRecords.orderId, p.orderId),
        eq(rechargeRecords.userId, p.userId),
        eq(rechargeRecords.source, "stripe"),
      ),
    )
    .get();
  if (!order) throw new AppError("NOT_FOUND", "No such order.");
  if (order.status !== "pending" || !order.checkoutSessionId) return false;
  try {
    await stripe.checkout.sessions.expire(order.checkoutSessionId);
  } catch (error) {
    console.warn("Stripe did not expire a cancelled session", { orderId: order.orderId, error: String(error) });
    return false;
  }
  await db
    .update(rechargeRecords)
    .set({ status: "failed", note: "cancelled" })
    .where(and(eq(rechargeRecords.orderId, order.orderId), eq(rechargeRecords.status, "pending")));
  return true;
}
