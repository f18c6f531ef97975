// The Stripe fake's non-Stripe side: the hosted checkout page a customer clicks through
// (GET/POST /c/pay/:id) and the test controls under /__ that stand in for the customer, the
// payment networks and the Dashboard. Every control answers { events } (the events it produced,
// in order) after delivering them to the configured webhook endpoint, so a test that awaits the
// control can read the Worker's state straight after.
import type { FakeReply } from "./http-fake";
import type { RecordedRequest } from "./recorded";
import { stripeError, StripeParamError } from "./stripe-errors";
import type { StripeEvent } from "./stripe-objects";
import { checkoutPage } from "./stripe-page";
import type { StripeState } from "./stripe-state";
import { deliverEvent, type Delivery, type WebhookTarget } from "./stripe-webhooks";

export type Controls = {
  state: StripeState;
  deliveries: Delivery[];
  target: Partial<WebhookTarget>;
  baseUrl: () => string;
};

const PAY_METHODS = new Set(["card", "alipay", "wechat_pay"]);

const badRequest = (message: string): FakeReply => stripeError(400, message);

export async function deliver(events: StripeEvent[], controls: Controls): Promise<FakeReply> {
  const { webhookUrl, webhookSecret } = controls.target;
  // One at a time and in order, as a test reading the Worker's state expects them applied.
  if (webhookUrl && webhookSecret)
    for (const event of events) controls.deliveries.push(await deliverEvent(event, { webhookUrl, webhookSecret }));
  return { status: 200, json: { events } };
}

function html(status: number, text: string): FakeReply {
  return { status, text, contentType: "text/html; charset=utf-8" };
}

/** The customer's side: the page, then a payment (303 to success_url) or a cancel (303 to cancel_url). */
async function hostedPage(r: RecordedRequest, id: string, controls: Controls): Promise<FakeReply> {
  const { session, items } = controls.state.record(id);
  if (r.method === "GET") return html(200, checkoutPage(session, items));
  const method = r.form?.method ?? "";
  if (session.status !== "open") return html(409, checkoutPage(session, items));
  if (method === "cancel")
    return session.cancel_url
      ? { status: 303, location: session.cancel_url as string }
      : html(200, checkoutPage(session, items));
  if (!PAY_METHODS.has(method)) return html(400, checkoutPage(session, items));
  await deliver(controls.state.pay(id, method, "paid"), controls);
  const success = session.success_url as string | null;
  if (!success) return html(200, checkoutPage(session, items));
  return { status: 303, location: success.replaceAll("{CHECKOUT_SESSION_ID}", id) };
}

function configure(r: RecordedRequest, controls: Controls): FakeReply {
  const { webhookUrl, webhookSecret } = (r.json ?? {}) as Partial<WebhookTarget>;
  if (webhookUrl !== undefined && !URL.canParse(webhookUrl)) return badRequest("webhookUrl must be an absolute URL.");
  if (webhookSecret !== undefined && !webhookSecret.startsWith("whsec_"))
    return badRequest("webhookSecret must start with whsec_, as Stripe's signing secrets do.");
  Object.assign(controls.target, { webhookUrl, webhookSecret });
  return {
    status: 200,
    json: { webhookUrl: controls.target.webhookUrl ?? null, configured: Boolean(webhookUrl && webhookSecret) },
  };
}

export async function controlReply(r: RecordedRequest, controls: Controls): Promise<FakeReply> {
  const { state } = controls;
  const body = (r.json ?? {}) as Record<string, unknown>;
  try {
    const page = /^\/c\/pay\/([^/]+)$/.exec(r.path);
    if (page && (r.method === "GET" || r.method === "POST"))
      return await hostedPage(r, decodeURIComponent(page[1]), controls);
    if (r.method === "POST" && r.path === "/__config") return configure(r, controls);
    if (r.method === "GET" && r.path === "/__deliveries") return { status: 200, json: controls.deliveries };
    const session = /^\/__sessions\/([^/]+)\/(pay|async|expire)$/.exec(r.path);
    if (r.method === "POST" && session) {
      const [, id, action] = session;
      if (action === "expire") return await deliver(state.expire(id), controls);
      if (action === "async") {
        if (body.outcome !== "succeeded" && body.outcome !== "failed")
          return badRequest('outcome must be "succeeded" or "failed".');
        return await deliver(state.settle(id, body.outcome), controls);
      }
      const method = String(body.method ?? "card");
      const outcome = body.outcome ?? "paid";
      if (!PAY_METHODS.has(method)) return badRequest('method must be "card", "alipay" or "wechat_pay".');
      if (outcome !== "paid" && outcome !== "processing") return badRequest('outcome must be "paid" or "processing".');
      return await deliver(state.pay(id, method, outcome), controls);
    }
    const charge = /^\/__charges\/([^/]+)\/(refund|dispute)$/.exec(r.path);
    if (r.method === "POST" && charge) {
      const [, id, action] = charge;
      const amount = body.amount === undefined ? undefined : Number(body.amount);
      if (action === "refund") return await deliver(state.refund(id, amount), controls);
      if (body.status !== "won" && body.status !== "lost") return badRequest('status must be "won" or "lost".');
      return await deliver(state.dispute(id, body.status, amount), controls);
    }
  } catch (error) {
    if (error instanceof StripeParamError) return error.reply();
    throw error;
  }
  return stripeError(404, `Unrecognized request URL (${r.method}: ${r.path}).`);
}
