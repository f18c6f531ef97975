// The demo engine as a Worker of its own (docs/decisions/0032-demo-engine-worker.md): the main
// Worker draws through the DEMO binding; without it (and without any provider key or Workers AI)
// a creation is refused with 503 ENGINE_UNAVAILABLE before any charge and the admin dashboard
// says why; a demo Worker that cannot be reached, or hangs, fails a creation as ENGINE_FAILED, refunded.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { anEngineServes, chooseImageEngine, engineJobs } from "../../worker/engines/select";
import { createDemoEngine, setDemoCallTimeout } from "../../worker/engines/demo-proxy";
import type { DemoEngineApi, Outcome } from "../../worker/demo-engine/protocol";
import type { EngineImage } from "../../worker/engines/types";
import { userPrefix } from "../../worker/platform/storage/keys";
import { ledgerBalance } from "../../worker/features/credits/service";
import { listOperatorAlerts } from "../../worker/features/operator/service";
import { BASE } from "./support/client";
import { generateForm, pngBlob, solidPng } from "./support/images";
import { db, newUser } from "./support/users";

const app = createApp();

/** This deployment without the demo engine's Worker (and, as in every test, no key and no Workers AI). */
const noEngine = () => ({ ...env, DEMO: undefined }) as unknown as Env;
/** The demo engine's Worker bound, but nobody answers on the other end. */
const demoDown = () => ({ ...env, DEMO: env.DEMO_DOWN }) as unknown as Env;
/** A demo Worker that answers a generation only after `lateMs` (a good picture, too late). */
function demoHanging(lateMs: number) {
  let answered = false;
  const late: Pick<DemoEngineApi, "generate"> = {
    generate: () =>
      new Promise<Outcome<EngineImage>>((resolve) =>
        setTimeout(() => {
          answered = true;
          resolve({ ok: true, value: { bytes: solidPng(64, 64, [200, 30, 30]), width: 64, height: 64 } });
        }, lateMs),
      ),
  };
  return { env: { ...env, DEMO: late } as unknown as Env, answered: () => answered };
}

const post = (path: string, cookie: string, body: FormData, testEnv: Env) =>
  app.fetch(new Request(`${BASE}${path}`, { method: "POST", headers: { cookie, origin: BASE }, body }), testEnv);

const generate = (cookie: string, testEnv: Env) =>
  post("/api/images/generate", cookie, generateForm({ prompt: "a red sneaker on a white background" }), testEnv);

function taskForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The user's ledger rows but the sign-up grant. */
const usageRows = async (userId: string) =>
  (
    await env.DB.prepare("SELECT action_type, credits_used FROM usage_records WHERE user_id = ? ORDER BY credits_used")
      .bind(userId)
      .all<{ action_type: string; credits_used: number }>()
  ).results.filter((r) => r.action_type !== "signup_bonus");

describe("the demo engine behind the DEMO binding", () => {
  it("serves every job when nothing else does, through the binding", async () => {
    expect((await chooseImageEngine(env, db())).engine.name).toBe("builtin");
    const jobs = await engineJobs(env, db());
    expect([jobs.image?.engine, jobs.interior?.engine, jobs.storybook?.engine]).toEqual([
      "builtin",
      "builtin",
      "builtin",
    ]);
    // The cheapest call that crosses the binding both ways: prompt help reads its phrases back
    // from this Worker's text tables through the callback it passes.
    const user = await newUser();
    const res = await app.fetch(
      new Request(`${BASE}/api/prompts/enhance`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: BASE, "content-type": "application/json" },
        body: JSON.stringify({ prompt: "a red sneaker on a white background", locale: "en-US" }),
      }),
      env,
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { prompt: string; engine: string };
    expect(answer.engine).toBe("builtin");
    expect(answer.prompt.length).toBeGreaterThan("a red sneaker on a white background".length);
  });

  it("asks for a book's page without the first page's picture: the demo draws its hero from the idea", async () => {
    const asked: unknown[] = [];
    const recorder: Pick<DemoEngineApi, "illustratePage"> = {
      illustratePage: async (request) => {
        asked.push(request);
        return { ok: true, value: { bytes: solidPng(8, 6, [10, 20, 30]), width: 8, height: 6 } };
      },
    };
    const engine = createDemoEngine(recorder as DemoEngineApi, async () => {
      throw new Error("no text is read to draw a page");
    });
    const character = solidPng(4, 4, [200, 30, 30]);
    const page = {
      story: { title: "T", pages: ["a", "b"] },
      pageIndex: 1,
      style: "fairy_tale" as const,
      idea: "a fox",
    };
    await engine.illustratePage({ ...page, character, firstPage: solidPng(1024, 768, [1, 2, 3]) });
    expect(asked).toEqual([{ ...page, character }]);
  });
});

