// An admin's new Gemini/OpenAI key is tested before it is saved (decision 30): one free metadata
// call about the configured image model, made by the placed provider Worker (over the real RPC
// binding) against the strict fakes. A rejected key is refused with 422 and nothing is saved, so
// the key in use keeps serving creations; a key that cannot be tested is refused with 503 unless
// the admin confirms "save without a test", which the audit log records; removing a key needs no
// test; only admins may try.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { dropRememberedSettings } from "../../worker/platform/settings-cache";
import { generateProductImage } from "../../worker/features/creations/service";
import { readProviderKey } from "../../worker/platform/system-config";
import { configured, fakes, keyFor, sent } from "./support/provider-fakes";
import { clientFor, ok, refusal } from "./support/client";
import { db, newAdmin, newUser } from "./support/users";

const app = createApp();
const pointedAtFakes = { ...env, GEMINI_BASE_URL: fakes.gemini, OPENAI_BASE_URL: `${fakes.openai}/v1` } as Env;
const withProviders = (providers: unknown) => ({ ...pointedAtFakes, PROVIDERS: providers }) as unknown as Env;

/** The typed API of `cookie`'s browser, on a deployment whose provider calls reach the fakes. */
const apiOn = (cookie: string, testEnv: Env = pointedAtFakes) =>
  clientFor(cookie, (request) => app.fetch(request, testEnv));

const save = (
  cookie: string,
  json: Parameters<ReturnType<typeof apiOn>["admin"]["settings"]["$put"]>[0]["json"],
  testEnv?: Env,
) => apiOn(cookie, testEnv).admin.settings.$put({ json });

async function auditOf(adminId: string) {
  const rows = await env.DB.prepare(
    "SELECT action, details FROM admin_audit_log WHERE admin_id = ? ORDER BY created_at, rowid",
  )
    .bind(adminId)
    .all<{ action: string; details: string | null }>();
  return rows.results.map((r) => ({ action: r.action, details: r.details ? JSON.parse(r.details) : null }));
}

/** One creation by a new user, as the Worker serves it right now. */
async function createOne() {
  const user = await newUser();
  return generateProductImage(
    { env: pointedAtFakes, userId: user.id, db: db() },
    { prompt: "a teapot", referenceImages: [], temperature: 0.7, maxTokens: 256, aspectRatio: "1:1" },
  );
}

const modelLookups = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === "GET").map((r) => r.path);

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.prepare("DELETE FROM system_config WHERE key IN ('GEMINI_API_KEY', 'OPENAI_API_KEY')").run();
  dropRememberedSettings();
});

describe("a key that passes its test", () => {
  it("is saved after one metadata call per provider about the configured image model, and the audit log says it passed", async () => {
    const admin = await newAdmin();
    const gemini = keyFor("ok");
    const openai = keyFor("ok");
    const res = await save(admin.cookie, { geminiKey: gemini, openaiKey: openai });
    const text = await res.clone().text();
    expect((await ok(res)).geminiKey.set).toBe(true);
    expect(text).not.toContain(gemini);
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe(gemini);
    expect(await readProviderKey(env, db(), "OPENAI_API_KEY")).toBe(openai);
    // Free calls only: no generateContent, no image.
    expect(modelLookups(await sent("gemini", gemini))).toEqual([`/v1beta/models/${configured.gemini.models.image}`]);
    expect(await sent("gemini", gemini)).toHaveLength(1);
    expect(modelLookups(await sent("openai", openai))).toEqual([`/v1/models/${configured.openai.models.image}`]);
    expect(await sent("openai", openai)).toHaveLength(1);
    expect(await auditOf(admin.id)).toEqual([
      {
        action: "settings.key",
        details: { geminiKey: "set", openaiKey: "set", keyTest: { geminiKey: "passed", openaiKey: "passed" } },
      },
    ]);
  });
});

