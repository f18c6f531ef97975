// Art studio through the Worker: styles from style_presets, 1 credit per transformation,
// refunds on failure, and only enabled styles.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, json, me, pngBlob, signUp, solidPng } from "./helpers";

const transform = (cookie: string, image: Blob, styleId: string) => {
  const form = new FormData();
  form.set("styleId", styleId);
  form.set("image", image, "photo.png");
  return call("/api/images/transform", { method: "POST", cookie, body: form });
};

describe("styles", () => {
  it("lists the 21 enabled styles in order with names in every language, without prompts", async () => {
    const { cookie } = await signUp();
    const { styles } = await json(await call("/api/styles", { cookie }));
    expect(styles).toHaveLength(21);
    expect(styles.map((s: { id: string }) => s.id).slice(0, 4)).toEqual(["mystical", "anime", "cyberpunk", "pop-art"]);
    const ukiyoe = styles.find((s: { id: string }) => s.id === "ukiyo-e");
    expect(ukiyoe).toMatchObject({ group: "eastern", name: { "zh-CN": "浮世绘", "en-US": "Ukiyo-e" } });
    expect(Object.keys(ukiyoe.name)).toHaveLength(15);
    expect(ukiyoe.prompt).toBeUndefined();
  });

  it("a disabled style is neither listed nor usable", async () => {
    await env.DB.prepare("UPDATE style_presets SET enabled = 0 WHERE id = 'cubism'").run();
    try {
      const { cookie } = await signUp();
      const { styles } = await json(await call("/api/styles", { cookie }));
      expect(styles.map((s: { id: string }) => s.id)).not.toContain("cubism");
      const res = await transform(cookie, pngBlob(solidPng(40, 30, [200, 100, 50])), "cubism");
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe("STYLE_NOT_FOUND");
      expect((await me(cookie)).credits).toBe(5);
    } finally {
      await env.DB.prepare("UPDATE style_presets SET enabled = 1 WHERE id = 'cubism'").run();
    }
  });
});

describe("transform", () => {
  it("charges 1 credit and saves an art studio work with its style", async () => {
    const { cookie } = await signUp();
    const res = await transform(cookie, pngBlob(solidPng(64, 48, [30, 120, 200])), "ukiyo-e");
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.credits).toBe(4);
    expect(body.work).toMatchObject({ source: "art_studio", style: "ukiyo-e", creditsUsed: 1 });
    expect(body.work.metadata).toMatchObject({ action: "transform_image", fileName: "photo.png" });
    const file = await call(body.work.imageUrl, { cookie });
    expect(file.headers.get("content-type")).toBe("image/png");
    const usage = await json(await call("/api/credits/usage", { cookie }));
    expect(usage.records[0]).toMatchObject({ actionType: "transform_image", creditsUsed: 1, metadata: { style: "ukiyo-e" } });
  });

  it("refuses non-images, oversize photos and unknown styles without charging", async () => {
    const { cookie } = await signUp();
    const script = new Blob(["<script>alert(1)</script>"], { type: "image/png" });
    expect((await json(await transform(cookie, script, "anime"))).error.code).toBe("UNSUPPORTED_IMAGE_TYPE");
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    expect((await transform(cookie, new Blob([big]), "anime")).status).toBe(413);
    expect((await json(await transform(cookie, pngBlob(solidPng(8, 8, [0, 0, 0])), "no-such-style"))).error.code).toBe("STYLE_NOT_FOUND");
    expect((await me(cookie)).credits).toBe(5);
  });

  it("refunds once when the photo cannot be processed", async () => {
    const { cookie } = await signUp();
    // Its header reads (32 × 32) but its pixel data is cut off, so only the engine finds out.
    const broken = solidPng(32, 32, [90, 90, 200]).slice(0, 50);
    const res = await transform(cookie, new Blob([broken]), "anime");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await me(cookie)).credits).toBe(5);
    const usage = await json(await call("/api/credits/usage", { cookie }));
    expect(usage.records.filter((r: { actionType: string }) => r.actionType === "transform_image").map((r: { creditsUsed: number }) => r.creditsUsed).sort()).toEqual([-1, 1]);
  });
});
