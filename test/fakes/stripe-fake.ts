// A fake Stripe API for the Checkout flow (issue 16), speaking Stripe's wire format to the
// official SDK: form-encoded bodies with bracket keys, Bearer test keys, Stripe-Version,
// Idempotency-Key, Stripe's error envelope and statuses. It refuses what Stripe refuses
// (stripe-checkout-params.ts) and answers with objects built on Stripe's own fixtures
// (stripe-objects.ts). Besides Stripe's endpoints it serves a hosted checkout page (/c/pay/:id)
// and test controls under /__ (stripe-controls.ts) that pay, settle, expire, refund and dispute,
// delivering signed webhook events to the configured endpoint.
import { startFake, type FakeReply, type RunningFake } from "./http-fake";
import { decodeForm, type FormObject } from "./form-body";
import type { RecordedRequest } from "./recorded";
import { checkSessionCreate } from "./stripe-checkout-params";
import { controlReply, deliver, type Controls } from "./stripe-controls";
import { stripeError, StripeParamError, unknownParam } from "./stripe-errors";
import { STRIPE_API_VERSION } from "./stripe-objects";
import { StripeState } from "./stripe-state";
import type { Delivery, WebhookTarget } from "./stripe-webhooks";

export const STRIPE_FAKE_PORT = 18404;

export type StripeFakeOptions = Partial<WebhookTarget> & { port?: number };
export type RunningStripeFake = RunningFake & { controls: Controls };

const json = (value: unknown, status = 200): FakeReply => ({ status, json: value });

/** Bearer (what the SDK sends) or Basic with the key as user name (curl -u sk_test_…:). */
function apiKeyOf(r: RecordedRequest): string | null {
  const header = r.headers.authorization ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (bearer) return bearer.trim();
  const basic = /^Basic\s+(.+)$/i.exec(header)?.[1];
  return basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] || null : null;
}

/**
 * Stripe's answers to keys it will not take. Only test-mode secret (or restricted) keys pass; a
 * live key is refused outright so one can never be spent against the fake. A test key whose body
 * starts with "invalid" (sk_test_invalid…) plays a revoked or mistyped key.
 */
function keyProblem(key: string | null): FakeReply | null {
  if (!key) {
    return stripeError(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  const masked = key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : key;
  if (/^(sk|rk)_live_/.test(key))
    return stripeError(
      401,
      `Invalid API Key provided: ${masked} (stripe-fake refuses live-mode keys; use an sk_test_ key)`,
    );
  if (/^pk_/.test(key))
    return stripeError(
      401,
      "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.",
    );
  if (!/^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key) || /^(sk|rk)_test_invalid/.test(key))
    return stripeError(401, `Invalid API Key provided: ${masked}`);
  return null;
}

function expandOf(query: FormObject): string[] {
  const expand = query.expand;
  return Array.isArray(expand) ? expand.filter((v): v is string => typeof v === "string") : [];
}

type Idempotent = { fingerprint: string; reply: FakeReply };

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<RunningStripeFake> {
  const state = new StripeState();
  const idempotency = new Map<string, Idempotent>();
  const deliveries: Delivery[] = [];
  const target: Partial<WebhookTarget> = { webhookUrl: options.webhookUrl, webhookSecret: options.webhookSecret };
  let baseUrl = "";
  const controls: Controls = { state, deliveries, target, baseUrl: () => baseUrl };

  function api(r: RecordedRequest): FakeReply {
    const body = decodeForm(r.form ?? {});
    const query = decodeForm(r.query);
    const version = r.headers["stripe-version"] || STRIPE_API_VERSION;
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(r.path);
    if (r.method === "POST" && r.path === "/v1/checkout/sessions") {
      const session = state.createSession(checkSessionCreate(body, version), baseUrl);
      return json(state.expandSession(session, expandOf(body)));
    }
    // Expire an open session (the buyer cancelled): Stripe answers the session and sends
    // checkout.session.expired; a paid or expired one cannot be expired (400).
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(r.path);
    if (r.method === "POST" && expirePath) {
      for (const key of Object.keys(body)) if (key !== "expand") throw unknownParam(key);
      const id = decodeURIComponent(expirePath[1]);
      void deliver(state.expire(id), controls);
      return json(state.session(id));
    }
    if (r.method === "GET" && sessionPath) {
      for (const key of Object.keys(query)) if (key !== "expand") throw unknownParam(key);
      return json(state.expandSession(state.session(decodeURIComponent(sessionPath[1])), expandOf(query)));
    }
    if (r.method === "GET" && r.path === "/v1/checkout/sessions") {
      for (const key of Object.keys(query))
        if (!["payment_intent", "limit", "expand"].includes(key)) throw unknownParam(key);
      const limit = Number(query.limit ?? 10);
      const all = state.sessionsFor(typeof query.payment_intent === "string" ? query.payment_intent : null);
      return json({
        object: "list",
        data: all.slice(0, limit),
        has_more: all.length > limit,
        url: "/v1/checkout/sessions",
      });
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(r.path);
    if (r.method === "GET" && intentPath) return json(state.paymentIntent(decodeURIComponent(intentPath[1])));
    const chargePath = /^\/v1\/charges\/([^/]+)$/.exec(r.path);
    if (r.method === "GET" && chargePath) return json(state.charge(decodeURIComponent(chargePath[1])));
    return stripeError(
      404,
      `Unrecognized request URL (${r.method}: ${r.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  /** Same key and same request → the first answer again; same key, other request → refused. */
  function withIdempotency(r: RecordedRequest, key: string): FakeReply {
    const idemKey = r.headers["idempotency-key"];
    const run = () => {
      try {
        return api(r);
      } catch (error) {
        if (error instanceof StripeParamError) return error.reply();
        throw error;
      }
    };
    if (r.method !== "POST" || !idemKey) return run();
    const scoped = `${key}\n${idemKey}`;
    const fingerprint = JSON.stringify([r.method, r.path, r.form ?? {}]);
    const seen = idempotency.get(scoped);
    if (seen && seen.fingerprint !== fingerprint) {
      return stripeError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
        { type: "idempotency_error" },
      );
    }
    if (seen) return seen.reply;
    const reply = run();
    idempotency.set(scoped, { fingerprint, reply });
    return reply;
  }

  async function handle(r: RecordedRequest): Promise<FakeReply> {
    if (r.path.startsWith("/v1/")) {
      const problem = keyProblem(r.key);
      return problem ?? withIdempotency(r, r.key as string);
    }
    return controlReply(r, controls);
  }

  const running = await startFake(handle, apiKeyOf, options.port ?? STRIPE_FAKE_PORT, {
    onReset: () => {
      state.reset();
      idempotency.clear();
      deliveries.length = 0;
    },
  });
  baseUrl = running.url;
  return { ...running, controls };
}
