// The reference-image picker enforces the spec's limits before anything is uploaded.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { ReferenceImages, type ReferenceImage } from "@/features/nano/ReferenceImages";
import { UsageTable } from "@/features/credits/UsageTable";
import { setLocale } from "@/paraglide/runtime.js";

beforeAll(() => {
  setLocale("zh-CN", { reload: false });
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: "image/png" });

function pick(files: File[]) {
  const input = screen.getByTestId("reference-input") as HTMLInputElement;
  act(() => {
    fireEvent.change(input, { target: { files } });
  });
}

describe("ReferenceImages", () => {
  it("adds images, silently ignores non-images", () => {
    const onChange = vi.fn();
    render(<ReferenceImages images={[]} onChange={onChange} />);
    pick([png("a.png"), new File(["hello"], "notes.txt", { type: "text/plain" })]);
    const added = onChange.mock.calls[0][0] as ReferenceImage[];
    expect(added.map((i) => i.file.name)).toEqual(["a.png"]);
  });

  it("refuses a fourth image with the spec's message", () => {
    const error = vi.spyOn(toast, "error");
    const onChange = vi.fn();
    const three = ["1", "2", "3"].map((id) => ({ id, file: png(`${id}.png`), preview: "blob:x" }));
    const full = render(<ReferenceImages images={three} onChange={onChange} />);
    expect(screen.queryByText("添加图片")).toBeNull();
    full.unmount();
    render(<ReferenceImages images={three.slice(0, 2)} onChange={onChange} />);
    pick([png("x.png"), png("y.png")]);
    expect(onChange).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("图片数量限制", { description: "最多只能上传3张参考图片" });
  });

  it("refuses an image over 5 MB", () => {
    const error = vi.spyOn(toast, "error");
    const onChange = vi.fn();
    render(<ReferenceImages images={[]} onChange={onChange} />);
    pick([png("big.png", 5 * 1024 * 1024 + 1)]);
    expect(onChange).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("图片大小不能超过 5MB");
  });
});

describe("UsageTable", () => {
  it("shows spends as −n in red and grants as +n in green, with labels", () => {
    render(
      <UsageTable
        records={[
          {
            id: "1",
            actionType: "generate_image",
            creditsUsed: 1,
            metadata: { prompt: "猫" },
            createdAt: "2026-11-22T00:00:00.000Z",
          },
          {
            id: "2",
            actionType: "signup_bonus",
            creditsUsed: -5,
            metadata: null,
            createdAt: "2026-11-21T00:00:00.000Z",
          },
        ]}
      />,
    );
    const rows = screen.getAllByTestId("usage-row");
    expect(rows[0].textContent).toContain("生成图片");
    expect(rows[0].querySelector(".text-error")?.textContent).toBe("-1");
    expect(rows[1].textContent).toContain("注册奖励");
    expect(rows[1].querySelector(".text-success")?.textContent).toBe("+5");
  });

  it("says so when there are no records", () => {
    render(<UsageTable records={[]} />);
    expect(screen.getByText("暂无使用记录")).toBeTruthy();
  });
});
