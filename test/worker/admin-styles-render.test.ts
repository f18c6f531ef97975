// A style an admin creates must render on every engine: the demo engine borrows the pipeline its
// prompt names or its group stands for (any id, any group), a provider engine gets the admin's
// prompt. A style the admin turns off is refused before any charge, saying it was turned off.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createBuiltinEngine } from "../../worker/demo-engine/engine";
import { DEFAULT_PIPELINE, GROUP_PIPELINES, pipelineFor } from "../../worker/demo-engine/styles/fallback";
import { PhotonImage } from "../../worker/platform/image/photon";
import { transformPhoto } from "../../worker/features/creations/transform";
import { clientFor, ok, refusal } from "./support/client";
import { pngBlob } from "./support/images";
import { db, me, newAdmin, newUser } from "./support/users";
import { difference, decode } from "./support/pixels";
import { fakes, sent } from "./support/provider-fakes";

const engine = createBuiltinEngine();
/** A 96 × 64 gradient with some texture, so every pipeline visibly changes it. */
function photo() {
  const w = 96,
    h = 64;
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) px.set([(i % w) * 2.6, Math.floor(i / w) * 4, 120 + ((i * 7) % 90), 255], i * 4);
  const img = new PhotonImage(px, w, h);
  try {
    return img.get_bytes();
  } finally {
    img.free();
  }
}

const transformForm = (cookie: string, styleId: string) =>
  clientFor(cookie).images.transform.$post({ header: {}, form: { styleId, image: pngBlob(photo(), "photo.png") } });

const newStyle = (id: string, groupId: string, prompt: string) => ({
  id,
  groupId,
  name: { "zh-CN": `风格 ${id}`, "en-US": `Style ${id}` },
  prompt,
});

describe("which built-in pipeline draws a style", () => {
  it("uses a style's own pipeline, then one its prompt names, then its group's, then oil painting", () => {
    expect(pipelineFor({ id: "ukiyo-e", group: "modern", prompt: "anything" })).toBe("ukiyo-e");
    expect(pipelineFor({ id: "rainy-day", group: "eastern", prompt: "Redraw it as a soft Watercolor wash." })).toBe(
      "watercolor",
    );
    expect(
      pipelineFor({ id: "late-van-gogh", group: "western", prompt: "Paint this in a post-impressionism manner" }),
    ).toBe("post-impressionism");
    expect(pipelineFor({ id: "pop-2", prompt: "bold POP ART dots" })).toBe("pop-art");
    for (const [group, pipeline] of Object.entries(GROUP_PIPELINES))
      expect(pipelineFor({ id: "brand-new", group, prompt: "Make it lovely." })).toBe(pipeline);
    expect(pipelineFor({ id: "brand-new", group: "retro-futurism", prompt: "Make it lovely." })).toBe(DEFAULT_PIPELINE);
    expect(pipelineFor({ id: "brand-new" })).toBe(DEFAULT_PIPELINE);
  });

  it("renders an unknown style id on the demo engine with its group's pipeline instead of failing", async () => {
    const image = photo();
    const own = await engine.transform({ image, style: { id: "ukiyo-e", prompt: "Redraw in ukiyo-e." } });
    const added = await engine.transform({
      image,
      style: { id: "harbour-prints", group: "eastern", prompt: "Make it feel like a calm harbour." },
    });
    expect([added.width, added.height]).toEqual([96, 64]);
    expect(difference(decode(added.bytes), decode(own.bytes))).toBe(0);
    const odd = await engine.transform({
      image,
      style: { id: "x1", group: "no-such-group", prompt: "Something new." },
    });
    expect(difference(decode(odd.bytes), decode(image))).toBeGreaterThan(5);
  });
});

describe("admin-created styles through the art studio", () => {
  it("charge once and make a work on the demo engine, in a known group or a new one", async () => {
    const admin = await newAdmin();
    for (const style of [
      newStyle("harbour-prints", "eastern", "Make it feel like a calm harbour."),
      newStyle("retro-neon", "retro", "Glowing signs at night."),
    ]) {
      await ok(admin.api.admin.styles.$post({ json: style }), 201);
      const user = await newUser();
      const body = await ok(transformForm(user.cookie, style.id), 201);
      expect(body).toMatchObject({
        credits: 4,
        engine: "builtin",
        work: { style: style.id, source: "art_studio", creditsUsed: 1 },
      });
      expect((await me(user.cookie)).credits).toBe(4);
    }
  });

  it("send the admin's prompt to a provider engine", async () => {
    const admin = await newAdmin();
    const style = newStyle("paper-cut", "eastern", "Redraw this photo as layered red paper-cut art.");
    await ok(admin.api.admin.styles.$post({ json: style }), 201);
    const user = await newUser();
    const key = `ok:styles-${crypto.randomUUID()}`;
    const result = await transformPhoto(
      { env: { ...env, GEMINI_API_KEY: key, GEMINI_BASE_URL: fakes.gemini }, userId: user.id, db: db() },
      { image: photo(), fileName: "p.png", styleId: style.id },
    );
    expect(result).toMatchObject({ engine: "gemini", credits: 4 });
    const [request] = await sent("gemini", key);
    expect(JSON.stringify(request.json)).toContain(style.prompt);
  });

  it("a style turned off while the studio is open is refused before any charge, saying it was turned off", async () => {
    const admin = await newAdmin();
    const style = newStyle("short-lived", "modern", "Briefly offered.");
    await ok(admin.api.admin.styles.$post({ json: style }), 201);
    const user = await newUser();
    await ok(admin.api.admin.styles[":id"].$put({ param: { id: style.id }, json: { enabled: false } }));
    expect(await refusal(await transformForm(user.cookie, style.id))).toEqual({
      status: 404,
      code: "STYLE_NOT_FOUND",
      details: { styleId: style.id, disabled: true },
    });
    expect(await refusal(await transformForm(user.cookie, "never-existed"))).toEqual({
      status: 404,
      code: "STYLE_NOT_FOUND",
      details: { styleId: "never-existed" },
    });
    expect((await me(user.cookie)).credits).toBe(5);
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND action_type = 'transform_image'",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });
});
