// What the provider fakes record and hand to tests: types only (no node: imports), so the
// workerd tests and the Node fakes share them. Also declares the URLs global-setup provides.
import type { ProviderBody } from "./provider-bodies";

export type RecordedFile = { filename: string; type: string; size: number; base64: string };

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The credential the request carried (Bearer token, x-goog-api-key or ?key=). */
  key: string | null;
  /** Parsed JSON body, when the body was JSON. */
  json?: ProviderBody;
  /** Multipart fields in order of appearance; files as their name, type and size. */
  fields?: Record<string, (string | RecordedFile)[]>;
  /** application/x-www-form-urlencoded pairs as sent, e.g. { "metadata[orderId]": "o1" }. */
  form?: Record<string, string>;
};

/** Base URLs of the running fakes, e.g. { gemini: "http://127.0.0.1:18401", ... }. */
export type ProviderFakeUrls = { gemini: string; openai: string; resend: string; stripe: string };

declare module "vitest" {
  export interface ProvidedContext {
    providerFakes: ProviderFakeUrls;
  }
}

/**
 * The scenario a fake plays is the part of the API key before the first ":" ("quota:t7" plays
 * "quota"), so each test can use its own key and read back only its own requests.
 */
export const scenarioOf = (key: string | null) => (key ?? "").split(":")[0];
