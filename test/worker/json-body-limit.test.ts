// Every JSON route of our own takes in at most 64 KB (JSON_BODY_MAX) and refuses more with 413
// PAYLOAD_TOO_LARGE while the body streams in, before any parsing: an honest Content-Length is
// refused at once, and a missing or lying one (or a body that never ends) is cut off at the cap.
// The multipart upload routes keep their own, larger limits (worker/platform/middleware/body-limit.ts).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/platform/db/client";
import { JSON_BODY_MAX } from "../../worker/platform/http/read-limited";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { BASE, rawCall as call, refusal } from "./support/client";
import { generateForm } from "./support/images";
import { me, signUp } from "./support/users";

const ID = "00000000-0000-4000-8000-000000000000";

/** Every state-changing route of createApp() outside /api/auth, by the body it reads. */
const JSON_ROUTES: Record<string, string> = {
  "POST /api/images/refine": "/api/images/refine",
  "POST /api/images/upscale": "/api/images/upscale",
  "POST /api/images/remove-background": "/api/images/remove-background",
  "POST /api/images/expand": "/api/images/expand",
  "POST /api/prompts/enhance": "/api/prompts/enhance",
  "POST /api/works/:id/export": `/api/works/${ID}/export`,
  "POST /api/batches/:id/export": `/api/batches/${ID}/export`,
  "POST /api/account/delete": "/api/account/delete",
  "POST /api/admin/users/:id/credits": `/api/admin/users/${ID}/credits`,
  "POST /api/admin/recharges": "/api/admin/recharges",
  "POST /api/admin/packages": "/api/admin/packages",
  "PATCH /api/admin/packages/:id": "/api/admin/packages/advanced",
  "POST /api/admin/styles": "/api/admin/styles",
  "POST /api/admin/styles/reorder": "/api/admin/styles/reorder",
  "PUT /api/admin/styles/:id": "/api/admin/styles/anime",
  "PUT /api/admin/settings": "/api/admin/settings",
  "POST /api/boards": "/api/boards",
  "POST /api/shares": "/api/shares",
  "POST /api/account/tokens": "/api/account/tokens",
  "PATCH /api/boards/:id": `/api/boards/${ID}`,
  "POST /api/payments/checkout": "/api/payments/checkout",
  "PUT /api/admin/moderation": "/api/admin/moderation",
  "PUT /api/admin/ai-labels": "/api/admin/ai-labels",
  "POST /api/admin/users/:id/suspend": `/api/admin/users/${ID}/suspend`,
  "POST /api/admin/users/:id/unsuspend": `/api/admin/users/${ID}/unsuspend`,
  "POST /api/admin/reports/:id/remove": `/api/admin/reports/${ID}/remove`,
  "POST /api/admin/reports/:id/dismiss": `/api/admin/reports/${ID}/dismiss`,
};
const MULTIPART_ROUTES = [
  "POST /api/images/generate",
  "POST /api/images/transform",
  "POST /api/tasks",
  "POST /api/transcribe",
  "POST /api/images/edit",
  "POST /api/batches/quote",
  "POST /api/batches",
];
const BODYLESS_ROUTES = [
  "DELETE /api/account/sessions/:id",
  "DELETE /api/admin/stats/alerts/:id",
  "POST /api/account/sessions/revoke-others",
  "DELETE /api/works/:id",
  "DELETE /api/boards/:id",
  "PUT /api/boards/:id/works/:workId",
  "DELETE /api/boards/:id/works/:workId",
  "DELETE /api/shares/:id",
  "DELETE /api/account/tokens/:id",
  "POST /api/payments/orders/:orderId/cancel",
  "POST /api/admin/recharges/:orderId/settle",
  "POST /api/session/ended",
  "POST /api/account/unlabelled-downloads",
  "DELETE /api/account/unlabelled-downloads",
  "POST /api/batches/:id/stop",
  "POST /api/batches/:id/resume",
  "DELETE /api/batches/:id",
];
/** Stripe's webhook reads its raw body (the signature covers the bytes) under its own 256 KB cap (test/worker/payments.test.ts). */
const OWN_LIMIT_ROUTES = ["POST /api/payments/webhook"];

const encoder = new TextEncoder();
/** A JSON object `bytes` long: valid JSON, so only its size can be the reason to refuse it. */
const paddedJson = (bytes: number) => `{"pad":"${"x".repeat(bytes - 10)}"}`;

/** A body that streams `chunks` chunks of 16 KB (forever when `chunks` is Infinity). */
function streamOf(chunks: number) {
  const chunk = encoder.encode("x".repeat(16 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

let cookie = "";
beforeAll(async () => {
  cookie = (await signUp()).cookie;
  await grantAdmin(createDb(env.DB), (await me(cookie)).user.id);
});

function send(key: string, body: BodyInit, headers: Record<string, string> = {}) {
  const [method] = key.split(" ");
  return exports.default.fetch(
    new Request(BASE + JSON_ROUTES[key], {
      method,
      body,
      headers: { origin: BASE, cookie, "content-type": "application/json", ...headers },
    }),
  );
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await refusal(res)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { maxBytes: JSON_BODY_MAX } });
}

describe("JSON bodies over 64 KB", () => {
  it("the tables below name every state-changing route of the app", () => {
    const routes = createApp()
      .routes.filter((r) => r.method !== "GET" && r.method !== "ALL" && !r.path.startsWith("/api/auth"))
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(routes)].sort()).toEqual(
      [...Object.keys(JSON_ROUTES), ...MULTIPART_ROUTES, ...BODYLESS_ROUTES, ...OWN_LIMIT_ROUTES].sort(),
    );
  });

  it.each(Object.keys(JSON_ROUTES))("%s: refused when Content-Length says so", async (key) => {
    await expectTooLarge(await send(key, paddedJson(JSON_BODY_MAX + 1)));
  });

  it.each(Object.keys(JSON_ROUTES))("%s: refused while reading a body without Content-Length", async (key) => {
    await expectTooLarge(await send(key, streamOf(8)));
  });

  it("a body that never ends is cut off at the cap (the old whole-body read never answered)", async () => {
    await expectTooLarge(await send("PUT /api/admin/settings", streamOf(Infinity)));
  });

  it("a Content-Length that lies low does not let more in", async () => {
    await expectTooLarge(await send("POST /api/images/refine", streamOf(8), { "content-length": "20" }));
  });

  it("what is refused is the size, not the JSON: 64 KB of broken JSON is 413, not 400", async () => {
    await expectTooLarge(await send("POST /api/images/refine", "{".repeat(JSON_BODY_MAX + 1)));
  });
});

describe("within the limits", () => {
  it("a JSON body just under 64 KB is read and answered as usual", async () => {
    const body = JSON.stringify({ workId: ID, instruction: "make it blue", pad: "x".repeat(JSON_BODY_MAX - 100) });
    expect(encoder.encode(body).byteLength).toBeLessThanOrEqual(JSON_BODY_MAX);
    const res = await send("POST /api/images/refine", body);
    expect(res.status).toBe(404);
    expect((await refusal(res)).code).toBe("WORK_NOT_FOUND");
  });

  it("a multipart upload route still takes a body well over 64 KB", async () => {
    const form = generateForm({ prompt: "a glass teapot" });
    form.set("notes", "x".repeat(4 * JSON_BODY_MAX));
    const res = await call("/api/images/generate", { method: "POST", cookie, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
