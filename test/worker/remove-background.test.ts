// Background removal (issue 15): a PNG with a real alpha channel (the white around a product
// clear, the product and its white label opaque), its display copy still transparent; "put on a
// new background" with a colour or a scene the engine draws; 1 credit either way; refunds,
// another user's work and bad input as for every paid tool.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PhotonImage } from "../../worker/platform/image/photon";
import { storeVariants } from "../../worker/features/files/service";
import { removeWorkBackground } from "../../worker/features/creations/tools/tools";
import { createBuiltinEngine } from "../../worker/demo-engine/engine";
import { cutOutBitmap, pngOf, resampled, toBitmap, upscaleBitmap } from "../../worker/features/creations/tools/pixels";
import { ok, rawJson, refusal } from "./support/client";
import { pngHeader } from "./support/images";
import { decode, type Decoded } from "./support/pixels";
import { newUser } from "./support/users";
import { bytesOfWork, db, productOnWhite, seedWork, state, tools } from "./support/work-tools";

const pixel = (d: Decoded, x: number, y: number) => [...d.px.subarray((y * d.w + x) * 4, (y * d.w + x) * 4 + 4)];

describe("remove background", () => {
  it("cuts the product out of its white background: corner alpha 0, centre 255, charged 1", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(320, 240));
    const answer = await ok(tools(user.cookie)["remove-background"].$post({ json: { workId }, header: {} }), 201);
    expect(answer.work).toMatchObject({
      parentId: workId,
      version: 1,
      metadata: { action: "remove_background", tool: { name: "remove-background" } },
    });
    expect(answer.credits).toBe(4);
    const cut = decode(await bytesOfWork(answer.work.imageUrl));
    expect([cut.w, cut.h]).toEqual([320, 240]);
    expect(pixel(cut, 0, 0)[3]).toBe(0);
    expect(pixel(cut, 319, 239)[3]).toBe(0);
    expect(pixel(cut, 110, 70)).toEqual([200, 30, 40, 255]);
    // The white label inside the product is not reached from the border: it stays.
    expect(pixel(cut, 160, 120)).toEqual([255, 255, 255, 255]);
    // The display copy keeps the transparency (WebP from the Images binding, PNG from photon; never JPEG).
    const display = await env.FILES.get(`${answer.work.imageUrl.replace("/api/files/", "")}~display`);
    expect(display!.httpMetadata?.contentType).not.toBe("image/jpeg");
    const shownImage = PhotonImage.new_from_byteslice(new Uint8Array(await display!.arrayBuffer()));
    const shown = { w: shownImage.get_width(), h: shownImage.get_height(), px: shownImage.get_raw_pixels() };
    shownImage.free();
    expect(pixel(shown, 0, 0)[3]).toBe(0);
    expect(pixel(shown, 160, 120)[3]).toBe(255);
  });

  it("cuts out an upscaled demo poster too: its gradient backdrop is followed and cleared", async () => {
    const user = await newUser();
    const poster = await createBuiltinEngine().generate({
      prompt: "a red perfume bottle",
      referenceImages: [],
      temperature: 0.7,
      maxTokens: 2048,
      aspectRatio: "1:1",
    });
    // Upscaled from half its size (1024 px, not the 2048 px of a ×2 of the whole poster): the
    // same interpolated gradient, a quarter of the pixels to cut (the test took 10 s before).
    const half = resampled(toBitmap(poster.bytes), poster.width / 2, poster.height / 2);
    const workId = await seedWork(user.id, pngOf(upscaleBitmap(half, 2)).bytes);
    const answer = await ok(tools(user.cookie)["remove-background"].$post({ json: { workId }, header: {} }), 201);
    const cut = decode(await bytesOfWork(answer.work.imageUrl));
    let clear = 0;
    for (let i = 3; i < cut.px.length; i += 4) if (cut.px[i] === 0) clear++;
    expect(clear / (cut.w * cut.h)).toBeGreaterThan(0.5);
    // The bottle (centre, lower half of the poster) stays; the backdrop above and beside it goes.
    expect([0.55, 0.6, 0.65].map((y) => pixel(cut, cut.w >> 1, Math.round(cut.h * y))[3])).toEqual([255, 255, 255]);
    expect([
      pixel(cut, cut.w >> 1, Math.round(cut.h * 0.2))[3],
      pixel(cut, Math.round(cut.w * 0.15), cut.h >> 1)[3],
    ]).toEqual([0, 0]);
  });

  it("puts the cut-out on a new colour", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(320, 240));
    const answer = await ok(
      tools(user.cookie)["remove-background"].$post({ json: { workId, background: { color: "#1e90ff" } }, header: {} }),
      201,
    );
    expect(answer.work.metadata.tool).toEqual({ name: "remove-background", background: { color: "#1e90ff" } });
    const out = decode(await bytesOfWork(answer.work.imageUrl));
    expect(pixel(out, 0, 0)).toEqual([30, 144, 255, 255]);
    expect(pixel(out, 110, 70)).toEqual([200, 30, 40, 255]);
    expect(answer.credits).toBe(4);
  });

  it("puts the cut-out on a scene the engine draws, at the work's size", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(320, 240));
    const answer = await ok(
      tools(user.cookie)["remove-background"].$post({
        json: { workId, background: { scene: "a marble table by a window" } },
        header: {},
      }),
      201,
    );
    const out = decode(await bytesOfWork(answer.work.imageUrl));
    expect([out.w, out.h]).toEqual([320, 240]);
    expect(pixel(out, 0, 0)[3]).toBe(255);
    expect(pixel(out, 0, 0).slice(0, 3)).not.toEqual([255, 255, 255]);
    expect(pixel(out, 110, 70)).toEqual([200, 30, 40, 255]);
    expect(answer.credits).toBe(4);
  });

  it("refunds when the engine fails or the storage write fails", async () => {
    const user = await newUser();
    const broken = await seedWork(user.id, pngHeader(64, 48));
    expect(
      await refusal(tools(user.cookie)["remove-background"].$post({ json: { workId: broken }, header: {} })),
    ).toMatchObject({ details: { refunded: true } });
    const workId = await seedWork(user.id, productOnWhite(64, 48));
    const before = await state(user.id);
    const files = new Proxy(env.FILES, {
      get(target, prop) {
        if (prop === "put") return () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(
      removeWorkBackground({ db: db(), env: { ...env, FILES: files }, userId: user.id }, { workId }),
    ).rejects.toMatchObject({ details: { refunded: true } });
    expect(await state(user.id)).toEqual({ ...before, balance: 5 });
  });

  it("another user's work is not found; bad input is a 400; neither is charged", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const workId = await seedWork(owner.id, productOnWhite(64, 48));
    expect(
      await refusal(tools(other.cookie)["remove-background"].$post({ json: { workId }, header: {} })),
    ).toMatchObject({ status: 404, code: "WORK_NOT_FOUND" });
    for (const body of [
      {},
      { workId, background: { color: "blue" } },
      { workId, background: { scene: "  " } },
      { workId, background: { color: "#000000", scene: "x" } },
    ]) {
      expect((await rawJson(owner.cookie, "POST", "/api/images/remove-background", body)).status).toBe(400);
    }
    expect(await state(owner.id)).toMatchObject({ balance: 5, works: 1 });
    expect(await state(other.id)).toMatchObject({ balance: 5, works: 0 });
  });

  it("without the Images binding, photon gives a cut-out PNG variants that stay transparent (opaque pictures keep JPEG)", async () => {
    const cut = pngOf(cutOutBitmap(toBitmap(productOnWhite(320, 240)))).bytes;
    const made = await storeVariants(
      { FILES: env.FILES, DB: env.DB },
      `u/variants-user/works/cutout-${crypto.randomUUID()}.png`,
      cut,
    );
    expect(made!.display.contentType).toBe("image/png");
    const shown = decode(made!.thumb.bytes);
    expect(pixel(shown, 0, 0)[3]).toBe(0);
    expect(pixel(shown, shown.w >> 1, shown.h >> 1)[3]).toBe(255);
    const opaque = await storeVariants(
      { FILES: env.FILES, DB: env.DB },
      `u/variants-user/works/opaque-${crypto.randomUUID()}.png`,
      productOnWhite(320, 240),
    );
    expect(opaque!.display.contentType).toBe("image/jpeg");
  });
});
