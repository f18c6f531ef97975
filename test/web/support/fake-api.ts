// A stand-in for the Worker behind the SPA's typed client in jsdom: answers by method and path,
// and records what was sent, so components run for real against the responses the API gives.
import { vi } from "vitest";
import { queryClient } from "@/lib/query-client";

export type Sent = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
/** A JSON body, or bytes (a ZIP) sent as they are; `headers` are added to the answer's. */
type Answer = { status?: number; body: unknown; headers?: Record<string, string> } | undefined;
/** May answer later (a promise): a test can hold one answer back while others arrive. */
export type Route = (request: Sent) => Answer | Promise<Answer>;

export function fakeApi(route: Route) {
  // A new fake Worker is a new world: nothing cached from the test before may answer for it.
  queryClient.clear();
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? null);
    const request = { method, path: url.pathname, query: url.searchParams, body, headers: new Headers(init.headers) };
    sent.push(request);
    const answer = (await route(request)) ?? {
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "not faked" } },
    };
    const bytes = answer.body instanceof Uint8Array;
    return new Response(bytes ? (answer.body as Uint8Array<ArrayBuffer>) : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": bytes ? "application/octet-stream" : "application/json", ...answer.headers },
    });
  });
  return sent;
}
