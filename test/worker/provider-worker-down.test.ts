// The provider Worker as a failure of its own (docs/decisions/0020-placed-provider-worker.md):
// when the PROVIDERS binding throws (the Worker is missing, down, or unreachable), a creation
// fails like any provider failure, ENGINE_FAILED refunded exactly once, through the real route
// and through a queued task; a deployment with keys but no binding never calls the providers
// (the engine choice skips them) and the admin dashboard says why.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { INTERIOR_COST } from "../../shared/prices";
import { createApp } from "../../worker/app";
import { consumeTasks, MAX_ATTEMPTS } from "../../worker/features/tasks/consumer";
import type { TaskMessage } from "../../worker/features/tasks/service";
import { chooseImageEngine, engineJobs } from "../../worker/engines/select";
import { ledgerBalance } from "../../worker/features/credits/service";
import { listOperatorAlerts } from "../../worker/features/operator/service";
import { BASE } from "./support/client";
import { generateForm } from "./support/images";
import { fakes, keyFor, sent } from "./support/provider-fakes";
import { newUserWithInteriorTask, recordingQueue } from "./support/tasks";
import { db, newUser } from "./support/users";

const app = createApp();

/** Gemini configured, its calls sent through a binding nobody answers. */
function unreachable(scenario = "ok") {
  const { queue } = recordingQueue<TaskMessage>();
  const key = keyFor(scenario);
  const testEnv = {
    ...env,
    TASKS: queue,
    PROVIDERS: env.PROVIDERS_DOWN,
    GEMINI_API_KEY: key,
    GEMINI_BASE_URL: fakes.gemini,
    PROVIDER_TIMEOUT_SECONDS: "5",
  } as unknown as Env;
  return { key, testEnv };
}

function postGenerate(cookie: string, testEnv: Env) {
  const body = generateForm({ prompt: "a blue teapot", temperature: "0.7", maxTokens: "2048" });
  return app.fetch(
    new Request(`${BASE}/api/images/generate`, { method: "POST", headers: { cookie, origin: BASE }, body }),
    testEnv,
  );
}

const ledgerRows = async (userId: string, action: string) =>
  (
    await env.DB.prepare("SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = ?")
      .bind(userId, action)
      .all<{ credits_used: number }>()
  ).results
    .map((r) => r.credits_used)
    .sort();

describe("a provider Worker that cannot be reached", () => {
  it("fails a generation through the route as ENGINE_FAILED, refunded exactly once, nothing sent to the provider", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { key, testEnv } = unreachable();
    const user = await newUser();
    const res = await postGenerate(user.cookie, testEnv);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: { code: "ENGINE_FAILED", details: { kind: "PROVIDER_ERROR", refunded: true } },
    });
    expect(await ledgerBalance(db(), user.id)).toBe(5);
    expect(await ledgerRows(user.id, "generate_image")).toEqual([-1, 1]);
    expect(await sent("gemini", key)).toHaveLength(0);
    expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain("PROVIDER WORKER UNREACHABLE");
    vi.restoreAllMocks();
  });

  it("fails a queued interior design after its last attempt, refunded exactly once (a redelivery refunds nothing more)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { testEnv } = unreachable();
    const { userId, task } = await newUserWithInteriorTask(testEnv, { roomType: "kitchen", designStyle: "modern" });
    expect(await ledgerBalance(db(), userId)).toBe(5 - INTERIOR_COST);
    const deliver = async (attempts: number) => {
      const batch = createMessageBatch<TaskMessage>("atelier-tasks", [
        { id: `msg-${task.id}`, timestamp: new Date(), attempts, body: { taskId: task.id } },
      ]);
      await consumeTasks(batch, testEnv);
      return getQueueResult(batch, createExecutionContext());
    };
    // An unreachable Worker may come back: earlier attempts are retried, as a flaky connection is.
    expect((await deliver(1)).retryMessages).toHaveLength(1);
    expect(await ledgerBalance(db(), userId)).toBe(5 - INTERIOR_COST);
    expect((await deliver(MAX_ATTEMPTS)).retryMessages).toEqual([]);
    await deliver(MAX_ATTEMPTS);
    const row = await env.DB.prepare("SELECT status FROM generation_tasks WHERE id = ?")
      .bind(task.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("failed");
    expect(await ledgerBalance(db(), userId)).toBe(5);
    expect(await ledgerRows(userId, "interior_design")).toEqual([-INTERIOR_COST, INTERIOR_COST]);
    vi.restoreAllMocks();
  });
});

describe("provider keys without the PROVIDERS binding", () => {
  const withoutBinding = () =>
    ({ ...env, PROVIDERS: undefined, GEMINI_API_KEY: keyFor("ok"), OPENAI_API_KEY: keyFor("ok") }) as unknown as Env;

  it("the engine choice skips the providers: the demo engine serves, nothing is charged and refunded", async () => {
    const testEnv = withoutBinding();
    const choice = await chooseImageEngine(testEnv, db());
    expect(choice.engine.name).toBe("builtin");
    const jobs = await engineJobs(testEnv, db());
    expect([jobs.image?.engine, jobs.interior?.engine, jobs.storybook?.engine, jobs.transcription]).toEqual([
      "builtin",
      "builtin",
      "builtin",
      null,
    ]);
  });

  it("the admin dashboard says why the keys go unused, and says nothing once the binding is there", async () => {
    expect(await listOperatorAlerts(db(), withoutBinding())).toContainEqual(
      expect.objectContaining({ id: "PROVIDERS_UNBOUND", kind: "PROVIDERS_UNBOUND", provider: "Gemini, OpenAI" }),
    );
    expect(
      (
        await listOperatorAlerts(db(), {
          ...withoutBinding(),
          GEMINI_API_KEY: undefined,
          OPENAI_API_KEY: undefined,
        } as unknown as Env)
      ).map((a) => a.kind),
    ).not.toContain("PROVIDERS_UNBOUND");
    expect((await listOperatorAlerts(db(), { ...env, GEMINI_API_KEY: "set" } as Env)).map((a) => a.kind)).not.toContain(
      "PROVIDERS_UNBOUND",
    );
  });

  it("a user's own Gemini key fails without a charge: there is nothing to call it with", async () => {
    const { engine, chargeable } = await chooseImageEngine(withoutBinding(), db(), { userGeminiKey: keyFor("ok") });
    expect(chargeable).toBe(false);
    await expect(
      engine.generate({ prompt: "a cup", referenceImages: [], temperature: 0.7, maxTokens: 256 }),
    ).rejects.toMatchObject({ kind: "PROVIDER_ERROR" });
  });
});
