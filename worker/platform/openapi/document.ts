// The OpenAPI 3.1 document of /api, built from the app's own route table (`app.routes`): each
// route's describeRoute object, the very zod schemas its validators check (z.toJSONSchema, which
// writes JSON Schema 2020-12, the dialect OpenAPI 3.1 uses) and what its guards refuse with. It is
// built on the first request in an isolate, not at build time: zod's converter is in the Worker
// anyway (docs/decisions/0013-openapi-at-run-time.md).
import type { RouterRoute } from "hono/types";
import { z, type ZodType } from "zod";
import { acceptsApiToken } from "../auth/token-routes";
import { ERROR_CODES, errorStatus, type ErrorCode } from "../errors";
import { checksOrigin } from "../middleware/same-origin";
import { annotationOf, type Annotation, type Answer } from "./annotate";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown> & { responses: Record<string, unknown> };

/** Hono's path in OpenAPI's spelling: `/api/works/:id` → `/api/works/{id}`, a final `*` → `{path}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}").replace(/\/\*$/, "/{path}");

/**
 * A field the schema takes when it is missing (a preprocess or `.catch` that supplies a default)
 * is optional to a client, whatever zod's converter infers from the schema's type.
 */
function withoutFieldsThatTakeNothing(zodSchema: z.core.$ZodType, out: JsonSchema) {
  const def = zodSchema._zod.def as { type: string; shape?: Record<string, z.core.$ZodType> };
  if (def.type !== "object" || !def.shape || !Array.isArray(out.required)) return;
  const shape = def.shape;
  out.required = out.required.filter((name: string) => !(shape[name] && takesNothing(shape[name])));
}

function takesNothing(field: z.core.$ZodType) {
  try {
    return z.safeParse(field, undefined).success;
  } catch {
    // A transform that assumed a value: the field is needed.
    return false;
  }
}

/** An upload (`z.instanceof(File)`) is a binary form part; everything else is what zod writes. */
function jsonSchema(schema: ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema: out }) => {
      if (zodSchema._zod.bag.Class === File) Object.assign(out, { type: "string", format: "binary" });
      if (io === "input") withoutFieldsThatTakeNothing(zodSchema, out);
    },
  });
  return rest;
}

const PARAMETER_IN: Record<string, string> = { param: "path", query: "query", header: "header", cookie: "cookie" };
const BODY_TYPE: Record<string, string> = { json: "application/json", form: "multipart/form-data" };
/** What a validator of each target refuses with, besides VALIDATION_ERROR (platform/http/validation.ts, platform/http/read-limited.ts). */
const BODY_ERRORS: Record<string, ErrorCode[]> = {
  json: ["UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"],
  form: ["UNSUPPORTED_MEDIA_TYPE"],
};

function parameters(target: string, schema: JsonSchema) {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, property]) => ({
      name,
      in: PARAMETER_IN[target],
      required: target === "param" || required.has(name),
      schema: property,
    }),
  );
}

/** `{path}` and any other path parameter no validator names (a wildcard, a better-auth path). */
const pathParameters = (path: string, named: Set<string>) =>
  [...path.matchAll(/\{(\w+)\}/g)]
    .filter(([, name]) => !named.has(name))
    .map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }));

const errorResponse = (codes: ErrorCode[]) => ({
  description: codes.join(", "),
  content: {
    "application/json": {
      schema: {
        allOf: [
          { $ref: "#/components/schemas/Error" },
          { properties: { error: { properties: { code: { enum: codes } } } } },
        ],
      },
    },
  },
});

function successResponse(answer: Answer) {
  if (typeof answer === "string") return { description: answer };
  return {
    description: answer.description,
    ...(answer.schema ? { content: { "application/json": { schema: jsonSchema(answer.schema, "output") } } } : {}),
  };
}

