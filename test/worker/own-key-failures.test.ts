// A creation on the user's own Gemini key is never charged, so however it fails the error must
// say so (ownKey): the SPA then says their key failed and nothing was charged, not "refunded".
// That holds for failures that are not the provider's too (here: storing the image).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { ledgerBalance } from "../../worker/features/credits/service";
import { generateProductImage } from "../../worker/features/creations/service";
import { toAppError } from "../../worker/features/creations/paid-creation";
import { fakes } from "./support/provider-fakes";
import { me, signUp } from "./support/users";

const uniq = (scenario: string) => `${scenario}:own-${crypto.randomUUID()}`;

/** A bucket whose writes fail, as R2 can. */
const failingFiles = {
  put: async () => Promise.reject(new Error("R2 unavailable")),
  delete: async () => undefined,
} as unknown as R2Bucket;

describe("own-key failures", () => {
  it("an own-key creation that fails after the provider answered says ownKey, not a refund", async () => {
    const { cookie } = await signUp();
    const userId = (await me(cookie)).user.id;
    const db = createDb(env.DB);
    const ctx = { env: { ...env, GEMINI_BASE_URL: fakes.gemini, FILES: failingFiles }, userId, db };
    const error = await generateProductImage(ctx, {
      prompt: "a teapot",
      referenceImages: [],
      temperature: 0.7,
      maxTokens: 256,
      aspectRatio: "1:1",
      userGeminiKey: uniq("ok"),
    }).catch((e) => e);
    expect(error).toMatchObject({
      code: "ENGINE_FAILED",
      details: { kind: "PROVIDER_ERROR", refunded: false, ownKey: true },
    });
    expect(await ledgerBalance(db, userId)).toBe(5);
  });

  it("toAppError keeps ownKey on an unexpected error, and leaves it off a charged one", () => {
    expect(toAppError(new TypeError("boom"), false, { ownKey: true })).toMatchObject({
      code: "ENGINE_FAILED",
      details: { ownKey: true, refunded: false },
    });
    expect(
      (toAppError(new TypeError("boom"), true) as { details?: Record<string, unknown> }).details,
    ).not.toHaveProperty("ownKey");
  });
});