describe("a deployment with no engine at all", () => {
  it("refuses a generation with 503 ENGINE_UNAVAILABLE before any charge", async () => {
    const user = await newUser();
    const res = await generate(user.cookie, noEngine());
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: "ENGINE_UNAVAILABLE" } });
    expect(await ledgerBalance(db(), user.id)).toBe(5);
    expect(await usageRows(user.id)).toEqual([]);
  });

  it("refuses a storybook and an interior design with 503 before any charge or upload", async () => {
    const user = await newUser();
    const book = await post(
      "/api/tasks",
      user.cookie,
      taskForm({ type: "storybook", prompt: "a brave snail", numPages: "4", language: "en-US" }),
      noEngine(),
    );
    expect(book.status).toBe(503);
    expect(await book.json()).toMatchObject({ error: { code: "ENGINE_UNAVAILABLE" } });
    const room = await post(
      "/api/tasks",
      user.cookie,
      taskForm({
        type: "interior_design",
        roomType: "kitchen",
        designStyle: "modern",
        image: pngBlob(solidPng(64, 48, [200, 190, 180]), "room.png"),
      }),
      noEngine(),
    );
    expect(room.status).toBe(503);
    expect(await ledgerBalance(db(), user.id)).toBe(5);
    expect(await usageRows(user.id)).toEqual([]);
    const uploads = await env.FILES.list({ prefix: `${userPrefix(user.id)}uploads/` });
    expect(uploads.objects).toHaveLength(0);
  });

  it("refuses prompt help with 503 too, and says so on the capabilities and the admin dashboard", async () => {
    const user = await newUser();
    const help = await app.fetch(
      new Request(`${BASE}/api/prompts/enhance`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: BASE, "content-type": "application/json" },
        body: JSON.stringify({ prompt: "a teapot", locale: "en-US" }),
      }),
      noEngine(),
    );
    expect(help.status).toBe(503);
    expect(await ledgerBalance(db(), user.id)).toBe(5);

    expect(await anEngineServes(noEngine(), db())).toBe(false);
    const jobs = await engineJobs(noEngine(), db());
    expect([jobs.image, jobs.interior, jobs.storybook]).toEqual([null, null, null]);
    const caps = await app.fetch(
      new Request(`${BASE}/api/capabilities`, { headers: { cookie: user.cookie } }),
      noEngine(),
    );
    expect(await caps.json()).toMatchObject({ imageEngine: null, engines: { image: null, storybook: null } });

    expect((await listOperatorAlerts(db(), noEngine())).map((a) => a.kind)).toContain("NO_ENGINE");
    expect((await listOperatorAlerts(db(), env)).map((a) => a.kind)).not.toContain("NO_ENGINE");
  });
});

describe("a demo engine Worker that cannot be reached", () => {
  it("fails a generation as ENGINE_FAILED, refunded exactly once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await newUser();
    const res = await generate(user.cookie, demoDown());
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: { code: "ENGINE_FAILED", details: { kind: "PROVIDER_ERROR", refunded: true } },
    });
    expect(await ledgerBalance(db(), user.id)).toBe(5);
    expect((await usageRows(user.id)).map((r) => r.credits_used)).toEqual([-1, 1]);
    expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain("DEMO WORKER UNREACHABLE");
    vi.restoreAllMocks();
  });

  it("refuses a refinement before the charge when the instruction cannot be checked", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await newUser();
    const made = await generate(user.cookie, env);
    const {
      work: { id: workId },
    } = (await made.json()) as { work: { id: string } };
    const res = await app.fetch(
      new Request(`${BASE}/api/images/refine`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: BASE, "content-type": "application/json" },
        body: JSON.stringify({ workId, instruction: "make it brighter" }),
      }),
      demoDown(),
    );
    expect(res.status).toBe(502);
    expect(await ledgerBalance(db(), user.id)).toBe(4);
    vi.restoreAllMocks();
  });
});

describe("a demo engine Worker that does not answer in time", () => {
  it("fails a generation as ENGINE_FAILED (TIMEOUT), refunded exactly once; the late answer is dropped", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setDemoCallTimeout(50);
    try {
      const user = await newUser();
      const demo = demoHanging(400);
      const res = await generate(user.cookie, demo.env);
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({
        error: { code: "ENGINE_FAILED", details: { kind: "TIMEOUT", refunded: true } },
      });
      expect(demo.answered()).toBe(false);
      await vi.waitFor(() => expect(demo.answered()).toBe(true), { timeout: 2000, interval: 50 });
      // The picture that came too late is neither stored nor charged for.
      expect(await ledgerBalance(db(), user.id)).toBe(5);
      expect((await usageRows(user.id)).map((r) => r.credits_used)).toEqual([-1, 1]);
      expect((await env.FILES.list({ prefix: `${userPrefix(user.id)}works/` })).objects).toHaveLength(0);
      expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain("DEMO WORKER TIMEOUT");
    } finally {
      setDemoCallTimeout(undefined);
      vi.restoreAllMocks();
    }
  });
});
