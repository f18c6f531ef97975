// Failures only the operator can fix reach the admin dashboard, not only the log: a retired
// Gemini model behind a real generation (SDK against the fake, refunded as before), a Workers
// AI model the account cannot run, a region refused. An alert counts repeats, goes away when a
// deploy names another model, after a quiet week, or when an admin dismisses it; ordinary
// failures (quota) raise none.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { EngineError } from "../../worker/engines/types";
import { toEngineError } from "../../worker/engines/workers-ai/errors";
import { ledgerBalance } from "../../worker/features/credits/service";
import { generateProductImage } from "../../worker/features/creations/service";
import { ALERT_QUIET_MS, listOperatorAlerts, noteOperatorAlert } from "../../worker/features/operator/service";
import { removeProviderKey, saveProviderKey } from "../../worker/platform/system-config";
import { rawCall as call, clientFor, ok } from "./support/client";
import { newAdmin, newUser } from "./support/users";
import { fakes } from "./support/provider-fakes";

const db = () => createDb(env.DB);
const RETIRED = "gemini-2.5-flash-image";
const withGemini = (scenario: string, model = RETIRED) =>
  ({
    ...env,
    GEMINI_API_KEY: `${scenario}:alert-${crypto.randomUUID()}`,
    GEMINI_BASE_URL: fakes.gemini,
    GEMINI_IMAGE_MODEL: model,
  }) as Env;

async function generateWith(testEnv: Env) {
  const { id: userId } = await newUser();
  const error = await generateProductImage(
    { env: testEnv, db: db(), userId },
    { prompt: "a teapot", referenceImages: [], temperature: 0.7, maxTokens: 1024, aspectRatio: "1:1" },
  ).catch((e) => e);
  return { error, userId };
}

