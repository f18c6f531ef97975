// Names and pictures a person may set through better-auth's own endpoints (sign-up, update-user).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rawCall as call, objectOf } from "./support/client";
import { signUp, uniqueEmail } from "./support/users";

const post = (path: string, body: unknown, cookie?: string) =>
  call(path, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("profile fields", () => {
  it.each([
    ["null name", { name: null }, "INVALID_NAME"],
    ["object name", { name: { first: "a" } }, "INVALID_NAME"],
    ["number name", { name: 12345 }, "INVALID_NAME"],
    ["101-character name", { name: "x".repeat(101) }, "INVALID_NAME"],
    // Past the 64 KB every auth body may have: refused while it is read, before parsing.
    ["100 001-character name", { name: "x".repeat(100_001) }, "PAYLOAD_TOO_LARGE"],
    ["javascript: picture", { image: "javascript:alert(1)" }, "INVALID_IMAGE_URL"],
    ["http picture", { image: "http://example.com/a.png" }, "INVALID_IMAGE_URL"],
  ])("update-user refuses a %s and changes nothing", async (_, body, code) => {
    const { cookie, email } = await signUp();
    const res = await post("/api/auth/update-user", body, cookie);
    expect(res.status).toBe(code === "PAYLOAD_TOO_LARGE" ? 413 : 400);
    expect(await objectOf(res)).toMatchObject({ code });
    const row = await env.DB.prepare("SELECT name, image FROM user WHERE email = ?")
      .bind(email)
      .first<{ name: string; image: string | null }>();
    expect(row).toEqual({ name: email.split("@")[0], image: null });
  });

  it("sign-up refuses an over-long name before any user exists; a normal update works", async () => {
    const email = uniqueEmail("longname");
    const res = await post("/api/auth/sign-up/email", { email, password: "secret123", name: "n".repeat(101) });
    expect(res.status).toBe(400);
    expect(await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first()).toBeNull();
    const { cookie } = await signUp();
    expect(
      (await post("/api/auth/update-user", { name: "小明", image: "https://example.com/me.png" }, cookie)).status,
    ).toBe(200);
  });
});
