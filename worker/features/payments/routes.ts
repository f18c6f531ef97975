// /api/credits/packages (public: what the credits page sells, and whether it can be bought) and
// /api/payments: open a Checkout Session, the buyer's orders, and Stripe's webhook. Without the
// Stripe secrets every package answers purchasable: false and checkout 503 PAYMENTS_UNAVAILABLE.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { siteOrigin } from "../../platform/http/origin";
import { readTextWithin } from "../../platform/http/read-limited";
import { textReader } from "../../platform/texts";
import { validate } from "../../platform/http/validation";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { LOCALES } from "../../../shared/locales";
import { cancelCheckout, startCheckout } from "./checkout";
import { paymentsConfig, stripeClient } from "./config";
import { findOwnOrder, listOwnOrders } from "./orders";
import { listPackages, packageView } from "./service";
import { handleEvent, verifiedEvent } from "./webhook";

/** Stripe's events are a few KB; this leaves room and refuses anything else. */
const WEBHOOK_BODY_MAX = 256 * 1024;

const checkoutBody = z.object({ packageId: z.string().trim().min(1).max(64), locale: z.enum(LOCALES).optional() });
const orderParam = z.object({ orderId: z.string().max(40) });

function requireConfig(env: Env) {
  const config = paymentsConfig(env);
  if (!config) throw new AppError("PAYMENTS_UNAVAILABLE", "Buying credits is not available yet.");
  return config;
}

export const creditPackages = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    operationId: "listCreditPackages",
    public: true,
    summary: "The credit packages on sale (public)",
    answers: {
      200: "`{ packages: [{ id, name, credits, priceYuan, popular, purchasable }], methods }`; name is null for a package shown under its translated name.",
    },
  }),
  async (c) => {
    const config = paymentsConfig(c.env);
    const packages = await listPackages(c.var.db, { enabledOnly: true });
    return c.json(
      { packages: packages.map((p) => packageView(p, config !== null)), methods: config?.methods ?? [] },
      200,
    );
  },
);

export const payments = new Hono<AppEnv>()
  .post(
    "/webhook",
    describeRoute({
      operationId: "receiveStripeWebhook",
      public: true,
      summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET)",
      errors: ["WEBHOOK_SIGNATURE_INVALID", "PAYMENTS_UNAVAILABLE", "PAYLOAD_TOO_LARGE"],
      answers: { 200: "`{ received: true, outcome }`" },
    }),
    async (c) => {
      const config = requireConfig(c.env);
      const payload = await readTextWithin(c.req.raw, WEBHOOK_BODY_MAX);
      const stripe = stripeClient(config);
      const event = await verifiedEvent(stripe, config.webhookSecret, payload, c.req.header("stripe-signature"));
      const outcome = await handleEvent(c.var.db, stripe, event);
      console.log("Stripe event", { id: event.id, type: event.type, outcome });
      return c.json({ received: true, outcome }, 200);
    },
  )
  .use(requireUser)
  .post(
    "/checkout",
    describeRoute({
      operationId: "createCheckout",
      summary: "Open a Stripe Checkout page for a credit package",
      errors: ["PAYMENTS_UNAVAILABLE", "PACKAGE_NOT_FOUND", "PAYMENTS_BLOCKED", "RATE_LIMITED", "PAYMENT_FAILED"],
      answers: { 201: "`{ orderId, url }`: send the buyer to url." },
    }),
    limitPerUser("PAYMENT_LIMIT"),
    validate("json", checkoutBody),
    async (c) => {
      const config = requireConfig(c.env);
      const { packageId, locale } = c.req.valid("json");
      const { user } = c.var;
      const checkout = await startCheckout(c.var.db, stripeClient(config), config, textReader(c.env.ASSETS), {
        user: { id: user.id, email: user.email },
        packageId,
        locale,
        origin: siteOrigin(c.env, c.req.raw),
      });
      return c.json(checkout, 201);
    },
  )
  .get(
    "/orders",
    describeRoute({
      operationId: "listOrders",
      summary: "The signed-in user's Stripe orders, newest first",
      answers: { 200: "`{ orders }`" },
    }),
    async (c) => c.json({ orders: await listOwnOrders(c.var.db, c.var.user.id) }, 200),
  )
  .get(
    "/orders/:orderId",
    describeRoute({
      operationId: "getOrder",
      summary: "One of the user's Stripe orders (the credits page waits on it after paying)",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ order }`" },
    }),
    validate("param", orderParam),
    async (c) => {
      const order = await findOwnOrder(c.var.db, c.var.user.id, c.req.valid("param").orderId);
      if (!order) throw new AppError("NOT_FOUND", "No such order.");
      return c.json({ order }, 200);
    },
  )
  .post(
    "/orders/:orderId/cancel",
    describeRoute({
      operationId: "cancelOrder",
      summary: "The buyer left Stripe's page: expire its session and fail the pending order",
      errors: ["NOT_FOUND", "PAYMENTS_UNAVAILABLE"],
      answers: {
        200: "`{ cancelled, order }`: cancelled is false when Stripe says the session was paid or had ended.",
      },
    }),
    validate("param", orderParam),
    async (c) => {
      const config = requireConfig(c.env);
      const { orderId } = c.req.valid("param");
      const cancelled = await cancelCheckout(c.var.db, stripeClient(config), { userId: c.var.user.id, orderId });
      return c.json({ cancelled, order: await findOwnOrder(c.var.db, c.var.user.id, orderId) }, 200);
    },
  );
