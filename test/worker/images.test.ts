// Product image generation and refinement through the real Worker, D1, R2 and built-in engine.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/platform/db/client";
import { ledgerBalance } from "../../worker/features/credits/service";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { generate, generateForm, pngBlob, serverDefaults, solidPng } from "./support/images";
import { me, signUp } from "./support/users";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

async function usage(cookie: string) {
  return (await ok(clientFor(cookie).credits.usage.$get({ query: {} }))).records;
}

describe("generate", () => {
  it("charges 1 credit, stores a PNG in R2 and a work row, served to the owner only", async () => {
    const alice = await signUp();
    const body = await ok(generate(alice.cookie, "夏日海边的香水瓶", [pngBlob(solidPng(64, 64, [255, 0, 200]))]), 201);
    expect(body.credits).toBe(4);
    expect(body.engine).toBe("builtin");
    expect(body.work).toMatchObject({ prompt: "夏日海边的香水瓶", creditsUsed: 1, version: 0 });
    expect(body.work.metadata).toMatchObject({
      action: "generate_image",
      temperature: 0.7,
      maxTokens: 2048,
      referenceCount: 1,
    });

    const file = await call(body.work.imageUrl, { cookie: alice.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 4)]).toEqual(PNG_SIGNATURE);

    const bob = await signUp();
    expect((await call(body.work.imageUrl, { cookie: bob.cookie })).status).toBe(404);
    expect((await call(`/api/works/${body.work.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await call(body.work.imageUrl)).status).toBe(401);

    const rows = await usage(alice.cookie);
    expect(rows[0]).toMatchObject({ actionType: "generate_image", creditsUsed: 1 });
  });

  it("20 concurrent generations on 5 credits make exactly 5 works", async () => {
    const { cookie } = await signUp();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => generate(cookie, `product ${i}`)));
    const statuses: number[] = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    const profile = await me(cookie);
    expect(profile.credits).toBe(0);
    expect(await ledgerBalance(createDb(env.DB), profile.user.id)).toBe(0);
    const list = await ok(clientFor(cookie).works.$get({ query: {} }));
    expect(list.works).toHaveLength(5);
  });

  it("refunds exactly once when the engine fails on an image it cannot decode", async () => {
    const { cookie } = await signUp();
    // Passes the magic-byte and header checks but cannot be decoded: the engine fails after the charge.
    const broken = solidPng(32, 32, [90, 90, 200]).slice(0, 50);
    expect(await refusal(generate(cookie, "a lamp", [pngBlob(broken)]))).toMatchObject({
      status: 415,
      code: "UNSUPPORTED_IMAGE_TYPE",
      details: { refunded: true },
    });
    expect((await me(cookie)).credits).toBe(5);
    const rows = await usage(cookie);
    expect(
      rows
        .filter((r) => r.actionType === "generate_image")
        .map((r) => r.creditsUsed)
        .sort(),
    ).toEqual([-1, 1]);
    expect((await ok(clientFor(cookie).works.$get({ query: {} }))).works).toHaveLength(0);
  });

  it("a replayed Idempotency-Key charges once and returns the same work", async () => {
    const { cookie } = await signUp();
    const headers = { "idempotency-key": "retry-key-0001" };
    const first = await ok(generate(cookie, "a watch", [], headers), 201);
    const again = await ok(generate(cookie, "a watch", [], headers), 200);
    expect(again.work.id).toBe(first.work.id);
    expect((await me(cookie)).credits).toBe(4);
  });

  it("refuses when the balance is 0", async () => {
    const { cookie } = await signUp();
    for (let i = 0; i < 5; i++) expect((await generate(cookie, `p${i}`)).status).toBe(201);
    expect(await refusal(generate(cookie, "one more"))).toMatchObject({ status: 402, code: "INSUFFICIENT_CREDITS" });
  });
});

describe("validation", () => {
  const post = (cookie: string, form: FormData) => call("/api/images/generate", { method: "POST", cookie, body: form });
  const code = async (res: Response) => (await refusal(res)).code;

  it("each rule has its own error and charges nothing", async () => {
    const { cookie } = await signUp();
    const png = pngBlob(solidPng(8, 8, [0, 0, 0]));
    expect(await code(await post(cookie, generateForm({ prompt: "   " })))).toBe("PROMPT_REQUIRED");
    expect(await code(await post(cookie, generateForm({})))).toBe("PROMPT_REQUIRED");
    expect(await code(await post(cookie, generateForm({ prompt: "x" }, [png, png, png, png])))).toBe("TOO_MANY_IMAGES");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await code(await post(cookie, generateForm({ prompt: "x" }, [pngBlob(big)])))).toBe("IMAGE_TOO_LARGE");
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: "image/png" });
    expect(await code(await post(cookie, generateForm({ prompt: "x" }, [svg])))).toBe("UNSUPPORTED_IMAGE_TYPE");
    const script = new Blob(["alert(1)"], { type: "image/png" });
    expect(await code(await post(cookie, generateForm({ prompt: "x" }, [script])))).toBe("UNSUPPORTED_IMAGE_TYPE");
    expect(await code(await post(cookie, generateForm({ prompt: "x", maxTokens: "100" })))).toBe("VALIDATION_ERROR");
    expect(await code(await post(cookie, generateForm({ prompt: "x", maxTokens: "9000" })))).toBe("VALIDATION_ERROR");
    expect(await code(await post(cookie, generateForm({ prompt: "x", temperature: "1.5" })))).toBe("VALIDATION_ERROR");
    expect(await code(await post(cookie, generateForm({ prompt: "x", temperature: "-0.1" })))).toBe("VALIDATION_ERROR");
    expect((await me(cookie)).credits).toBe(5);

    const api = clientFor(cookie);
    const fallback = await ok(
      api.images.generate.$post({ form: { prompt: "x", maxTokens: "lots", temperature: "0.25" }, header: {} }),
      201,
    );
    expect(fallback.work.metadata).toMatchObject({ maxTokens: 2048, temperature: 0.25 });
    // Number syntax reads as the number it is, as in the SPA: "1e3" is 1000.
    const exponent = await ok(
      api.images.generate.$post({ form: { prompt: "x", maxTokens: "1e3", temperature: "0.7" }, header: {} }),
      201,
    );
    expect(exponent.work.metadata.maxTokens).toBe(1000);
  });
});

describe("refine", () => {
  const refine = (cookie: string, body: { workId: string; instruction: string }) =>
    clientFor(cookie).images.refine.$post({ json: { ...body, ...serverDefaults }, header: {} });

  it("makes a new version from an instruction and charges 1", async () => {
    const { cookie } = await signUp();
    const first = (await ok(generate(cookie, "a green teapot"), 201)).work;
    const v1 = (await ok(refine(cookie, { workId: first.id, instruction: "黑白" }), 201)).work;
    expect(v1).toMatchObject({ parentId: first.id, rootId: first.id, version: 1, prompt: "黑白" });
    expect(v1.metadata.action).toBe("optimize_image");
    const v2 = (await ok(refine(cookie, { workId: v1.id, instruction: "crop to square and brighter" }), 201)).work;
    expect(v2.version).toBe(2);
    expect((await me(cookie)).credits).toBe(2);
    expect((await usage(cookie))[0]).toMatchObject({ actionType: "optimize_image", creditsUsed: 1 });
  });

  it("refuses an empty or unsupported instruction without charging", async () => {
    const { cookie } = await signUp();
    const work = (await ok(generate(cookie, "a chair"), 201)).work;
    expect((await refusal(refine(cookie, { workId: work.id, instruction: "  " }))).code).toBe("INSTRUCTION_REQUIRED");
    expect(await refusal(refine(cookie, { workId: work.id, instruction: "qwzx blorp" }))).toMatchObject({
      status: 422,
      code: "UNSUPPORTED_INSTRUCTION",
    });
    expect((await me(cookie)).credits).toBe(4);
  });

  it("cannot refine another user's work", async () => {
    const alice = await signUp();
    const work = (await ok(generate(alice.cookie, "a cup"), 201)).work;
    const bob = await signUp();
    expect(await refusal(refine(bob.cookie, { workId: work.id, instruction: "brighter" }))).toMatchObject({
      status: 404,
      code: "WORK_NOT_FOUND",
    });
    expect((await me(bob.cookie)).credits).toBe(5);
  });
});

describe("works", () => {
  it("delete removes the row and the R2 object; others cannot delete", async () => {
    const alice = await signUp();
    const work = (await ok(generate(alice.cookie, "a hat"), 201)).work;
    const key = work.imageUrl.replace("/api/files/", "");
    const bob = await signUp();
    expect((await call(`/api/works/${work.id}`, { method: "DELETE", cookie: bob.cookie })).status).toBe(404);
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await call(`/api/works/${work.id}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(200);
    expect(await env.FILES.head(key)).toBeNull();
    expect((await call(`/api/works/${work.id}`, { cookie: alice.cookie })).status).toBe(404);
  });
});
