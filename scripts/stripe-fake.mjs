// Runs the Stripe fake (test/fakes/stripe-fake.ts) on its own, for e2e runs and local work on
// payments: `node scripts/stripe-fake.mjs [--port 18404] [--webhook-url URL --webhook-secret whsec_…]`.
// The first line it prints is `STRIPE_FAKE_URL=<url>` (the port falls back to a free one when
// 18404 is taken); it runs until killed. Point the Worker at it with STRIPE_API_BASE=<url>.
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";

register();
const { startStripeFake, STRIPE_FAKE_PORT } = await import("../test/fakes/stripe-fake.ts");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.STRIPE_FAKE_PORT ?? String(STRIPE_FAKE_PORT) },
    "webhook-url": { type: "string" },
    "webhook-secret": { type: "string" },
  },
});

const fake = await startStripeFake({
  port: Number(values.port),
  webhookUrl: values["webhook-url"],
  webhookSecret: values["webhook-secret"],
});
console.log(`STRIPE_FAKE_URL=${fake.url}`);
if (values["webhook-url"]) console.log(`Stripe fake: webhooks go to ${values["webhook-url"]}`);
console.log(
  "Stripe fake: pages at /c/pay/<session id>; controls at /__sessions/<id>/pay|async|expire, /__charges/<id>/refund|dispute, /__config, /__deliveries, /__requests, /__reset",
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
