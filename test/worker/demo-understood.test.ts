// Through the real Worker: a work made by the demo engine keeps what the engine understood in
// its metadata, which the SPA shows next to the demo badge.
import { describe, expect, it } from "vitest";
import { ok } from "./support/client";
import { generate, pngBlob, solidPng } from "./support/images";
import { signUp } from "./support/users";

describe("demo engine: the understood prompt travels with the work", () => {
  it("stores the product kind and colours in the work's metadata", async () => {
    const { cookie } = await signUp();
    const body = await ok(generate(cookie, "红色运动鞋，白色背景"), 201);
    expect(body.engine).toBe("builtin");
    expect(body.work.metadata.understood).toEqual({ shape: "shoe", objectColor: "red", background: "white" });
  });

  it("with references, claims only the background (the references are the product)", async () => {
    const { cookie } = await signUp();
    const body = await ok(
      generate(cookie, "red sneaker on a white background", [pngBlob(solidPng(64, 64, [0, 120, 200]))]),
      201,
    );
    expect(body.work.metadata.understood).toEqual({ background: "white" });
  });
});
