// Building blocks for the bad-input tables: requests with one field wrong, the check that the
// answer is the app's error JSON with a code the SPA translates, and a snapshot of everything
// a request could have charged, created or changed.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { TRANSLATED_CODES } from "../../shared/translated-codes";
import { errorBody, rawCall } from "./client";

export type Req = { path: string; method: string; body?: BodyInit; headers?: Record<string, string> };
/** One bad request: `field` is what is wrong ("body" for the body as a whole). */
export type BadCase = { field: string; req: Req; code?: string; status?: number };

export const ID = "00000000-0000-4000-8000-000000000000";
export const long = (n: number) => "x".repeat(n);

export const jsonReq = (path: string, body: unknown, method = "POST"): Req => ({
  path,
  method,
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});

export const rawReq = (path: string, body: string, contentType: string, method = "POST"): Req => ({
  path,
  method,
  body,
  headers: { "content-type": contentType },
});

export type FormFields = Record<string, string | Blob | string[] | undefined>;
export function formReq(path: string, fields: FormFields, headers: Record<string, string> = {}): Req {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) {
      if (typeof one === "string") form.append(k, one);
      else form.append(k, one, `${k}.bin`);
    }
  }
  return { path, method: "POST", body: form, headers };
}

/** `base` with `field` replaced by `value` (or left out when value is undefined). */
export const withField = <T extends Record<string, unknown>>(base: T, field: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...base };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
};

export async function expectRefused(c: BadCase, cookie?: string) {
  const res = await rawCall(c.req.path, { method: c.req.method, body: c.req.body, headers: c.req.headers, cookie });
  const text = await res.text();
  expect(res.status, text).toBe(c.status ?? 400);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = errorBody(JSON.parse(text));
  expect(Object.keys(body)).toEqual(["error"]);
  const { code, message, details, ...rest } = body.error;
  expect(rest).toEqual({});
  expect(message).toEqual(expect.any(String));
  if (c.code) expect(code).toBe(c.code);
  // A code the SPA has a message for (test/web/error-messages.test.ts).
  expect(TRANSLATED_CODES).toContain(code);
  // A validation error names the field, so the form can point at it.
  if (code === "VALIDATION_ERROR" && details)
    expect(String(details.field)).toMatch(new RegExp(`^${c.field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  return body;
}

/** Everything a request could have charged, created or changed, across all users. */
export async function worldState() {
  const one = (sql: string) => env.DB.prepare(sql).first();
  return {
    users: await one("SELECT COUNT(*) AS n FROM user"),
    ledger: await one("SELECT COUNT(*) AS rows, COALESCE(SUM(credits_used), 0) AS sum FROM usage_records"),
    balances: await one("SELECT COALESCE(SUM(balance), 0) AS total FROM user_credits"),
    works: await one("SELECT COUNT(*) AS n FROM generated_artworks"),
    tasks: await one("SELECT COUNT(*) AS n FROM generation_tasks"),
    recharges: await one("SELECT COUNT(*) AS n FROM recharge_records"),
    styles: (await env.DB.prepare("SELECT * FROM style_presets ORDER BY id").all()).results,
    packages: (await env.DB.prepare("SELECT * FROM credit_packages ORDER BY id").all()).results,
    config: (await env.DB.prepare("SELECT key, value FROM system_config ORDER BY key").all()).results,
  };
}
