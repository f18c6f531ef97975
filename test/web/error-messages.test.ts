// Every code a refused request can carry (test/shared/translated-codes.ts, checked by the
// worker's adversarial tests) reads as its own message in the SPA, not "unknown error".
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/error-messages";
import { m } from "@/paraglide/messages.js";
import { TRANSLATED_CODES } from "../shared/translated-codes";

describe("error messages", () => {
  it.each(TRANSLATED_CODES)("%s has a message of its own", (code) => {
    const text = errorMessage(new ApiError(400, code, "server text"));
    expect(text).not.toBe(m.error_unknown());
    expect(text).not.toBe("server text");
    expect(text.trim()).not.toBe("");
  });
});
