// The nano page offers the output sizes of the engine that serves it (GET /api/capabilities):
// none where it draws one size, each with the pixels it really makes where it draws several,
// and the chosen size goes with the request only where the engine draws it.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import type { ImageSizeOption } from "@/lib/capabilities";

const caps = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/capabilities", () => ({
  useCapabilities: () => caps.current,
  useDemoServes: (job: string) =>
    (caps.current as { engines?: Record<string, unknown> } | null)?.engines?.[job] === "builtin",
}));

import { imageSizeToSend } from "@/features/nano/parameters";
import { ParametersPanel, type Parameters } from "@/features/nano/ParametersPanel";

const FLUX2: ImageSizeOption[] = [
  { id: "1K", longSide: 1024 },
  { id: "2K", longSide: 1920 },
];
const params: Parameters = {
  prompt: "",
  temperature: 0.7,
  maxTokens: 2048,
  aspectRatio: "1:1",
  imageSize: "1K",
  images: [],
  apiKey: "",
  variants: 1,
  keepProduct: true,
};

function panel(sizes: ImageSizeOption[], onChange = vi.fn()) {
  caps.current = {
    imageSizes: sizes,
    engines: { image: "workers-ai" },
    transcription: false,
    devOutbox: false,
    imageEngine: "workers-ai",
  };
  render(<ParametersPanel value={params} onChange={onChange} onGenerate={() => {}} generating={false} />);
  return onChange;
}

beforeAll(() => setLocale("zh-CN", { reload: false }));
afterEach(cleanup);

describe("image size", () => {
  it("is not offered when the engine draws one size", () => {
    panel([{ id: "1K", longSide: 1024 }]);
    expect(screen.queryByRole("radiogroup", { name: "图像尺寸" })).toBeNull();
  });

  it("offers each size with its long side, and a pick changes the parameters", () => {
    const onChange = panel(FLUX2);
    const group = screen.getByRole("radiogroup", { name: "图像尺寸" });
    expect(group.textContent).toContain("1,920 像素");
    expect(screen.getByTestId("size-1K").getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByTestId("size-2K"));
    expect(onChange).toHaveBeenCalledWith({ ...params, imageSize: "2K" });
  });

  it("sends a size only where the engine offers a choice and draws it", () => {
    expect(imageSizeToSend("2K", FLUX2)).toBe("2K");
    expect(imageSizeToSend("4K", FLUX2)).toBeUndefined();
    expect(imageSizeToSend("1K", [{ id: "1K", longSide: 1024 }])).toBeUndefined();
  });
});
