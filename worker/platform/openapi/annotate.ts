// What the OpenAPI document (./document.ts) knows about a handler, attached to the handler itself:
// a route's summary and answers (describeRoute, one small object beside the route), the schema a
// validator checks (platform/http/validation.ts), or what a guard may refuse with (requireUser → 401…). The
// document is built by walking `app.routes`, so a route and its description cannot drift apart.
import type { MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import type { ErrorCode } from "../errors";

/** A success answer: its description, and the zod schema of its body where one exists. */
export type Answer = string | { description: string; schema?: ZodType };

export type Annotation = {
  /**
   * The operation's stable name, camelCase in the product's words (`listWorks`): the function a
   * client generator writes for it. Unique in the document (test/worker/openapi.test.ts).
   */
  operationId?: string;
  /** One line for the reference page's list. */
  summary?: string;
  /** More words, Markdown. */
  description?: string;
  /** Success answers by status: `{ 200: "The user's works, newest first." }`. */
  answers?: Record<number, Answer>;
  /** Failures the route itself may answer with (guards and validators add their own). */
  errors?: ErrorCode[];
  /** A guard that needs the session cookie. */
  signedIn?: boolean;
  /**
   * A route anyone may call, with no session and no token (`security: []`). A route with neither
   * this nor a signed-in guard has no security in the document, which the test refuses.
   */
  public?: true;
  /** A validator: which part of the request and the very schema it checks it with. */
  request?: { target: string; schema: ZodType };
};

const ANNOTATION = Symbol("openapi");

type Annotated = { [ANNOTATION]?: Annotation };

/** Attaches `annotation` to `handler` and returns the handler unchanged (same function, same type). */
export function annotate<T extends object>(handler: T, annotation: Annotation): T {
  Object.defineProperty(handler, ANNOTATION, { value: annotation });
  return handler;
}

export const annotationOf = (handler: unknown): Annotation | undefined => (handler as Annotated | null)?.[ANNOTATION];

/** What a route says of itself; its guards and validators add the rest. */
export type RouteDoc = Pick<Annotation, "summary" | "description" | "answers" | "errors" | "signedIn" | "public"> & {
  operationId: string;
};

/** A route's description, as a middleware that does nothing but carry it: `.get("/", describeRoute({…}), handler)`. */
export const describeRoute = (doc: RouteDoc): MiddlewareHandler =>
  annotate<MiddlewareHandler>((_c, next) => next(), doc);