describe("operator alerts", () => {
  it("a retired Gemini model: refunded for the user, on the dashboard with the model and the [vars] entry, counted", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const first = await generateWith(withGemini("ok"));
    expect(first.error).toMatchObject({
      code: "ENGINE_FAILED",
      details: { kind: "MODEL_UNAVAILABLE", refunded: true },
    });
    expect(await ledgerBalance(db(), first.userId)).toBe(5);
    await generateWith(withGemini("ok"));

    const alerts = await listOperatorAlerts(db(), withGemini("ok"));
    expect(alerts).toContainEqual(
      expect.objectContaining({
        id: "MODEL_UNAVAILABLE:Gemini:GEMINI_IMAGE_MODEL",
        kind: "MODEL_UNAVAILABLE",
        provider: "Gemini",
        model: RETIRED,
        setting: "GEMINI_IMAGE_MODEL",
        count: 2,
      }),
    );
    // Deployed with a current model: the alert no longer applies.
    expect(
      (await listOperatorAlerts(db(), withGemini("ok", "gemini-nano-banana-2.1"))).map((a) => a.setting),
    ).not.toContain("GEMINI_IMAGE_MODEL");
    vi.restoreAllMocks();
  });

  it("a failure on the user's own key raises no alert (their key, their project)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const own = withGemini("location", "gemini-own-project-model");
    const { id: userId } = await newUser();
    const error = await generateProductImage(
      { env: { ...own, GEMINI_API_KEY: undefined } as Env, db: db(), userId },
      {
        prompt: "a teapot",
        referenceImages: [],
        temperature: 0.7,
        maxTokens: 1024,
        aspectRatio: "1:1",
        userGeminiKey: own.GEMINI_API_KEY,
      },
    ).catch((e) => e);
    expect(error).toMatchObject({ details: { kind: "REGION_REFUSED", ownKey: true } });
    expect((await listOperatorAlerts(db(), own)).map((a) => a.model)).not.toContain("gemini-own-project-model");
    vi.restoreAllMocks();
  });

  it("failures a retry or the user can fix raise no alert", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = (await listOperatorAlerts(db(), env)).length;
    const { error } = await generateWith(withGemini("quota", env.GEMINI_IMAGE_MODEL));
    expect(error).toMatchObject({ details: { kind: "QUOTA" } });
    expect(await listOperatorAlerts(db(), env)).toHaveLength(before);
    vi.restoreAllMocks();
  });

  it("a Workers AI model the account cannot run names its own [vars] entry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const upstream = Object.assign(new Error("5035: This model requires the Workers Paid plan"), { name: "AiError" });
    const error = toEngineError(upstream, "@cf/some/model", 1000, "WORKERS_AI_EDIT_MODEL");
    expect(error.operatorFix).toEqual({
      provider: "Workers AI",
      model: "@cf/some/model",
      setting: "WORKERS_AI_EDIT_MODEL",
    });
    await noteOperatorAlert(db(), error);
    const alerts = await listOperatorAlerts(db(), { ...env, WORKERS_AI_EDIT_MODEL: "@cf/some/model" } as Env);
    expect(alerts).toContainEqual(
      expect.objectContaining({ provider: "Workers AI", setting: "WORKERS_AI_EDIT_MODEL", count: 1 }),
    );
    vi.restoreAllMocks();
  });

  it("an alert quiet for a week is no longer shown; a new model restarts the count", async () => {
    const fix = { provider: "OpenAI", model: "gpt-old", setting: "OPENAI_TEXT_MODEL" };
    const now = Date.now();
    await noteOperatorAlert(db(), new EngineError("ORG_NOT_VERIFIED", "verify", fix), now - ALERT_QUIET_MS - 60_000);
    const testEnv = { ...env, OPENAI_TEXT_MODEL: "gpt-old" } as Env;
    expect(
      (await listOperatorAlerts(db(), testEnv, now)).find((a) => a.setting === "OPENAI_TEXT_MODEL"),
    ).toBeUndefined();
    await noteOperatorAlert(db(), new EngineError("ORG_NOT_VERIFIED", "verify", fix), now);
    await noteOperatorAlert(db(), new EngineError("ORG_NOT_VERIFIED", "verify", { ...fix, model: "gpt-new" }), now);
    const [alert] = (await listOperatorAlerts(db(), { ...env, OPENAI_TEXT_MODEL: "gpt-new" } as Env, now)).filter(
      (a) => a.setting === "OPENAI_TEXT_MODEL",
    );
    expect(alert).toMatchObject({ kind: "ORG_NOT_VERIFIED", model: "gpt-new", count: 1, firstAt: now, lastAt: now });
  });

  it("the admin API lists alerts and an admin dismisses one; it returns when the failure recurs", async () => {
    const { cookie } = await newAdmin();
    const region = new EngineError("REGION_REFUSED", "refused", {
      provider: "Gemini",
      model: env.GEMINI_TEXT_MODEL,
      setting: "GEMINI_TEXT_MODEL",
    });
    await noteOperatorAlert(db(), region);
    const id = "REGION_REFUSED:Gemini:GEMINI_TEXT_MODEL";
    const listed = await ok(clientFor(cookie).admin.stats.$get());
    expect(listed.alerts).toContainEqual(expect.objectContaining({ id, kind: "REGION_REFUSED", provider: "Gemini" }));

    const { cookie: stranger } = await newUser();
    expect(
      (await call(`/api/admin/stats/alerts/${encodeURIComponent(id)}`, { method: "DELETE", cookie: stranger })).status,
    ).toBe(403);
    expect((await call(`/api/admin/stats/alerts/${encodeURIComponent(id)}`, { method: "DELETE", cookie })).status).toBe(
      200,
    );
    expect((await call(`/api/admin/stats/alerts/${encodeURIComponent(id)}`, { method: "DELETE", cookie })).status).toBe(
      404,
    );
    expect((await ok(clientFor(cookie).admin.stats.$get())).alerts.map((a) => a.id)).not.toContain(id);

    await noteOperatorAlert(db(), region);
    expect((await ok(clientFor(cookie).admin.stats.$get())).alerts.map((a) => a.id)).toContain(id);
  });

  it("D1 refusing the write never hides the user's failure", async () => {
    const failing = {
      insert: () => {
        throw new Error("D1_ERROR: database is locked");
      },
    } as unknown as ReturnType<typeof db>;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      noteOperatorAlert(
        failing,
        new EngineError("MODEL_UNAVAILABLE", "x", { provider: "Gemini", model: "m", setting: "S" }),
      ),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("could not be saved"), expect.any(Error));
    vi.restoreAllMocks();
  });
});