/** One operation from the annotations of every handler it runs, guards before it included. */
function operation(method: string, honoPath: string, path: string, annotations: Annotation[]): Operation {
  const op: Operation = { tags: [path.split("/")[2].replace(/\.json$/, "")], responses: {} };
  const params: Record<string, unknown>[] = [];
  const errors = new Set<ErrorCode>();
  for (const a of annotations) {
    if (a.operationId) op.operationId = a.operationId;
    if (a.summary) op.summary = a.summary;
    if (a.description) op.description = a.description;
    if (a.signedIn)
      op.security = acceptsApiToken(method, honoPath) ? [{ session: [] }, { apiToken: [] }] : [{ session: [] }];
    if (a.public) op.security = [];
    for (const code of a.errors ?? []) errors.add(code);
    if (a.signedIn && acceptsApiToken(method, honoPath)) errors.add("API_TOKEN_INVALID").add("RATE_LIMITED");
    for (const [status, answer] of Object.entries(a.answers ?? {})) op.responses[status] = successResponse(answer);
    if (!a.request) continue;
    const { target, schema } = a.request;
    errors.add("VALIDATION_ERROR");
    for (const code of BODY_ERRORS[target] ?? []) errors.add(code);
    if (BODY_TYPE[target])
      op.requestBody = { required: true, content: { [BODY_TYPE[target]]: { schema: jsonSchema(schema, "input") } } };
    else params.push(...parameters(target, jsonSchema(schema, "input")));
  }
  if (checksOrigin(method, honoPath)) errors.add("CROSS_ORIGIN");
  const named = new Set(params.filter((p) => p.in === "path").map((p) => p.name as string));
  params.push(...pathParameters(path, named));
  if (params.length > 0) op.parameters = params;
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) byStatus.set(errorStatus(code), [...(byStatus.get(errorStatus(code)) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) op.responses[status] = errorResponse(codes);
  return op;
}

/**
 * A middleware entry (`use`, method ALL) runs before the routes its path covers that are declared
 * after it: a route declared first has answered by then (`/credits/packages` is mounted before
 * `/credits` and its `use(requireUser)`; Stripe's webhook comes before `use(requireUser)`).
 */
const covers = (pattern: string, path: string) =>
  pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2) : pattern === path;

const ERROR_SCHEMA = {
  type: "object",
  description:
    "Every failure, from the one error handler (worker/platform/middleware/on-error.ts). The SPA translates `code`; `message` is English for developers.",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", enum: ERROR_CODES },
        message: { type: "string" },
        details: {
          type: "object",
          description:
            "Extra facts for some codes: `field` for VALIDATION_ERROR, `retryAfterSeconds` for RATE_LIMITED, `sizes` for IMAGE_SIZE_UNSUPPORTED…",
        },
      },
    },
  },
};

const DESCRIPTION = `The JSON API of Atelier, the credit-based AI image studio, as its single-page app uses it.

- **Session**: sign in with \`POST /api/auth/sign-in/email\` (better-auth); the answer sets an HttpOnly session cookie that every route marked with a lock needs.
- **API tokens**: the routes whose security lists \`apiToken\` also take \`Authorization: Bearer atl_…\`, a personal token made on the account page (\`/api/account/tokens\`): the token's user, the same credits and Idempotency-Key, no cookie and no \`Origin\` needed. A malformed, unknown or revoked token is 401 API_TOKEN_INVALID; a token on any other route is 403 API_TOKEN_NOT_ACCEPTED.
- **Writes** (POST, PUT, DELETE) with the session cookie are taken only from this site's own pages: a browser's \`Origin\` must be this origin (403 CROSS_ORIGIN otherwise).
- **Errors** have one shape, \`{ "error": { "code", "message", "details"? } }\`; every route may also answer 500 INTERNAL.
- **Paid routes** take an optional \`Idempotency-Key\` header: a retry with the same key is answered once and charged once.`;

/** The document as served from `origin`, the one server it names. */
export const servedFrom = <T extends object>(document: T, origin: string) => ({
  ...document,
  servers: [{ url: origin }],
});

/** The whole document for `routes` (an app's `app.routes`), paths in the order the app declares them. */
export function openApiDocument(routes: RouterRoute[]) {
  const handlers = new Map<string, { method: string; path: string; annotations: Annotation[] }>();
  for (const [index, route] of routes.entries()) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const guards = routes.slice(0, index).filter((r) => r.method === "ALL" && covers(r.path, route.path));
    const entry = handlers.get(key) ?? {
      method: route.method,
      path: route.path,
      annotations: guards.flatMap((g) => annotationOf(g.handler) ?? []),
    };
    const annotation = annotationOf(route.handler);
    if (annotation) entry.annotations.push(annotation);
    handlers.set(key, entry);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, annotations } of handlers.values()) {
    const openPath = openApiPath(path);
    paths[openPath] = { ...paths[openPath], [method.toLowerCase()]: operation(method, path, openPath, annotations) };
  }
  return {
    openapi: "3.1.1",
    info: { title: "Atelier API", version: "1", description: DESCRIPTION },
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "Set by signing in. Over https the cookie is named `__Secure-better-auth.session_token`.",
        },
        apiToken: {
          type: "http",
          scheme: "bearer",
          description:
            "A personal API token (`atl_…`) made on the account page; accepted by the routes that list it, with its own rate limit.",
        },
      },
    },
  };
}
