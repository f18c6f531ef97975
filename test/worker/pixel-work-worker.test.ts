// The pixel-work Worker (docs/decisions/0036-pixel-work-worker.md): the visible AI label is drawn
// into a new picture's full-size copy by the Worker behind the PIXELS binding, not in the isolate
// that answers API requests; it draws exactly what the main Worker would. When that Worker is
// missing, cannot be reached, answers an error or hangs, the main Worker draws the label itself:
// the picture is labelled all the same, the failure is logged, nothing else changes.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { activeLabel } from "../../worker/features/ai-labels/service";
import { drawLabelledCopy } from "../../worker/platform/image/label-drawing";
import { setDrawTimeout, type PixelWorkBinding } from "../../worker/platform/image/label-drawing-client";
import { LABELLED_COPY, variantKey } from "../../worker/platform/storage/keys";
import { PhotonImage } from "../../worker/platform/image/photon";
import type { LabelDrawing } from "../../worker/pixel-work/protocol";
import { BASE } from "./support/client";
import { generateForm } from "./support/images";
import { decode } from "./support/pixels";
import { db, newUser } from "./support/users";

const app = createApp();

afterEach(() => {
  setDrawTimeout(undefined);
  vi.restoreAllMocks();
});

/** Generates one picture with the demo engine under `testEnv`; the stored original and its labelled copy. */
async function generated(testEnv: Env) {
  const user = await newUser();
  const res = await app.fetch(
    new Request(`${BASE}/api/images/generate`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: BASE },
      body: generateForm({ prompt: "a red sneaker on a white background" }),
    }),
    testEnv,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const row = await env.DB.prepare("SELECT image_key FROM generated_artworks WHERE user_id = ?")
    .bind(user.id)
    .first<{ image_key: string }>();
  const original = new Uint8Array(await (await env.FILES.get(row!.image_key))!.arrayBuffer());
  const labelled = await env.FILES.get(variantKey(row!.image_key, LABELLED_COPY));
  expect(labelled, "the labelled copy is stored").not.toBeNull();
  return { original, labelled: new Uint8Array(await labelled!.arrayBuffer()) };
}

/** The labelled copy holds what the main Worker's own drawing of the original gives, and differs from the original. */
async function expectLabelDrawn({ original, labelled }: { original: Uint8Array; labelled: Uint8Array }) {
  const { mask } = await activeLabel(db());
  const expected = decode(drawLabelledCopy(original, mask)!.bytes);
  const got = decode(labelled);
  expect([got.w, got.h]).toEqual([expected.w, expected.h]);
  expect(got.px).toEqual(expected.px);
  expect(got.px).not.toEqual(decode(original).px);
}

/** env.PIXELS with each call counted. */
function counted(binding: PixelWorkBinding) {
  const calls: LabelDrawing[] = [];
  const spy: PixelWorkBinding = {
    drawLabel: (request) => {
      calls.push(request);
      return binding.drawLabel(request);
    },
  };
  return { spy, calls };
}

describe("the label drawn by the pixel-work Worker", () => {
  it("a new picture's labelled copy is drawn behind the PIXELS binding, once", async () => {
    const { spy, calls } = counted(env.PIXELS);
    const errors = vi.spyOn(console, "error");
    const result = await generated({ ...env, PIXELS: spy } as unknown as Env);
    expect(calls).toHaveLength(1);
    await expectLabelDrawn(result);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/PIXEL WORKER/);
  });

  it("draws exactly what the main Worker draws, in the picture's own format, clear of a kept product", async () => {
    const { mask } = await activeLabel(db());
    const px = new Uint8Array(320 * 200 * 4);
    for (let i = 0; i < px.length; i += 4) px.set([(i / 4) % 256, 90, 200 - ((i / 4) % 150), 255], i);
    const picture = new PhotonImage(px, 320, 200);
    const png = picture.get_bytes();
    const jpeg = picture.get_bytes_jpeg(90);
    picture.free();
    const keepOut = [{ left: 0.5, top: 0.5, width: 0.5, height: 0.5 }];
    for (const bytes of [png, jpeg]) {
      const answer = await env.PIXELS.drawLabel({ bytes, mask, keepOut });
      expect(answer.ok).toBe(true);
      if (!answer.ok) continue;
      const here = drawLabelledCopy(bytes, mask, keepOut)!;
      expect(answer.value!.type).toBe(here.type);
      expect(new Uint8Array(answer.value!.bytes)).toEqual(here.bytes);
    }
    // Bytes that are no picture: nothing to draw on, as here.
    expect(await env.PIXELS.drawLabel({ bytes: new Uint8Array([1, 2, 3]), mask, keepOut: [] })).toEqual({
      ok: true,
      value: null,
    });
  });
});

describe("without a working pixel-work Worker the main Worker draws the label itself", () => {
  const cases: [string, () => Env][] = [
    ["no PIXELS binding", () => ({ ...env, PIXELS: undefined }) as unknown as Env],
    ["nobody answers behind the binding", () => ({ ...env, PIXELS: env.PIXELS_DOWN }) as unknown as Env],
    [
      "the Worker answers an error",
      () =>
        ({
          ...env,
          PIXELS: { drawLabel: async () => ({ ok: false, error: { kind: "PROVIDER_ERROR", message: "boom" } }) },
        }) as unknown as Env,
    ],
    [
      "the Worker never answers",
      () => {
        setDrawTimeout(50);
        return { ...env, PIXELS: { drawLabel: () => new Promise(() => {}) } } as unknown as Env;
      },
    ],
  ];
  it.each(cases)("%s: the picture is labelled all the same", async (name, testEnv) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expectLabelDrawn(await generated(testEnv()));
    if (name !== "no PIXELS binding")
      expect(errors.mock.calls.map((c) => String(c[0])).join(" ")).toMatch(/PIXEL WORKER (FAILED|UNREACHABLE)/);
  });
});
