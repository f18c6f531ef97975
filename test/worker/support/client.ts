// Calling the real Worker (exports.default.fetch, real D1 and R2) from a test. `clientFor(cookie)`
// is the typed client the SPA uses (`hc<AppType>`), bound to one browser's cookie, so an answer's
// `json()` has the route's type; `ok()` checks the status and narrows to that status's body.
// `rawCall()` is for what the client's types refuse on purpose (bad input, extra fields, missing
// headers) and for routes outside the typed API (files, the auth handler, the live socket); their
// answers are read as `unknown` (`bodyOf`, `objectOf`), as the app's error JSON (`refusal`), or
// with the route's type after a status check (`rawOk`).
import { exports } from "cloudflare:workers";
import { hc, type ClientResponse } from "hono/client";
import { expect } from "vitest";
import type { AppType } from "../../../worker/app";
import type { ErrorBody } from "../../../worker/platform/errors";

export const BASE = "http://localhost";

export type CallInit = RequestInit & { cookie?: string };

/** One request to the Worker as a same-origin browser sends it: with an Origin, and `cookie` if given. */
export async function rawCall(path: string, init: CallInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (!headers.has("origin")) headers.set("origin", BASE);
  return exports.default.fetch(new Request(BASE + path, { ...init, headers }));
}

/** What answers a request: the deployed Worker's fetch, or an app over a test's own env. */
export type Handler = (request: Request) => Response | Promise<Response>;

const theWorker: Handler = (request) => exports.default.fetch(request);

/** `handler` in the shape `hc` wants, sending `cookie` unless the request sets its own. */
function workerFetch(cookie: string | undefined, handler: Handler): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
    if (!headers.has("origin")) headers.set("origin", BASE);
    return handler(new Request(request, { headers }));
  };
}

/**
 * The typed API (`/api/…`) as a browser holding `cookie` (none: signed out) sees it; `handler`
 * is the Worker unless a test runs the app over an env of its own.
 */
export function clientFor(cookie?: string, handler: Handler = theWorker) {
  return hc<AppType>(BASE, { fetch: workerFetch(cookie, handler) }).api;
}

export type Api = ReturnType<typeof clientFor>;

type AnyClientResponse = ClientResponse<unknown, number, string>;

/** Any answer: a raw `Response` or one from the typed client. */
export type Answer = Response | AnyClientResponse;

/** The body a response has when its status is `S`, as the route declares it. */
export type BodyAt<R, S extends number> =
  R extends ClientResponse<infer T, infer U, string> ? (S extends U ? T : never) : never;

/** Expects `status` (200 unless told) and returns the body the route answers with at that status. */
export async function ok<R extends AnyClientResponse, S extends number = 200>(
  res: R | Promise<R>,
  status?: S,
): Promise<BodyAt<R, S>> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status ?? 200);
  return JSON.parse(text) as BodyAt<R, S>;
}

/** A refusal's status, code and details; fails the test if the answer is not the app's error JSON. */
export async function refusal(res: Answer | Promise<Answer>) {
  const answer = await res;
  const body = errorBody(await answer.json());
  return { status: answer.status, code: body.error.code, details: body.error.details };
}

/** Narrows an answer read as `unknown` to the app's error JSON. */
export function errorBody(body: unknown): ErrorBody {
  expect(body).toMatchObject({ error: { code: expect.any(String) } });
  return body as ErrorBody;
}

/** A raw answer's JSON, typed `unknown` until the test narrows it. */
export async function bodyOf(res: Response | Promise<Response>): Promise<unknown> {
  return (await res).json();
}

export function cookieOf(res: { headers: Headers }) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** A JSON request the client's types would refuse (a field of the wrong type, a missing one): for bad-input tests. */
export function rawJson(
  cookie: string | undefined,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return rawCall(path, {
    method,
    cookie,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A JSON object answered by a route outside the typed API (the auth handler): its fields are
 * `unknown` until the test narrows them.
 */
export async function objectOf(res: Answer | Promise<Answer>): Promise<Record<string, unknown>> {
  const body: unknown = await (await res).json();
  expect(body).toBeTypeOf("object");
  return body as Record<string, unknown>;
}

type Endpoint = (...args: never[]) => Promise<AnyClientResponse>;

/**
 * A raw answer (to a request the client's types refuse on purpose: extra fields, a hand-built
 * form) read with the body type the typed client gives `endpoint` at `status`, after checking it.
 */
export async function rawOk<E extends Endpoint, S extends number = 200>(
  res: Response | Promise<Response>,
  _endpoint: E,
  status?: S,
): Promise<BodyAt<Awaited<ReturnType<E>>, S>> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status ?? 200);
  return JSON.parse(text) as BodyAt<Awaited<ReturnType<E>>, S>;
}