describe("a model shutdown ahead (OPENAI_TTS_MODEL, gpt-4o-mini-tts, 2027-01-06)", () => {
  const today = Date.UTC(2026, 10, 27);
  const openai = (model = "gpt-4o-mini-tts") =>
    ({ ...env, OPENAI_API_KEY: "sk-test", OPENAI_TTS_MODEL: model, PROVIDERS: env.PROVIDERS ?? {} }) as unknown as Env;
  const shutdowns = async (testEnv: Env, now: number) =>
    (await listOperatorAlerts(db(), testEnv, now)).filter((a) => a.kind === "MODEL_SHUTDOWN_AHEAD");

  it("shows from eight weeks before the date while the entry names the model and OpenAI has a key", async () => {
    expect(await shutdowns(openai(), today)).toEqual([
      expect.objectContaining({
        id: "MODEL_SHUTDOWN_AHEAD:OpenAI:OPENAI_TTS_MODEL",
        provider: "OpenAI",
        model: "gpt-4o-mini-tts",
        setting: "OPENAI_TTS_MODEL",
        shutdownOn: "2027-01-06",
      }),
    ]);
    expect(await shutdowns(openai("tts-1-hd"), today)).toHaveLength(1);
    // Before the window, or with another model: nothing.
    expect(await shutdowns(openai(), Date.UTC(2026, 10, 10))).toEqual([]);
    expect(await shutdowns(openai("some-future-tts"), today)).toEqual([]);
    // After the date it stays (the calls now fail) until a deploy names another model.
    expect(await shutdowns(openai(), Date.UTC(2027, 0, 20))).toHaveLength(1);
  });

  it("shows only when storybook narration would use OpenAI: an OpenAI key (secret or admin setting) and no Gemini key before it", async () => {
    const noKeys = { ...openai(), OPENAI_API_KEY: undefined, GEMINI_API_KEY: undefined } as Env;
    expect(await shutdowns(noKeys, today)).toEqual([]);
    // Gemini comes first for every creation and narrates with its own voices.
    expect(await shutdowns({ ...openai(), GEMINI_API_KEY: "gemini-test" } as Env, today)).toEqual([]);
    // A key the admin saved counts as a secret does.
    await saveProviderKey(env, db(), "OPENAI_API_KEY", "sk-admin-saved-0123456789");
    try {
      expect(await shutdowns(noKeys, today)).toHaveLength(1);
    } finally {
      await removeProviderKey(db(), "OPENAI_API_KEY");
    }
    expect(await shutdowns(noKeys, today)).toEqual([]);
  });

  it("reaches the admin dashboard's stats answer, and cannot be dismissed", async () => {
    const { createApp } = await import("../../worker/app");
    const admin = await newAdmin();
    const app = createApp();
    const res = await app.fetch(
      new Request("http://localhost/api/admin/stats", {
        headers: { cookie: admin.cookie, origin: "http://localhost" },
      }),
      openai(),
    );
    const body = (await res.json()) as { alerts: { kind: string; shutdownOn?: string }[] };
    expect(body.alerts).toContainEqual(
      expect.objectContaining({ kind: "MODEL_SHUTDOWN_AHEAD", shutdownOn: "2027-01-06" }),
    );
    const dismissed = await app.fetch(
      new Request("http://localhost/api/admin/stats/alerts/MODEL_SHUTDOWN_AHEAD:OpenAI:OPENAI_TTS_MODEL", {
        method: "DELETE",
        headers: { cookie: admin.cookie, origin: "http://localhost" },
      }),
      openai(),
    );
    expect(dismissed.status).toBe(404);
  });
});
