// Driving the admin API in tests: a fresh user or admin, a JSON call, and readers for the answer.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { createDb } from "../../../worker/db/client";
import { grantAdmin } from "../../../worker/services/accounts";
import { call, json, me, signUp, uniqueEmail } from "./helpers";

export const db = () => createDb(env.DB);

export async function newUser(email = uniqueEmail()) {
  const { cookie } = await signUp(email);
  return { cookie, email, id: (await me(cookie)).user.id };
}

export async function newAdmin() {
  const admin = await newUser(uniqueEmail("admin"));
  await grantAdmin(db(), admin.id);
  return admin;
}

export function adminApi(cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return call(`/api/admin${path}`, {
    method,
    cookie,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function ok<T = any>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function refusal(res: Response) {
  const body = await json(res);
  return { status: res.status, code: body.error?.code, details: body.error?.details };
}
