// What the admin settings save asks before it stores a new provider key (decision 30): every key
// the patch sets is tested, in parallel, before anything is written. A key the provider rejects
// is refused (422 PROVIDER_KEY_REJECTED) whatever the admin says; a key that could not be tested
// (the provider or the provider Worker unreachable, or no provider Worker deployed) is refused
// (503 PROVIDER_KEY_UNTESTED) unless the admin confirmed "save without a test". Either refusal
// saves nothing of the patch, so the key in use stays in use. Removing a key needs no test.
import { AppError } from "../../platform/errors";
import type { ProviderName } from "../../provider-calls/protocol";
import { providerLabel, testProviderKey, type KeyTest } from "./key-test";

export type KeyField = "geminiKey" | "openaiKey";
const PROVIDER_OF: Record<KeyField, ProviderName> = { geminiKey: "gemini", openaiKey: "openai" };

/** How each saved key got past its test, for the audit log. */
export type KeyTestNote = Partial<Record<KeyField, "passed" | "saved-without-test">>;

type Tested = { field: KeyField; provider: string; test: KeyTest };

const untestedReason = (test: KeyTest) => (test.verdict === "unbound" ? "no-provider-worker" : "unreachable");

export async function testKeysBeforeSaving(
  env: Env,
  keys: Partial<Record<KeyField, string | null>>,
  saveWithoutTest = false,
): Promise<KeyTestNote> {
  const candidates = (Object.keys(PROVIDER_OF) as KeyField[]).filter((field) => typeof keys[field] === "string");
  const tested: Tested[] = await Promise.all(
    candidates.map(async (field) => ({
      field,
      provider: providerLabel(PROVIDER_OF[field]),
      test: await testProviderKey(env, PROVIDER_OF[field], keys[field] as string),
    })),
  );
  const rejected = tested.flatMap((t) =>
    t.test.verdict === "rejected" ? [{ field: t.field, provider: t.provider, answer: t.test.answer }] : [],
  );
  if (rejected.length) {
    const [first] = rejected;
    throw new AppError(
      "PROVIDER_KEY_REJECTED",
      `The ${first.provider} key failed its test and was not saved: ${first.answer}`,
      { ...first, rejected },
    );
  }
  const untested = tested.flatMap((t) =>
    t.test.verdict === "unreachable" || t.test.verdict === "unbound"
      ? [
          {
            field: t.field,
            provider: t.provider,
            reason: untestedReason(t.test),
            ...(t.test.verdict === "unreachable" ? { answer: t.test.answer } : {}),
          },
        ]
      : [],
  );
  if (untested.length && !saveWithoutTest) {
    const [first] = untested;
    const why =
      first.reason === "no-provider-worker"
        ? "this deployment has no provider Worker (PROVIDERS binding)"
        : `${first.provider} could not be reached`;
    throw new AppError(
      "PROVIDER_KEY_UNTESTED",
      `The ${first.provider} key could not be tested (${why}); nothing was saved. Send saveWithoutTest: true to save it untested.`,
      { ...first, untested },
    );
  }
  return Object.fromEntries(
    tested.map((t) => [t.field, t.test.verdict === "accepted" ? "passed" : "saved-without-test"]),
  );
}
