// A save the key test refused (decision 30), read for the settings form: which field each
// refusal belongs under, in the admin's language, and whether the admin may save it untested
// (PROVIDER_KEY_UNTESTED: the test could not run) or not (PROVIDER_KEY_REJECTED).
import { m } from "@/paraglide/messages.js";
import { ApiError } from "@/lib/api";
import { isolated } from "@/lib/error-messages";

export type KeyFieldId = "gemini" | "openai";
export type KeyProblems = Partial<Record<KeyFieldId, string>>;
export type KeyTestRefusal = { problems: KeyProblems; untested: boolean; providers: string[] };

const FIELD_IDS: Record<string, KeyFieldId> = { geminiKey: "gemini", openaiKey: "openai" };

type Entry = { field?: unknown; provider?: unknown; answer?: unknown; reason?: unknown };

function entries(error: ApiError, list: "rejected" | "untested"): Entry[] {
  const listed = error.details?.[list];
  return Array.isArray(listed) ? (listed as Entry[]) : [error.details ?? {}];
}

function problemText(code: string, e: Entry) {
  const provider = String(e.provider ?? "");
  if (code === "PROVIDER_KEY_REJECTED")
    return m.error_provider_key_rejected({ provider, answer: isolated(String(e.answer ?? "")) });
  return e.reason === "no-provider-worker"
    ? m.error_provider_key_untested_unbound({ provider })
    : m.error_provider_key_untested({ provider });
}

/** The key test's refusal of a save, or null for any other failure. */
export function keyTestRefusal(error: unknown): KeyTestRefusal | null {
  if (
    !(error instanceof ApiError) ||
    (error.code !== "PROVIDER_KEY_REJECTED" && error.code !== "PROVIDER_KEY_UNTESTED")
  )
    return null;
  const untested = error.code === "PROVIDER_KEY_UNTESTED";
  const listed = entries(error, untested ? "untested" : "rejected");
  const problems: KeyProblems = {};
  for (const e of listed) {
    const id = FIELD_IDS[String(e.field)];
    if (id) problems[id] = problemText(error.code, e);
  }
  return { problems, untested, providers: listed.map((e) => String(e.provider ?? "")).filter(Boolean) };
}
