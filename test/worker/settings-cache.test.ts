// The settings every page asks about are remembered per isolate for at most a minute:
// /api/capabilities and /api/styles answer a second call without reading system_config or
// style_presets (nor decrypting the provider keys), a save on this isolate shows at once, an
// entry a minute old is read again, and what refuses a request — a disabled style, the Workers AI
// switch turned off — is read on the request itself even while the remembered copy says otherwise.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { dropRememberedSettings, setSettingsClock, SETTINGS_MAX_AGE_MS } from "../../worker/platform/settings-cache";
import { createFakeAi, MODELS } from "../fakes/workers-ai-binding";
import { clientFor, ok, refusal } from "./support/client";
import { d1Spy } from "./support/d1-spy";
import { fakes } from "./support/provider-fakes";
import { pngBlob, solidPng } from "./support/images";
import { ledgerBalance } from "../../worker/features/credits/service";
import { db, newAdmin, newUser } from "./support/users";

/** This isolate's app over a spied D1 (and, optionally, a fake Workers AI binding). */
function deployment(extra: Partial<Env> = {}) {
  const spy = d1Spy(env.DB);
  // A key an admin saves is tested first (provider-key-test.test.ts): against the fakes, which accept these keys.
  const testEnv = {
    ...env,
    GEMINI_BASE_URL: fakes.gemini,
    OPENAI_BASE_URL: `${fakes.openai}/v1`,
    ...extra,
    DB: spy.db,
  } as Env;
  const app = createApp();
  return { spy, api: (cookie?: string) => clientFor(cookie, (request) => app.fetch(request, testEnv)) };
}

/** Time as the cache sees it, moved by the test. */
function fakeClock() {
  let t = Date.now();
  setSettingsClock(() => t);
  return { advance: (ms: number) => void (t += ms) };
}

afterEach(async () => {
  setSettingsClock(undefined);
  // Undo what a test wrote behind the services' back, then forget what was remembered from it.
  await env.DB.prepare(
    "DELETE FROM system_config WHERE key IN ('OPENAI_API_KEY', 'GEMINI_API_KEY', 'WORKERS_AI_ENABLED')",
  ).run();
  await env.DB.prepare("UPDATE style_presets SET enabled = 1").run();
  dropRememberedSettings();
});

describe("/api/capabilities from the remembered settings", () => {
  it("a second call within a minute reads no system_config row and decrypts no key", async () => {
    const admin = await newAdmin();
    const { spy, api } = deployment();
    await ok(api(admin.cookie).admin.settings.$put({ json: { openaiKey: "sk-test-remembered-123456" } }));
    const user = await newUser();
    dropRememberedSettings(); // as an isolate that has not read them yet

    const before = spy.touching("system_config");
    expect((await ok(api(user.cookie).capabilities.$get())).engines.image).toBe("openai");
    const afterFirst = spy.touching("system_config");
    expect(afterFirst).toBeGreaterThan(before); // the first call reads (and decrypts) the keys

    for (let i = 0; i < 3; i++) expect((await ok(api(user.cookie).capabilities.$get())).engines.image).toBe("openai");
    expect(spy.touching("system_config")).toBe(afterFirst);
  });

  it("a save on this isolate is seen at once: a key added, a key removed, the switch turned off", async () => {
    const admin = await newAdmin();
    const ai = createFakeAi();
    const { api } = deployment({ AI: ai.ai } as Partial<Env>);
    const engines = async () => (await ok(api(admin.cookie).capabilities.$get())).engines;
    expect((await engines()).image).toBe("workers-ai");

    await ok(api(admin.cookie).admin.settings.$put({ json: { geminiKey: "AIza-test-remembered-1" } }));
    expect((await engines()).image).toBe("gemini");
    await ok(api(admin.cookie).admin.settings.$put({ json: { geminiKey: null } }));
    expect((await engines()).image).toBe("workers-ai");
    await ok(api(admin.cookie).admin.settings.$put({ json: { workersAiEnabled: false } }));
    expect((await engines()).image).toBe("builtin");
  });

  it("a change made elsewhere shows once the remembered copy is a minute old", async () => {
    const clock = fakeClock();
    const user = await newUser();
    const { spy, api } = deployment({ AI: createFakeAi().ai } as Partial<Env>);
    const engines = async () => (await ok(api(user.cookie).capabilities.$get())).engines;
    expect((await engines()).image).toBe("workers-ai");

    // Another isolate's admin switches Workers AI off: this one is not told.
    await env.DB.prepare(
      "INSERT INTO system_config (key, value) VALUES ('WORKERS_AI_ENABLED', '{\"enabled\":false}')",
    ).run();
    const reads = spy.touching("system_config");
    clock.advance(SETTINGS_MAX_AGE_MS - 1);
    expect((await engines()).image).toBe("workers-ai");
    expect(spy.touching("system_config")).toBe(reads);

    clock.advance(1);
    expect((await engines()).image).toBe("builtin");
    expect(spy.touching("system_config")).toBeGreaterThan(reads);
  });
});

