// The built-in engine decodes photos in the Worker's 128 MB, so it takes at most 16 MP; larger
// photos (allowed up to 40 MP for provider engines) are refused with their own code and the
// charge refunded — and poster references are shrunk one at a time, never held full size.
import { describe, expect, it } from "vitest";
import { BUILTIN_MAX_MEGAPIXELS, decodeWorkingCopy } from "../../worker/engines/builtin/decode";
import { rawCall as call, refusal } from "./support/client";
import { pngBlob, pngHeader, solidPng } from "./support/images";
import { me, signUp } from "./support/users";

describe("built-in engine memory limits", () => {
  it("refuses a 24 MP photo after the upload check with IMAGE_DIMENSIONS_TOO_LARGE, refunded", async () => {
    const { cookie } = await signUp();
    const form = new FormData();
    form.set("styleId", "anime");
    form.set("image", pngBlob(pngHeader(6000, 4000)), "big.png");
    const res = await call("/api/images/transform", { method: "POST", cookie, body: form });
    expect(await refusal(res)).toMatchObject({ status: 413, code: "IMAGE_DIMENSIONS_TOO_LARGE", details: { maxMegapixels: BUILTIN_MAX_MEGAPIXELS, refunded: true } });
    expect((await me(cookie)).credits).toBe(5);
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
