// Our state-changing routes answer this site's pages only: over the app's whole router table,
// every POST, PUT and DELETE outside /api/auth/* sent with a missing or foreign Origin is
// refused with 403 CROSS_ORIGIN before it can change anything, even for a signed-in admin
// whose cookie the browser would attach. Reading (GET) stays open to links from anywhere.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/platform/db/client";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { worldState } from "./support/bad-input";
import { BASE, objectOf, refusal } from "./support/client";
import { generateForm } from "./support/images";
import { me, signUp } from "./support/users";

const ID = "00000000-0000-4000-8000-000000000000";

/** Stripe's webhook comes from Stripe's servers, with no Origin: its signature is the check. */
const WEBHOOK = "/api/payments/webhook";

/** Every state-changing route of createApp() outside /api/auth (and the webhook), as "METHOD /concrete/path". */
const writes = [
  ...new Set(
    createApp()
      .routes.filter((r) => !["GET", "ALL"].includes(r.method) && !r.path.startsWith("/api/auth") && r.path !== WEBHOOK)
      .map(
        (r) =>
          `${r.method} ${r.path
            .replace(/\/styles\/:id$/, "/styles/anime")
            .replace(/\/packages\/:id$/, "/packages/advanced")
            .replace(/:id/g, ID)}`,
      ),
  ),
];

/** Bodies the routes would act on, so a missing check would show as a change in the world. */
function bodyFor(key: string, password: string): { body?: BodyInit; type?: string } {
  const json = (value: unknown) => ({ body: JSON.stringify(value), type: "application/json" });
  if (key.endsWith("/api/images/generate")) return { body: generateForm({ prompt: "a red chair" }) };
  if (key.endsWith("/api/account/delete")) return json({ password });
  if (key.endsWith("/credits")) return json({ amount: 50, reason: "from elsewhere" });
  if (key.endsWith("/api/admin/recharges")) return json({ userId: ID, amountYuan: 10, credits: 100 });
  if (key.endsWith("/api/admin/styles"))
    return json({ id: "evil", groupId: "modern", name: { "zh-CN": "坏" }, prompt: "Redraw it." });
  if (key.endsWith("/reorder")) return json({ ids: ["anime"] });
  if (key.endsWith("/styles/anime")) return json({ enabled: false });
  if (key.endsWith("/api/admin/settings")) return json({ referralRequired: true });
  if (key.endsWith("/api/admin/packages")) return json({ name: "Evil", credits: 1000, priceYuan: "0.01" });
  if (key.endsWith("/packages/advanced")) return json({ priceYuan: "0.01", enabled: false });
  return {};
}

const FOREIGN = [
  "https://evil.example",
  "null",
  "http://localhost.evil.example",
  "http://localhost:5173",
  "https://localhost",
];

let cookie = "";
let password = "";
beforeAll(async () => {
  const user = await signUp();
  ({ cookie, password } = user);
  await grantAdmin(createDb(env.DB), (await me(cookie)).user.id);
});

function send(key: string, origin: string | null) {
  const [method, path] = key.split(" ");
  const { body, type } = bodyFor(key, password);
  const headers = new Headers({ cookie });
  if (type) headers.set("content-type", type);
  if (origin !== null) headers.set("origin", origin);
  return exports.default.fetch(new Request(BASE + path, { method, headers, body }));
}

async function expectCrossOrigin(res: Response) {
  expect(await refusal(res)).toMatchObject({ status: 403, code: "CROSS_ORIGIN" });
}

describe("state-changing requests from elsewhere", () => {
  it.each(writes)("%s without an Origin → 403, nothing changed", async (key) => {
    const before = await worldState();
    await expectCrossOrigin(await send(key, null));
    expect(await worldState()).toEqual(before);
  });

  it.each(writes)("%s from another origin → 403, nothing changed", async (key) => {
    const before = await worldState();
    for (const origin of FOREIGN) await expectCrossOrigin(await send(key, origin));
    expect(await worldState()).toEqual(before);
  });

  it("Stripe's webhook is not held to this site's Origin: it is signed instead (503 here, payments being off)", async () => {
    const res = await exports.default.fetch(new Request(BASE + WEBHOOK, { method: "POST", body: "{}" }));
    expect(await refusal(res)).toMatchObject({ status: 503, code: "PAYMENTS_UNAVAILABLE" });
  });

  it("the same request from this site's page gets past the check", async () => {
    const res = await send("POST /api/images/generate", BASE);
    expect(res.status, await res.clone().text()).toBe(201);
  });
});

describe("what the check leaves alone", () => {
  it("reading answers whatever the Origin (links and images from elsewhere)", async () => {
    const res = await exports.default.fetch(
      new Request(`${BASE}/api/me`, { headers: { cookie, origin: "https://evil.example" } }),
    );
    expect(res.status).toBe(200);
  });

  it("/api/auth/* is better-auth's to check, with its own answer", async () => {
    const res = await exports.default.fetch(
      new Request(`${BASE}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(403);
    // better-auth's own refusal, `{ code, message }`, not the app's `{ error: { code: "CROSS_ORIGIN" } }`.
    expect(await objectOf(res)).not.toHaveProperty("error.code", "CROSS_ORIGIN");
    expect((await me(cookie)).user.email).toBeTruthy();
  });
});
