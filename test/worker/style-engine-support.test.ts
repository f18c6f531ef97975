// Engines say whether they can draw a style before the art studio charges for it. Every engine
// draws every style that has a prompt (the providers send the prompt; the demo engine uses its
// own recipe or borrows one), so a refusal needs a style without a prompt, which only direct SQL
// can make: a provider engine refuses it with STYLE_NOT_RENDERABLE, nothing charged and nothing
// sent, while the demo engine still draws it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "../../worker/demo-engine/engine";
import { createWorkersAi } from "../../worker/engines/workers-ai/engine";
import { workersAiModels } from "../../worker/engines/workers-ai/models";
import { ledgerBalance } from "../../worker/features/credits/service";
import { transformPhoto } from "../../worker/features/creations/transform";
import { createFakeAi } from "../fakes/workers-ai-binding";
import { clientFor, ok, refusal } from "./support/client";
import { pngBlob, solidPng } from "./support/images";
import { db, me, newAdmin, newUser } from "./support/users";
import { fakes, gemini, openai, sent } from "./support/provider-fakes";

const photo = () => solidPng(48, 32, [40, 120, 200]);
const demo = createBuiltinEngine();
const workersAi = createWorkersAi({
  ai: createFakeAi().binding,
  models: workersAiModels(env),
  timeoutMs: 2000,
}).imageEngine;
const providers = () => [gemini("ok").engine, openai("ok").engine, workersAi];

const transformForm = (cookie: string, styleId: string) =>
  clientFor(cookie).images.transform.$post({ header: {}, form: { styleId, image: pngBlob(photo(), "photo.png") } });

/** A style with nothing to send a provider, as only a hand-written UPDATE or INSERT can leave it. */
async function promptlessStyle(id: string, group = "eastern") {
  await env.DB.prepare(
    "INSERT INTO style_presets (id, group_id, name, description, prompt, sort_order) VALUES (?, ?, ?, '{}', ?, 900)",
  )
    .bind(id, group, JSON.stringify({ "zh-CN": "无提示词" }), " \u200b ")
    .run();
}

const transformRecords = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND action_type = 'transform_image'")
    .bind(userId)
    .first<{ n: number }>())!.n;

describe("canRenderStyle", () => {
  it("the demo engine draws any style and says with which look", () => {
    expect(demo.canRenderStyle({ id: "ukiyo-e", prompt: "" })).toEqual({
      renders: true,
      reason: "own recipe: ukiyo-e",
    });
    expect(demo.canRenderStyle({ id: "rainy-day", group: "eastern", prompt: "A soft watercolor wash." })).toEqual({
      renders: true,
      reason: "named in its prompt: watercolor",
    });
    expect(demo.canRenderStyle({ id: "harbour", group: "eastern", prompt: "A calm harbour." })).toEqual({
      renders: true,
      reason: "its group's look: ukiyo-e",
    });
    expect(demo.canRenderStyle({ id: "retro-neon", group: "retro", prompt: "Glowing signs." })).toEqual({
      renders: true,
      reason: "the default look: oil-painting",
    });
  });

  it("a provider engine draws any style with a prompt, whatever its id or group, and none without one", () => {
    for (const engine of providers()) {
      expect(
        engine.canRenderStyle({ id: "retro-neon", group: "retro", prompt: "Glowing signs at night." }),
        engine.name,
      ).toEqual({ renders: true, reason: "draws from the style's prompt" });
      expect(engine.canRenderStyle({ id: "ukiyo-e", group: "eastern", prompt: " \u200b " }), engine.name).toEqual({
        renders: false,
        reason: "the style has no prompt to draw from",
      });
    }
  });
});

describe("a style the serving engine cannot draw", () => {
  it("is refused before the charge: STYLE_NOT_RENDERABLE, credits and ledger untouched, the provider never called", async () => {
    await promptlessStyle("blank-gemini");
    const user = await newUser();
    const key = `ok:no-prompt-${crypto.randomUUID()}`;
    const error = await transformPhoto(
      { env: { ...env, GEMINI_API_KEY: key, GEMINI_BASE_URL: fakes.gemini }, userId: user.id, db: db() },
      { image: photo(), fileName: "p.png", styleId: "blank-gemini" },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "STYLE_NOT_RENDERABLE",
      status: 422,
      details: { styleId: "blank-gemini", engine: "gemini" },
    });
    expect(await ledgerBalance(db(), user.id)).toBe(5);
    expect(await transformRecords(user.id)).toBe(0);
    expect(await sent("gemini", key)).toEqual([]);
  });

  it("is drawn by the demo engine, which needs no prompt, and charged once", async () => {
    await promptlessStyle("blank-demo", "retro");
    const user = await newUser();
    const body = await ok(transformForm(user.cookie, "blank-demo"), 201);
    expect(body).toMatchObject({ engine: "builtin", credits: 4, work: { style: "blank-demo", creditsUsed: 1 } });
    expect(await transformRecords(user.id)).toBe(1);
  });

  it("an admin-made style in a group the demo engine does not know renders on it and is charged once", async () => {
    const admin = await newAdmin();
    const style = {
      id: "night-signs",
      groupId: "retro",
      name: { "zh-CN": "霓虹招牌" },
      prompt: "Glowing shop signs at night.",
    };
    await ok(admin.api.admin.styles.$post({ json: style }), 201);
    const user = await newUser();
    const res = await transformForm(user.cookie, style.id);
    expect(res.status).toBe(201);
    expect((await me(user.cookie)).credits).toBe(4);
    expect(await refusal(await transformForm(user.cookie, "no-such-style"))).toMatchObject({
      status: 404,
      code: "STYLE_NOT_FOUND",
    });
  });
});
