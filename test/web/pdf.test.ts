// The hand-written PDF: one page per image, and an xref table whose offsets point at objects.
import { describe, expect, it } from "vitest";
import { imagesToPdf } from "@/features/storybook/pdf";

const fakeJpeg = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, ...new Array(n).fill(7), 0xff, 0xd9]);

describe("imagesToPdf", () => {
  it("writes one page per image with a valid cross-reference table", () => {
    const bytes = imagesToPdf([0, 1, 2, 3].map(() => ({ jpeg: fakeJpeg(50), width: 1200, height: 1300 })));
    const text = new TextDecoder("latin1").decode(bytes);
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(4);
    expect(text).toContain("/Count 4");
    const xrefAt = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(3 + 4 * 3 - 1);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });
});
