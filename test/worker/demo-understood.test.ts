// Through the real Worker: a work made by the demo engine keeps what the engine understood in
// its metadata, which the SPA shows next to the demo badge.
import { describe, expect, it } from "vitest";
import { generate, json, pngBlob, signUp, solidPng } from "./helpers";

describe("demo engine: the understood prompt travels with the work", () => {
  it("stores the product kind and colours in the work's metadata", async () => {
    const { cookie } = await signUp();
    const body = await json(await generate(cookie, "红色运动鞋，白色背景"));
    expect(body.engine).toBe("builtin");
    expect(body.work.metadata.understood).toEqual({ shape: "shoe", objectColor: "red", background: "white" });
  });

  it("with references, claims only the background (the references are the product)", async () => {
    const { cookie } = await signUp();
    const body = await json(await generate(cookie, "red sneaker on a white background", [pngBlob(solidPng(64, 64, [0, 120, 200]))]));
    expect(body.work.metadata.understood).toEqual({ background: "white" });
  });
});