describe("a key the provider rejects", () => {
  it("Gemini (400 API_KEY_INVALID): 422 with the provider's answer, nothing of the save stored, and the key in use keeps serving creations", async () => {
    const admin = await newAdmin();
    const good = keyFor("ok");
    await ok(save(admin.cookie, { geminiKey: good }));
    const bad = keyFor("bad-key");
    const res = await save(admin.cookie, { geminiKey: bad, inviterReward: 77 });
    const { status, code, details } = await refusal(res);
    expect({ status, code }).toEqual({ status: 422, code: "PROVIDER_KEY_REJECTED" });
    expect(details).toMatchObject({ provider: "Gemini", field: "geminiKey" });
    expect(details?.answer).toBe(
      "400 INVALID_ARGUMENT (API_KEY_INVALID): API key not valid. Please pass a valid API key.",
    );
    // Nothing of that save: not the key, not the reward sent with it.
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe(good);
    expect((await ok(apiOn(admin.cookie).admin.settings.$get())).inviterReward).not.toBe(77);
    // The next creation is drawn with the key in use; the rejected one was used for the test only.
    const work = await createOne();
    expect(work.engine).toBe("gemini");
    expect((await sent("gemini", good)).some((r) => r.path.endsWith(":generateContent"))).toBe(true);
    expect(modelLookups(await sent("gemini", bad))).toHaveLength(1);
    expect(await sent("gemini", bad)).toHaveLength(1);
    expect((await auditOf(admin.id)).map((e) => e.action)).toEqual(["settings.key"]);
  });

  it("OpenAI (401 invalid_api_key): 422, the key never echoed, and the key in use keeps serving creations", async () => {
    const admin = await newAdmin();
    const good = keyFor("ok");
    await ok(save(admin.cookie, { openaiKey: good }));
    const bad = keyFor("bad-key");
    const res = await save(admin.cookie, { openaiKey: bad });
    const text = await res.clone().text();
    const { status, code, details } = await refusal(res);
    expect({ status, code }).toEqual({ status: 422, code: "PROVIDER_KEY_REJECTED" });
    expect(details).toMatchObject({ provider: "OpenAI", field: "openaiKey" });
    expect(String(details?.answer)).toMatch(/^401 invalid_api_key: Incorrect API key provided: \[redacted\]/);
    // The fake quotes the whole key in its answer (the real API quotes a masked form): never passed on.
    expect(text).not.toContain(bad);
    expect(await readProviderKey(env, db(), "OPENAI_API_KEY")).toBe(good);
    const work = await createOne();
    expect(work.engine).toBe("openai");
    expect((await sent("openai", good)).some((r) => r.path === "/v1/images/generations")).toBe(true);
    expect(await sent("openai", bad)).toHaveLength(1);
  });

  it.each([
    ["gemini", "denied", "403 PERMISSION_DENIED: Your project has been denied access. Please contact support."],
    [
      "openai",
      "no-access",
      `404 model_not_found: The model \`${configured.openai.models.image}\` does not exist or you do not have access to it.`,
    ],
  ] as const)("%s %s (a key without access) is refused too", async (provider, scenario, answer) => {
    const admin = await newAdmin();
    const field = provider === "gemini" ? "geminiKey" : "openaiKey";
    const { details } = await refusal(save(admin.cookie, { [field]: keyFor(scenario) }));
    expect(details).toMatchObject({ field, answer });
    expect(await readProviderKey(env, db(), provider === "gemini" ? "GEMINI_API_KEY" : "OPENAI_API_KEY")).toBeNull();
  });

  it("is refused even with saveWithoutTest: the flag only covers a key that could not be tested", async () => {
    const admin = await newAdmin();
    const { status, code } = await refusal(save(admin.cookie, { geminiKey: keyFor("bad-key"), saveWithoutTest: true }));
    expect({ status, code }).toEqual({ status: 422, code: "PROVIDER_KEY_REJECTED" });
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBeNull();
  });
});

describe("a key that cannot be tested", () => {
  it("with the provider Worker unreachable: 503 PROVIDER_KEY_UNTESTED and nothing saved; confirmed, it is saved and the audit log says so", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const admin = await newAdmin();
    const good = keyFor("ok");
    await ok(save(admin.cookie, { geminiKey: good }));
    const down = withProviders(env.PROVIDERS_DOWN);
    const candidate = keyFor("ok");
    const { status, code, details } = await refusal(save(admin.cookie, { geminiKey: candidate }, down));
    expect({ status, code }).toEqual({ status: 503, code: "PROVIDER_KEY_UNTESTED" });
    expect(details).toMatchObject({ provider: "Gemini", field: "geminiKey", reason: "unreachable" });
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe(good);
    expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain("PROVIDER WORKER UNREACHABLE");

    await ok(save(admin.cookie, { geminiKey: candidate, saveWithoutTest: true }, down));
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe(candidate);
    expect((await auditOf(admin.id)).at(-1)).toEqual({
      action: "settings.key",
      details: { geminiKey: "set", keyTest: { geminiKey: "saved-without-test" } },
    });
  });

  it("with the provider itself unavailable (503): the same refusal, with the provider's answer", async () => {
    const admin = await newAdmin();
    const { status, details } = await refusal(save(admin.cookie, { openaiKey: keyFor("overloaded") }));
    expect(status).toBe(503);
    expect(details).toMatchObject({
      provider: "OpenAI",
      reason: "unreachable",
      answer: "503: The engine is currently overloaded, please try again later.",
    });
    expect(await readProviderKey(env, db(), "OPENAI_API_KEY")).toBeNull();
  });

  it("on a deployment without the provider Worker: says so (no-provider-worker) instead of failing; confirmed, it is saved", async () => {
    const admin = await newAdmin();
    const unbound = withProviders(undefined);
    const candidate = keyFor("ok");
    const { status, details } = await refusal(save(admin.cookie, { geminiKey: candidate }, unbound));
    expect(status).toBe(503);
    expect(details).toMatchObject({ provider: "Gemini", reason: "no-provider-worker" });
    await ok(save(admin.cookie, { geminiKey: candidate, saveWithoutTest: true }, unbound));
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBe(candidate);
  });
});

describe("what needs no test, and who may save", () => {
  it("removing a key, or saving other settings, asks no provider (even with the provider Worker down)", async () => {
    const admin = await newAdmin();
    await ok(save(admin.cookie, { geminiKey: keyFor("ok") }));
    const down = withProviders(env.PROVIDERS_DOWN);
    expect((await ok(save(admin.cookie, { geminiKey: null, inviteeReward: 5 }, down))).geminiKey.set).toBe(false);
    expect((await auditOf(admin.id)).at(-1)).toEqual({
      action: "settings.key",
      details: { geminiKey: "removed", inviteeReward: 5 },
    });
  });

  it("a non-admin gets 403 and no key is tested", async () => {
    const user = await newUser();
    const candidate = keyFor("ok");
    const { status, code } = await refusal(save(user.cookie, { geminiKey: candidate }));
    expect({ status, code }).toEqual({ status: 403, code: "FORBIDDEN" });
    expect(await sent("gemini", candidate)).toHaveLength(0);
    expect(await readProviderKey(env, db(), "GEMINI_API_KEY")).toBeNull();
  });
});
