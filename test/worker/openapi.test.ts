// The OpenAPI document at /api/openapi.json covers every route of the app, with the method the app
// answers, the request schemas its validators check, and the error envelope.
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { openApiPath } from "../../worker/platform/openapi/document";
import { clientFor, ok } from "./support/client";

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[]; oneOf?: unknown[] } }
    >;
  };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};

async function fetchDocument() {
  const res = await clientFor()["openapi.json"].$get();
  expect(res.headers.get("content-type")).toContain("application/json");
  // The route types an operation only as JSON (annotations add fields freely): read it as
  // `unknown` and narrow it to `Document`, the part these tests read, once its outline is there.
  const doc: unknown = await ok(res);
  expect(doc).toMatchObject({
    openapi: expect.any(String),
    paths: expect.any(Object),
    components: { schemas: expect.any(Object) },
  });
  return doc as Document;
}

/** Every route the app answers: method + path, without middleware (`use`, method ALL). */
function appRoutes() {
  const routes = createApp().routes.filter((r) => r.method !== "ALL");
  return [...new Set(routes.map((r) => `${r.method} ${r.path}`))].map((key) => key.split(" ") as [string, string]);
}

describe("GET /api/openapi.json", () => {
  it("answers an OpenAPI 3.1 document, without a session", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.components.schemas.Error.properties).toHaveProperty("error");
  });

  it("lists every route of the app with its method, each with a summary", async () => {
    const doc = await fetchDocument();
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter(([method, path]) => !doc.paths[openApiPath(path)]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    const unsummarized = routes.filter(([method, path]) => !doc.paths[openApiPath(path)][method.toLowerCase()].summary);
    expect(unsummarized).toEqual([]);
    // …and nothing the app does not answer.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.map(([m, p]) => `${m} ${openApiPath(p)}`).sort());
  });

  it("documents a request from the validator's own schema: fields, limits, defaults and uploads", async () => {
    const doc = await fetchDocument();
    const generate = doc.paths["/api/images/generate"].post;
    const form = generate.requestBody!.content["multipart/form-data"].schema;
    expect(form.required).toEqual(["prompt"]);
    expect(form.properties!.prompt).toMatchObject({ type: "string", maxLength: 2000 });
    expect(form.properties!.aspectRatio).toMatchObject({ default: "1:1" });
    expect(JSON.stringify(form.properties!.images)).toContain('"format":"binary"');
    expect(generate.parameters).toContainEqual(
      expect.objectContaining({ name: "idempotency-key", in: "header", required: false }),
    );

    const usage = doc.paths["/api/credits/usage"].get;
    expect(usage.parameters).toEqual([expect.objectContaining({ name: "limit", in: "query", required: false })]);
    const work = doc.paths["/api/works/{id}"].delete;
    expect(work.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    const tasks = doc.paths["/api/tasks"].post.requestBody!.content["multipart/form-data"].schema;
    expect(tasks.oneOf).toHaveLength(2);
  });

  it("documents status codes: the route's success, its guards' and validators' failures with the error envelope", async () => {
    const doc = await fetchDocument();
    const generate = doc.paths["/api/images/generate"].post;
    expect(Object.keys(generate.responses).sort()).toEqual([
      "200",
      "201",
      "400",
      "401",
      "402",
      "403",
      "409",
      "413",
      "415",
      "422",
      "429",
      "502",
    ]);
    expect(generate.responses["402"].description).toBe("INSUFFICIENT_CREDITS");
    expect(JSON.stringify(generate.responses["401"].content)).toContain("#/components/schemas/Error");
    // A creation route takes the session cookie or a personal API token (worker/platform/auth/token-routes.ts).
    expect(generate.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(generate.responses["401"].description).toBe("UNAUTHORIZED, API_TOKEN_INVALID");

    const admin = doc.paths["/api/admin/users"].get;
    expect(admin.responses["401"].description).toBe("UNAUTHORIZED");
    expect(admin.responses["403"].description).toBe("FORBIDDEN");
    expect(admin.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/account/tokens"].post.security).toEqual([{ session: [] }]);

    const health = doc.paths["/api/health"].get;
    expect(health.security).toEqual([]);
    expect(Object.keys(health.responses)).toEqual(["200"]);
  });

  it("names every operation with a unique camelCase operationId, the function a generated client gets", async () => {
    const operations = Object.values((await fetchDocument()).paths).flatMap((ops) => Object.values(ops));
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toContain("listWorks");
    expect(operationNamed(operations, "createGeneration").summary).toMatch(/^Create a product image/);
  });

  it("declares every operation's security: a session or token, or `security: []` for exactly the public routes", async () => {
    const { paths } = await fetchDocument();
    const entries = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
    );
    expect(entries.filter(([, op]) => !Array.isArray(op.security)).map(([key]) => key)).toEqual([]);
    // The public surface of adversarial-authz.test.ts, plus Stripe's webhook (its signature is its
    // proof) and the local dev outbox (no session; absent on a public host).
    const open = entries.filter(([, op]) => op.security!.length === 0).map(([key]) => key);
    expect(open.sort()).toEqual([
      "GET /api/auth/{path}",
      "GET /api/credits/packages",
      "GET /api/dev/outbox",
      "GET /api/health",
      "GET /api/openapi.json",
      "GET /api/referrals/check",
      "GET /api/session",
      "POST /api/auth/{path}",
      "POST /api/payments/webhook",
      "POST /api/session/ended",
    ]);
  });

  it("a guard covers only the routes declared after it: the packages on sale and Stripe's webhook need no session", async () => {
    const { paths } = await fetchDocument();
    // Mounted before /credits and its use(requireUser); the webhook is declared before payments' use(requireUser).
    for (const op of [paths["/api/credits/packages"].get, paths["/api/payments/webhook"].post]) {
      expect(op.security).toEqual([]);
      expect(op.responses).not.toHaveProperty("401");
    }
    const res = await clientFor().credits.packages.$get();
    expect(res.status).toBe(200);
  });

  it("lists 403 CROSS_ORIGIN on the writes that check the Origin, not on better-auth's or the webhook", async () => {
    const { paths } = await fetchDocument();
    expect(paths["/api/boards"].post.responses["403"].description).toContain("CROSS_ORIGIN");
    expect(paths["/api/session/ended"].post.responses["403"].description).toBe("CROSS_ORIGIN");
    expect(paths["/api/boards"].get.responses["403"]).toBeUndefined();
    expect(paths["/api/payments/webhook"].post.responses["403"]).toBeUndefined();
    expect(paths["/api/auth/{path}"].post.responses["403"]).toBeUndefined();
  });
});

/** The operation named `operationId`. */
function operationNamed(operations: Operation[], operationId: string) {
  const found = operations.find((op) => op.operationId === operationId);
  expect(found, operationId).toBeDefined();
  return found!;
}
