// Downloads are named after what the server sent: provider images keep their format, so a
// JPEG result must not be saved as ".png".
import { describe, expect, it } from "vitest";
import { fileNameFor } from "@/lib/download";

describe("download file names", () => {
  it.each([
    ["product-1.png", "image/png", "product-1.png"],
    ["product-1.png", "image/jpeg", "product-1.jpg"],
    ["artwork-abc.png", "image/webp", "artwork-abc.webp"],
    ["interior-design-2.png", "image/jpeg; charset=binary", "interior-design-2.jpg"],
    ["page", "image/png", "page.png"],
    ["product-1.png", "application/octet-stream", "product-1.png"],
  ])("%s served as %s is saved as %s", (name, type, expected) => {
    expect(fileNameFor(name, type)).toBe(expected);
  });
});
