// A batch's export packs when some works' packs could not be made (issue 28): the ZIP still
// downloads, and the dialog says how many works it holds and, as a warning, how many failed
// (named in its report.json), in the seller's language, never leaving them out silently.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BatchExport } from "@/features/batch/BatchExport";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi } from "./support/fake-api";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
  URL.createObjectURL = () => "blob:zip";
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

describe("a batch export with failed packs", () => {
  it.each(["zh-CN", "ar-SA"] as const)(
    "says how many were exported and warns of the failed ones (%s)",
    async (locale) => {
      setLocale(locale, { reload: false });
      const sent = fakeApi(({ method, path }) =>
        method === "POST" && path === "/api/batches/b1/export"
          ? {
              body: ZIP,
              headers: {
                "content-type": "application/zip",
                "content-disposition": 'attachment; filename="batch-b1-export.zip"',
                "x-export-works": "3",
                "x-export-failed": "1",
                "x-export-parts": "1",
              },
            }
          : undefined,
      );
      const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
      render(<BatchExport batchId="b1" works={3} />);
      await act(async () => void fireEvent.click(screen.getByTestId("batch-export-open")));
      await act(async () => void fireEvent.click(screen.getByTestId("export-pack-target-jd")));
      await act(async () => void fireEvent.click(screen.getByTestId("batch-export-start")));

      const result = await screen.findByTestId("batch-export-result");
      expect(result.getAttribute("role")).toBe("status");
      expect(result.textContent).toContain(m.batch_export_done({ works: 2 }));
      expect(screen.getByTestId("batch-export-failed").textContent).toBe(m.batch_export_some_failed({ failed: 1 }));
      expect(sent.find((r) => r.method === "POST")?.body).toMatchObject({ targets: ["jd"], part: 1, locale });
      expect(clicked).toHaveBeenCalledTimes(1);
      clicked.mockRestore();
    },
  );

  it("shows no warning when every pack was made", async () => {
    setLocale("zh-CN", { reload: false });
    fakeApi(({ method }) =>
      method === "POST"
        ? { body: ZIP, headers: { "x-export-works": "2", "x-export-failed": "0", "x-export-parts": "1" } }
        : undefined,
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render(<BatchExport batchId="b1" works={2} />);
    await act(async () => void fireEvent.click(screen.getByTestId("batch-export-open")));
    await act(async () => void fireEvent.click(screen.getByTestId("export-pack-target-jd")));
    await act(async () => void fireEvent.click(screen.getByTestId("batch-export-start")));
    expect((await screen.findByTestId("batch-export-result")).textContent).toBe(m.batch_export_done({ works: 2 }));
    expect(screen.queryByTestId("batch-export-failed")).toBeNull();
  });
});
