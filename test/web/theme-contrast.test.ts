// The theme's text colours against its backgrounds, computed from web/styles.css the way axe does
// (WCAG relative luminance, alpha composited in sRGB): every text token and the muted steps keep
// 4.5:1 on base-100 and base-200, so no page needs its own fix.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync("web/styles.css", "utf8");

function token(name: string): [number, number, number] {
  const match = css.match(new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`));
  if (!match) throw new Error(`no oklch token --color-${name}`);
  return [Number(match[1]) / 100, Number(match[2]), Number(match[3])];
}

/** OKLCH → linear sRGB (Björn Ottosson's matrices), clipped to the gamut. */
function linear([L, C, h]: [number, number, number]) {
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((x) => Math.min(1, Math.max(0, x)));
}
const encode = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
const decode = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
const luminance = (rgb: number[]) => 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];

/** Contrast of `fg` at `alpha` over `bg` (both theme tokens). */
function contrast(fg: string, bg: string, alpha = 1) {
  const back = linear(token(bg));
  const front = linear(token(fg)).map((c, i) => decode(encode(c) * alpha + encode(back[i]) * (1 - alpha)));
  const [hi, lo] = [luminance(front), luminance(back)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("theme contrast", () => {
  it("muted text (base-content/60, and /50 and /45 which resolve to it) keeps 4.5:1", () => {
    expect(contrast("base-content", "base-100", 0.6)).toBeGreaterThanOrEqual(4.5);
    expect(contrast("base-content", "base-200", 0.6)).toBeGreaterThanOrEqual(4.5);
    expect(css).toMatch(
      /\.text-base-content\\\/50,\s*\.text-base-content\\\/45,[^{]*\{\s*color: color-mix\(in oklab, var\(--color-base-content\) 60%, transparent\)/,
    );
  });

  it.each(["success", "error", "warning", "primary"])("text-%s keeps 4.5:1 on base-100 and base-200", (name) => {
    expect(contrast(name, "base-100")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(name, "base-200")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["primary", "success", "error", "warning"])("%s-content keeps 4.5:1 on its own fill", (name) => {
    expect(contrast(`${name}-content`, name)).toBeGreaterThanOrEqual(4.5);
  });
});
