// The demo engine paints in the isolate that answers API requests (the queue consumer runs
// there too). A request that arrives while a storybook page or a room is being painted must be
// answered before the picture is finished, not after: the engine gives the isolate back between
// its heavy steps (worker/lib/yield-to-requests.ts). scripts/bench-busy-queue.mjs measures the
// same thing end to end in wrangler dev.
import { exports, env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createBuiltinRoomDesigner } from "../../worker/engines/builtin/interior";
import { createBuiltinStoryTeller } from "../../worker/engines/builtin/story";
import { BASE } from "./support/client";
import { solidPng } from "./support/images";
import { textReader } from "../../worker/lib/texts";

/** Starts `painting` and a GET /api/health together; the order in which they finished. */
async function race(painting: () => Promise<unknown>) {
  const order: string[] = [];
  const health = exports.default.fetch(new Request(`${BASE}/api/health`)).then((res) => {
    expect(res.status).toBe(200);
    order.push("request");
  });
  await Promise.all([health, painting().then(() => order.push("picture"))]);
  return order;
}

describe("a request that arrives while the demo engine paints", () => {
  it("is answered before the storybook page is finished", async () => {
    const teller = createBuiltinStoryTeller(textReader(env.ASSETS));
    const story = await teller.writeStory({
      idea: "A lighthouse cat",
      style: "fairy_tale",
      numPages: 8,
      language: "en-US",
    });
    expect(
      await race(() => teller.illustratePage({ story, pageIndex: 3, style: "fairy_tale", idea: "A lighthouse cat" })),
    ).toEqual(["request", "picture"]);
  });

  it("is answered before the redesigned room is finished", async () => {
    const designer = createBuiltinRoomDesigner();
    const image = solidPng(800, 600, [180, 170, 160]);
    expect(
      await race(() =>
        designer.redesignRoom({ image, roomType: "bedroom", designStyle: "scandinavian", prompt: "a bedroom" }),
      ),
    ).toEqual(["request", "picture"]);
  });
});