describe("/api/styles from the remembered list", () => {
  it("a second call reads no style_presets row; an admin's edit on this isolate shows at once", async () => {
    const admin = await newAdmin();
    const { spy, api } = deployment();
    const ids = async () => (await ok(api(admin.cookie).styles.$get())).styles.map((s) => s.id);
    expect(await ids()).toContain("cubism");
    const reads = spy.touching("style_presets");
    expect(await ids()).toContain("cubism");
    expect(spy.touching("style_presets")).toBe(reads);

    await ok(api(admin.cookie).admin.styles[":id"].$put({ param: { id: "cubism" }, json: { enabled: false } }));
    expect(await ids()).not.toContain("cubism");
  });

  it("a style turned off elsewhere is refused at once, free, while the remembered list still shows it", async () => {
    const user = await newUser();
    const { api } = deployment();
    const ids = async () => (await ok(api(user.cookie).styles.$get())).styles.map((s) => s.id);
    expect(await ids()).toContain("cubism");

    await env.DB.prepare("UPDATE style_presets SET enabled = 0 WHERE id = 'cubism'").run();
    expect(await ids()).toContain("cubism"); // remembered: at most a minute old
    const balance = await ledgerBalance(db(), user.id);
    const res = api(user.cookie).images.transform.$post({
      form: { styleId: "cubism", image: pngBlob(solidPng(40, 30, [200, 100, 50]), "photo.png") },
      header: {},
    });
    expect(await refusal(res)).toMatchObject({ status: 404, code: "STYLE_NOT_FOUND", details: { disabled: true } });
    expect(await ledgerBalance(db(), user.id)).toBe(balance);
  });
});

describe("an engine switched off elsewhere", () => {
  it("is not called, even while the remembered capabilities still name it", async () => {
    const user = await newUser();
    const ai = createFakeAi();
    const { api } = deployment({ AI: ai.ai } as Partial<Env>);
    expect((await ok(api(user.cookie).capabilities.$get())).engines.image).toBe("workers-ai");

    await env.DB.prepare(
      "INSERT INTO system_config (key, value) VALUES ('WORKERS_AI_ENABLED', '{\"enabled\":false}')",
    ).run();
    expect((await ok(api(user.cookie).capabilities.$get())).engines.image).toBe("workers-ai"); // remembered
    const form = {
      prompt: "a red perfume bottle",
      aspectRatio: "1:1" as const,
      temperature: "0.7",
      maxTokens: "2048",
      images: [] as File[],
    };
    expect((await ok(api(user.cookie).images.generate.$post({ form, header: {} }), 201)).engine).toBe("builtin");
    // Only Llama Guard, which moderates wherever the binding exists whatever the switch (decision 0025).
    expect(ai.calls.filter((c) => c.model !== MODELS.guard)).toEqual([]);
  });
});
