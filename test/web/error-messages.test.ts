// Every code a refused request can carry (test/shared/translated-codes.ts, checked by the
// worker's adversarial tests) reads as its own message in the SPA, not "unknown error".
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/error-messages";
import { m } from "@/paraglide/messages.js";
import { getLocale, setLocale } from "@/paraglide/runtime.js";
import { TRANSLATED_CODES } from "../shared/translated-codes";

describe("error messages", () => {
  it.each(TRANSLATED_CODES)("%s has a message of its own", (code) => {
    const text = errorMessage(new ApiError(400, code, "server text"));
    expect(text).not.toBe(m.error_unknown());
    expect(text).not.toBe("server text");
    expect(text.trim()).not.toBe("");
  });
});

describe("codes outside the refusals", () => {
  // Every ErrorCode has an entry in the SPA's table (a Record<ErrorCode, …>, so tsc fails on a
  // new code without one); these two used to fall through to "unknown error".
  it("a server failure (INTERNAL, or a 5xx without our JSON body) says it was on our side", () => {
    expect(errorMessage(new ApiError(500, "INTERNAL", "server text"))).toBe(m.error_internal());
    expect(m.error_internal()).not.toBe(m.error_unknown());
  });

  it("a retried request the refund sweep paid back says it was refunded and to send it again", () => {
    expect(errorMessage(new ApiError(409, "REQUEST_REFUNDED", "server text", { refunded: true }))).toBe(
      m.error_request_refunded(),
    );
    expect(m.error_request_refunded({}, { locale: "en-US" })).toContain("refunded");
  });

  it("a taken style id says so outside the admin pages too", () => {
    expect(errorMessage(new ApiError(409, "STYLE_EXISTS", "server text"))).toBe(m.admin_style_exists());
  });

  it("a code this build does not know (a newer server) still reads as unknown error", () => {
    expect(errorMessage(new ApiError(400, "SOMETHING_NEW" as never, "server text"))).toBe(m.error_unknown());
    expect(errorMessage(new Error("not from the API"))).toBe(m.error_unknown());
  });
});

describe("provider failures", () => {
  const failed = (details: Record<string, unknown>) =>
    errorMessage(new ApiError(502, "ENGINE_FAILED", "server text", details));

  it.each([
    ["MODEL_UNAVAILABLE", m.error_engine_model_unavailable()],
    ["OVERLOADED", m.error_engine_overloaded()],
    ["REGION_REFUSED", m.error_engine_region_refused()],
    ["ORG_NOT_VERIFIED", m.error_engine_org_not_verified()],
    ["BAD_KEY", m.error_engine_bad_key()],
  ])("%s reads as its own reason, with the refund", (kind, reason) => {
    expect(failed({ kind, refunded: true })).toBe(`${reason} ${m.error_refunded()}`);
  });

  it("a failure without a specific reason says the credits were refunded once, not twice", () => {
    const before = getLocale();
    try {
      setLocale("zh-CN", { reload: false });
      expect(failed({ kind: "PROVIDER_ERROR", refunded: true }).match(/积分已退还/g)).toHaveLength(1);
      setLocale("en-US", { reload: false });
      expect(failed({ kind: "PROVIDER_ERROR", refunded: true }).match(/refunded/gi)).toHaveLength(1);
      // Nothing came back (the refund itself failed): say nothing about a refund.
      expect(failed({ kind: "PROVIDER_ERROR", refunded: false })).not.toMatch(/refund/i);
    } finally {
      setLocale(before, { reload: false });
    }
  });

  it("an organization that is not verified is not reported as a bad key", () => {
    expect(failed({ kind: "ORG_NOT_VERIFIED", refunded: true })).not.toContain(m.error_engine_bad_key());
  });

  it("a failure of the user's own key says their key failed and nothing was charged", () => {
    const text = failed({ kind: "BAD_KEY", refunded: false, ownKey: true });
    expect(text).toBe(`${m.error_engine_own_key_rejected()} ${m.error_engine_own_key_not_charged()}`);
    expect(text).not.toContain(m.error_refunded());
    expect(failed({ kind: "OVERLOADED", refunded: false, ownKey: true })).toBe(
      `${m.error_engine_own_key_failed()} ${m.error_engine_overloaded()} ${m.error_engine_own_key_not_charged()}`,
    );
  });

  it.each(["PROVIDER_ERROR", "NO_IMAGE", "TIMEOUT", "QUOTA", "SAFETY", "SOMETHING_NEW", ""])(
    "an own-key failure of kind %s says the user's key failed and nothing was charged, never a refund",
    (kind) => {
      const text = failed({ kind, refunded: false, ownKey: true });
      expect(text.startsWith(m.error_engine_own_key_failed())).toBe(true);
      expect(text.endsWith(m.error_engine_own_key_not_charged())).toBe(true);
      expect(text).not.toContain(m.error_engine_failed());
      expect(text).not.toContain(m.error_refunded());
      expect(text).not.toContain(m.error_unknown());
    },
  );
});
