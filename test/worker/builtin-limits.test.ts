// The built-in engine decodes photos in the Worker's 128 MB, so it takes at most 4096 × 4096
// pixels; so does every other engine (one limit, shared/limits.ts): a larger photo is refused on
// upload, before the charge (it used to pass up to 40 MP and fail in the decoder, refunded) —
// and poster references are shrunk one at a time, never held full size.
import { describe, expect, it } from "vitest";
import { DECODE_MAX_MEGAPIXELS, decodeWorkingCopy } from "../../worker/platform/image/decode";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { pngBlob, pngHeader, solidPng } from "./support/images";
import { signUp } from "./support/users";

describe("built-in engine memory limits", () => {
  it("refuses a 24 MP photo on upload with IMAGE_DIMENSIONS_TOO_LARGE, before any charge, on every photo route", async () => {
    const { cookie } = await signUp();
    const photo = () => pngBlob(pngHeader(6000, 4000));
    const forms: [string, Record<string, string>, string][] = [
      ["/api/images/transform", { styleId: "anime" }, "image"],
      ["/api/images/generate", { prompt: "a vase" }, "images"],
      ["/api/tasks", { type: "interior_design", roomType: "bedroom", designStyle: "japanese" }, "image"],
      [
        "/api/tasks",
        { type: "storybook", prompt: "a fox who counts stars", numPages: "4", language: "zh-CN" },
        "reference",
      ],
    ];
    for (const [path, fields, file] of forms) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set(file, photo(), "big.png");
      const res = await call(path, { method: "POST", cookie, body: form });
      const answer = await refusal(res);
      expect({ path, ...answer }).toMatchObject({
        path,
        status: 413,
        code: "IMAGE_DIMENSIONS_TOO_LARGE",
        details: { maxSide: 8192, maxMegapixels: DECODE_MAX_MEGAPIXELS },
      });
      expect(answer.details).not.toHaveProperty("refunded");
    }
    const { records } = await ok(clientFor(cookie).credits.usage.$get({ query: {} }));
    expect(records.map((r) => r.actionType)).toEqual(["signup_bonus"]);
  });

  it("keeps only a working copy of a large reference", () => {
    const copy = decodeWorkingCopy(solidPng(3000, 1500, [10, 200, 30]), "reference", 1024);
    expect([copy.get_width(), copy.get_height()]).toEqual([1024, 512]);
    copy.free();
    const small = decodeWorkingCopy(solidPng(300, 200, [10, 200, 30]), "reference", 1024);
    expect([small.get_width(), small.get_height()]).toEqual([300, 200]);
    small.free();
  });
});
