// The fake's hosted Checkout page, GET /c/pay/:id: plain HTML with the line items and one form
// button per way out, named the same in every language so e2e tests can click them by role
// ("Pay by card", "Pay with Alipay", "Pay with WeChat Pay", "Cancel"). A session that is no longer
// open says so and offers nothing, so a second payment cannot happen.
import type { LineItem, StripeObject } from "./stripe-objects";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Zero-decimal currencies (docs.stripe.com/currencies#zero-decimal) have no minor unit. */
const ZERO_DECIMAL = new Set("bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "));

export function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(major);
}

const BUTTONS: Record<string, string> = {
  card: "Pay by card",
  alipay: "Pay with Alipay",
  wechat_pay: "Pay with WeChat Pay",
};

const page = (body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style>
</head>
<body>
<main>
<h1>Stripe test checkout</h1>
${body}
</main>
</body>
</html>`;

export function checkoutPage(session: StripeObject, items: LineItem[]): string {
  const id = escape(session.id);
  const action = `/c/pay/${id}`;
  const list = items
    .map(
      (item) =>
        `<li><span class="name">${escape(item.name)}</span> × ${item.quantity}: <span class="amount">${formatAmount(item.unitAmount * item.quantity, item.currency)}</span></li>`,
    )
    .join("\n");
  const total = formatAmount(session.amount_total as number, session.currency as string);
  if (session.status !== "open") {
    const why =
      session.status === "complete"
        ? "This checkout session is already complete."
        : "This checkout session has expired.";
    return page(`<ul>${list}</ul>\n<p role="status">${why}</p>`);
  }
  const buttons = (session.payment_method_types as string[])
    .filter((type) => BUTTONS[type])
    .map((type) => `<button type="submit" name="method" value="${type}">${BUTTONS[type]}</button>`)
    .join("\n");
  return page(`<ul>${list}</ul>
<p>Total: <strong class="total">${total}</strong></p>
<form method="post" action="${action}">
${buttons}
<button type="submit" name="method" value="cancel">Cancel</button>
</form>`);
}
