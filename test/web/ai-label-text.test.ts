// The admin's label text, checked before it is drawn or saved: empty, too many characters (as the
// Worker counts them), no ink, or ink too wide for a corner; and the mask's base64 for the PUT.
import { describe, expect, it } from "vitest";
import { maskProblem, textProblem, toBase64 } from "@/features/admin/ai-labels/label-text";
import { LABEL_TEXT_MAX, MASK_MAX_ASPECT } from "../../shared/label-mask";

const mask = (width: number, height: number) => ({ width, height, alpha: new Uint8Array(width * height) });

describe("the label text", () => {
  it("is refused empty, blank or longer than the Worker takes", () => {
    expect(textProblem("")).toBe("empty");
    expect(textProblem("   ")).toBe("empty");
    expect(textProblem("AI生成")).toBeNull();
    expect(textProblem(` ${"字".repeat(LABEL_TEXT_MAX)} `)).toBeNull();
    expect(textProblem("字".repeat(LABEL_TEXT_MAX + 1))).toBe("too_long");
  });

  it("is refused when it draws nothing or its ink is too wide for the corner", () => {
    expect(maskProblem(null)).toBe("no_ink");
    expect(maskProblem(mask(284, 94))).toBeNull(); // the default "AI生成"
    expect(maskProblem(mask(MASK_MAX_ASPECT * 80, 80))).toBeNull();
    expect(maskProblem(mask(MASK_MAX_ASPECT * 80 + 1, 80))).toBe("too_wide");
  });

  it("sends the mask as base64, however large", () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => i % 251);
    expect(Uint8Array.from(atob(toBase64(bytes)), (c) => c.charCodeAt(0))).toEqual(bytes);
  });
});
