// Every modal is named by its visible title (Chromium otherwise announces "dialog" and nothing
// more); a delete confirmation is an alertdialog, described by its question.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { WorkDialog } from "@/components/WorkDialog";
import { AdjustCreditsDialog } from "@/features/admin/users/AdjustCreditsDialog";
import type { AdminUser } from "@/features/admin/admin-api";
import type { Work } from "@/lib/works";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});
beforeEach(() => {
  globalThis.fetch = vi.fn(async () => Response.json({ styles: [] })) as typeof fetch;
  setLocale("en-US", { reload: false });
});
afterEach(cleanup);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === "paraglide"
        ? []
        : files(join(dir, e.name))
      : e.name.endsWith(".tsx")
        ? [join(dir, e.name)]
        : [],
  );
}

describe("dialog names", () => {
  it("every <dialog> in the SPA carries aria-labelledby or aria-label", () => {
    const unnamed = files("web").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<dialog\b[^>]*>/gs)]
        .filter((tag) => !/aria-label(ledby)?=/.test(tag[0]))
        .map(() => file),
    );
    expect(unnamed).toEqual([]);
  });

  it("the delete confirmation is an alertdialog named by its title and described by its question", () => {
    render(
      <ConfirmDialog
        open
        title="Delete this image?"
        body="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete this image?" });
    expect(dialog).toHaveProperty("open", true);
    expect(screen.getByRole("alertdialog", { description: "This cannot be undone." })).toBe(dialog);
  });

  it("a work's dialog is named by the work's title", async () => {
    const work: Work = {
      id: "w1",
      prompt: "a red perfume bottle",
      imageUrl: "/api/files/u/x/works/w1.png",
      variantUrls: { thumb: "/api/files/u/x/works/w1.png?v=thumb", display: "/api/files/u/x/works/w1.png?v=display" },
      creditsUsed: 1,
      style: null,
      metadata: { model: "builtin", engine: "gemini", action: "generate_image" },
      sourceImageUrl: null,
      sourceVariantUrls: null,
      source: "nano",
      parentId: null,
      rootId: "w1",
      version: 0,
      createdAt: "2026-11-20T10:00:00.000Z",
    };
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <WorkDialog work={{ ...work, versions: [work] }} onClose={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
    await act(async () => undefined);
    expect(screen.getByRole("dialog", { name: "a red perfume bottle" })).toBeTruthy();
  });

  it("the adjust-credits dialog is named by its heading", () => {
    const user = { id: "u1", username: "ann", email: "ann@example.com", balance: 3 } as AdminUser;
    render(<AdjustCreditsDialog user={user} onClose={() => undefined} onAdjusted={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Adjust credits" })).toBeTruthy();
  });
});
