// Expanding the canvas (issue 15): the smallest canvas of the new aspect ratio that holds the
// work, the original's pixels exactly in the middle, the new area filled from its edges (not
// left blank); 1 credit; refunds, size limits, another user's work and bad input.
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_SIDE } from "../../shared/limits";
import { ok, rawJson, refusal } from "./support/client";
import { pngHeader } from "./support/images";
import { decode } from "./support/pixels";
import { newUser } from "./support/users";
import { bytesOfWork, productOnWhite, seedWork, state, tools } from "./support/work-tools";

describe("expand", () => {
  it("4:3 to 16:9 keeps the original pixels in the middle and fills the sides, charged 1", async () => {
    const user = await newUser();
    const original = productOnWhite(320, 240);
    const workId = await seedWork(user.id, original);
    const answer = await ok(
      tools(user.cookie).expand.$post({ json: { workId, aspectRatio: "16:9" }, header: {} }),
      201,
    );
    expect(answer.work).toMatchObject({
      parentId: workId,
      version: 1,
      metadata: {
        action: "expand_image",
        aspectRatio: "16:9",
        tool: { name: "expand", aspectRatio: "16:9" },
        width: 427,
        height: 240,
      },
    });
    expect(answer.credits).toBe(4);
    const out = decode(await bytesOfWork(answer.work.imageUrl));
    const src = decode(original);
    const left = (427 - 320) >> 1;
    for (let y = 0; y < 240; y++) {
      expect(out.px.subarray((y * 427 + left) * 4, (y * 427 + left + 320) * 4)).toEqual(
        src.px.subarray(y * 320 * 4, (y + 1) * 320 * 4),
      );
    }
    // The new area continues the white border, opaque.
    expect([...out.px.subarray(0, 4)].every((v) => v > 200)).toBe(true);
  });

  it("a tall target pads top and bottom", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(320, 240));
    const answer = await ok(
      tools(user.cookie).expand.$post({ json: { workId, aspectRatio: "9:16" }, header: {} }),
      201,
    );
    expect(answer.work.metadata).toMatchObject({ width: 320, height: 569 });
  });

  it("a result past the size limits is refused before the charge; an engine failure is refunded", async () => {
    const user = await newUser();
    const huge = await seedWork(user.id, pngHeader(MAX_IMAGE_SIDE, 100));
    expect(
      await refusal(tools(user.cookie).expand.$post({ json: { workId: huge, aspectRatio: "1:1" }, header: {} })),
    ).toMatchObject({ status: 422, code: "RESULT_TOO_LARGE" });
    const broken = await seedWork(user.id, pngHeader(64, 48));
    expect(
      await refusal(tools(user.cookie).expand.$post({ json: { workId: broken, aspectRatio: "1:1" }, header: {} })),
    ).toMatchObject({ details: { refunded: true } });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 2 });
  });

  it("to the ratio the work already has (or has but for its rounding) is refused before the charge", async () => {
    const user = await newUser();
    const cases: [number, number, "16:9" | "1:1" | "3:4" | "4:3"][] = [
      [320, 180, "16:9"],
      [64, 64, "1:1"],
      [384, 513, "3:4"],
      [321, 240, "4:3"],
    ];
    for (const [w, h, aspectRatio] of cases) {
      const workId = await seedWork(user.id, productOnWhite(w, h));
      expect(
        await refusal(tools(user.cookie).expand.$post({ json: { workId, aspectRatio }, header: {} })),
      ).toMatchObject({
        status: 422,
        code: "ASPECT_RATIO_UNCHANGED",
        details: { width: w, height: h, aspectRatio },
      });
    }
    expect(await state(user.id)).toMatchObject({ balance: 5, works: cases.length });
  });

  it("another user's work is not found; an unknown ratio or no workId is a 400; neither is charged", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const workId = await seedWork(owner.id, productOnWhite(64, 48));
    expect(
      await refusal(tools(other.cookie).expand.$post({ json: { workId, aspectRatio: "16:9" }, header: {} })),
    ).toMatchObject({ status: 404, code: "WORK_NOT_FOUND" });
    for (const body of [{ workId, aspectRatio: "2:1" }, { aspectRatio: "16:9" }, { workId }]) {
      expect((await rawJson(owner.cookie, "POST", "/api/images/expand", body)).status).toBe(400);
    }
    expect(await state(owner.id)).toMatchObject({ balance: 5, works: 1 });
    expect(await state(other.id)).toMatchObject({ balance: 5, works: 0 });
  });
});
