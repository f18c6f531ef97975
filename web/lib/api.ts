// The one typed API client: hono's hc over the Worker's route types. `unwrap` returns the
// success body or throws ApiError with the server's stable error code.
import { hc, type ClientResponse } from "hono/client";
import type { AppType } from "../../worker/app";
import type { ErrorCode } from "../../worker/platform/errors";
import { clearCacheOfEndedSession } from "./session-ended";

export const api = hc<AppType>("/").api;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

type SuccessBody<R> = R extends ClientResponse<infer T, infer S, string> ? (S extends 200 | 201 ? T : never) : never;

export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, "NETWORK", "network");
  }
  if (res.ok) return (await res.json()) as SuccessBody<R>;
  const body = (await res.json().catch(() => null)) as {
    error?: { code: ErrorCode; message: string; details?: Record<string, unknown> };
  } | null;
  // The session this tab held has ended elsewhere: drop the pictures the browser kept.
  if (res.status === 401 && body?.error?.code === "UNAUTHORIZED") void clearCacheOfEndedSession();
  throw new ApiError(
    res.status,
    body?.error?.code ?? "INTERNAL",
    body?.error?.message ?? res.statusText,
    body?.error?.details,
  );
}
