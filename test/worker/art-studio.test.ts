// Art studio through the Worker: styles from style_presets, 1 credit per transformation,
// refunds on failure, and only enabled styles.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { dropRememberedSettings } from "../../worker/platform/settings-cache";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { pngBlob, solidPng } from "./support/images";
import { me, signUp, usageOf } from "./support/users";

const transform = (cookie: string, image: File, styleId: string) =>
  clientFor(cookie).images.transform.$post({ form: { styleId, image }, header: {} });
const photo = (bytes: BlobPart, type = "") => new File([bytes], "photo.png", { type });
const stylesFor = async (cookie: string) => (await ok(clientFor(cookie).styles.$get())).styles;

describe("styles", () => {
  it("lists the 21 enabled styles in order with names in every language, without prompts", async () => {
    const { cookie } = await signUp();
    const styles = await stylesFor(cookie);
    expect(styles).toHaveLength(21);
    expect(styles.map((s) => s.id).slice(0, 4)).toEqual(["mystical", "anime", "cyberpunk", "pop-art"]);
    const ukiyoe = styles.find((s) => s.id === "ukiyo-e")!;
    expect(ukiyoe).toMatchObject({ group: "eastern", name: { "zh-CN": "浮世绘", "en-US": "Ukiyo-e" } });
    expect(Object.keys(ukiyoe.name)).toHaveLength(15);
    expect(ukiyoe).not.toHaveProperty("prompt");
  });

  it("a disabled style is neither listed nor usable", async () => {
    await env.DB.prepare("UPDATE style_presets SET enabled = 0 WHERE id = 'cubism'").run();
    // As once the list remembered before the change is a minute old (settings-cache.test.ts covers the minute).
    dropRememberedSettings();
    try {
      const { cookie } = await signUp();
      expect((await stylesFor(cookie)).map((s) => s.id)).not.toContain("cubism");
      const res = await transform(cookie, pngBlob(solidPng(40, 30, [200, 100, 50]), "photo.png"), "cubism");
      expect(await refusal(res)).toMatchObject({ status: 404, code: "STYLE_NOT_FOUND" });
      expect((await me(cookie)).credits).toBe(5);
    } finally {
      await env.DB.prepare("UPDATE style_presets SET enabled = 1 WHERE id = 'cubism'").run();
      dropRememberedSettings();
    }
  });
});

describe("transform", () => {
  it("charges 1 credit and saves an art studio work with its style", async () => {
    const { cookie } = await signUp();
    const body = await ok(transform(cookie, pngBlob(solidPng(64, 48, [30, 120, 200]), "photo.png"), "ukiyo-e"), 201);
    expect(body.credits).toBe(4);
    expect(body.work).toMatchObject({ source: "art_studio", style: "ukiyo-e", creditsUsed: 1 });
    expect(body.work.metadata).toMatchObject({ action: "transform_image", fileName: "photo.png" });
    const file = await call(body.work.imageUrl, { cookie });
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await usageOf(cookie))[0]).toMatchObject({
      actionType: "transform_image",
      creditsUsed: 1,
      metadata: { style: "ukiyo-e" },
    });
  });

  it("refuses non-images, oversize photos and unknown styles without charging", async () => {
    const { cookie } = await signUp();
    const script = photo("<script>alert(1)</script>", "image/png");
    expect((await refusal(transform(cookie, script, "anime"))).code).toBe("UNSUPPORTED_IMAGE_TYPE");
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    expect((await transform(cookie, photo(big), "anime")).status).toBe(413);
    expect(
      (await refusal(transform(cookie, pngBlob(solidPng(8, 8, [0, 0, 0]), "photo.png"), "no-such-style"))).code,
    ).toBe("STYLE_NOT_FOUND");
    expect((await me(cookie)).credits).toBe(5);
  });

  it("refunds once when the photo cannot be processed", async () => {
    const { cookie } = await signUp();
    // Its header reads (32 × 32) but its pixel data is cut off, so only the engine finds out.
    const broken = solidPng(32, 32, [90, 90, 200]).slice(0, 50);
    const res = await transform(cookie, photo(broken), "anime");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await me(cookie)).credits).toBe(5);
    const usage = await usageOf(cookie);
    expect(
      usage
        .filter((r) => r.actionType === "transform_image")
        .map((r) => r.creditsUsed)
        .sort(),
    ).toEqual([-1, 1]);
  });
});
