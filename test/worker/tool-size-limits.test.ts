// The image tools do their pixel work in the Worker's 128 MB: a picture past MAX_TOOL_SIDE, as the
// tool would read or make it, is refused from the headers before anything is charged or decoded —
// a background removed from a 4K work, a 2K work expanded to 16:9, a region edited in a 4K work
// (even with a mask of the wrong size: the size limit answers first, before any decode).
import { describe, expect, it } from "vitest";
import { ASPECT_RATIOS } from "../../shared/choices";
import { expandRefusal } from "../../shared/expand-canvas";
import { MAX_TOOL_SIDE } from "../../shared/limits";
import { clientFor, refusal } from "./support/client";
import { pngHeader } from "./support/images";
import { newUser } from "./support/users";
import { seedWork, state, tools } from "./support/work-tools";

const tooWide = () => pngHeader(MAX_TOOL_SIDE + 1, 1000);

describe("pictures past the image tools' size", () => {
  it("a background is not removed from a work wider than MAX_TOOL_SIDE; nothing is charged", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, tooWide());
    const answer = await refusal(tools(user.cookie)["remove-background"].$post({ json: { workId }, header: {} }));
    expect(answer).toMatchObject({
      status: 422,
      code: "RESULT_TOO_LARGE",
      details: { width: MAX_TOOL_SIDE + 1, height: 1000, maxSide: MAX_TOOL_SIDE },
    });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });

  it("a 2048² work is not expanded to 16:9 (3641 px wide)", async () => {
    const user = await newUser();
    const big = await seedWork(user.id, pngHeader(MAX_TOOL_SIDE, MAX_TOOL_SIDE));
    const answer = await refusal(
      tools(user.cookie).expand.$post({ json: { workId: big, aspectRatio: "16:9" }, header: {} }),
    );
    expect(answer).toMatchObject({
      status: 422,
      code: "RESULT_TOO_LARGE",
      details: { height: MAX_TOOL_SIDE, maxSide: MAX_TOOL_SIDE },
    });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });

  // The SPA offers the ratios this rule accepts (web/features/work-tools): the Worker refuses by it.
  it("a 2048 × 1152 work is refused, before any charge, every ratio shared/expand-canvas names", async () => {
    const user = await newUser();
    const wide = await seedWork(user.id, pngHeader(MAX_TOOL_SIDE, 1152));
    const refused = ASPECT_RATIOS.filter((r) => expandRefusal(MAX_TOOL_SIDE, 1152, r) !== null);
    expect(refused).toEqual(["3:4", "9:16", "16:9"]);
    for (const aspectRatio of refused) {
      const answer = await refusal(
        tools(user.cookie).expand.$post({ json: { workId: wide, aspectRatio }, header: {} }),
      );
      expect(answer.code).toBe(expandRefusal(MAX_TOOL_SIDE, 1152, aspectRatio));
    }
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });

  it("a region is not edited in a work wider than MAX_TOOL_SIDE, whatever the mask; nothing is charged", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, tooWide());
    const mask = new File([pngHeader(10, 10)], "mask.png", { type: "image/png" });
    const answer = await refusal(
      clientFor(user.cookie).images.edit.$post({ form: { workId, mask, instruction: "darker" }, header: {} }),
    );
    expect(answer).toMatchObject({ status: 422, code: "RESULT_TOO_LARGE", details: { maxSide: MAX_TOOL_SIDE } });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });
});
