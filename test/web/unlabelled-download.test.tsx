// "Download without the visible label" (Article 9) in a creation's dialog: a user who has not
// taken on the labelling duty is told what it is and downloads only after ticking the undertaking
// (which POSTs the acceptance); one who has accepted downloads at once with ?label=none; a
// refusal (withdrawn in another tab) asks again; nothing is offered where the label is not drawn.
// The translated AI badge has its accessible name.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { WorkDialog } from "@/components/WorkDialog";
import { queryClient } from "@/lib/query-client";
import type { Work } from "@/lib/works";

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

type World = { accepted: boolean; drawn: boolean; refuseDownload?: boolean };
let world: World;
let sent: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const consent = () => ({
  accepted: world.accepted,
  acceptedAt: world.accepted ? "2026-11-27T10:00:00.000Z" : null,
  withdrawnAt: null,
});

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
  URL.createObjectURL = () => "blob:picture";
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  queryClient.clear();
  sent = [];
  setLocale("en-US", { reload: false });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    sent.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === "/api/capabilities")
      return json({
        imageEngine: "gemini",
        imageSizes: [],
        transcription: false,
        devOutbox: false,
        engines: {},
        visibleLabel: world.drawn,
      });
    if (url.pathname === "/api/styles") return json({ styles: [] });
    if (url.pathname === "/api/account/unlabelled-downloads") {
      if (method === "POST") world.accepted = true;
      return json(consent());
    }
    if (url.pathname === work.imageUrl && url.searchParams.get("label") === "none") {
      if (!world.accepted || world.refuseDownload)
        return json({ error: { code: "UNLABELLED_DOWNLOAD_NOT_ACCEPTED", message: "accept first" } }, 403);
      return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } });
    }
    return json({ error: { code: "NOT_FOUND", message: "not faked" } }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <WorkDialog work={work} onClose={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => undefined);
}
const click = async (el: HTMLElement) => act(async () => void fireEvent.click(el));
const downloads = () => sent.filter((s) => s.includes("label=none"));

describe("download without the visible label", () => {
  it("explains the duty first, and downloads only after the user ticks the undertaking and accepts", async () => {
    world = { accepted: false, drawn: true };
    await openDialog();
    await click(await screen.findByTestId("download-unlabelled"));
    expect(screen.getByTestId("labelling-duty-dialog")).toHaveProperty("open", true);
    expect(screen.getByText(/you must undertake to label them yourself/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "About AI content labels" }).getAttribute("href")).toBe("/ai-labels");
    const accept = screen.getByTestId("labelling-duty-accept");
    expect(accept).toHaveProperty("disabled", true);
    expect(sent).not.toContain("POST /api/account/unlabelled-downloads");
    expect(downloads()).toEqual([]);

    await click(screen.getByTestId("labelling-duty-agree"));
    expect(accept).toHaveProperty("disabled", false);
    await click(accept);
    expect(sent).toContain("POST /api/account/unlabelled-downloads");
    expect(downloads()).toEqual([`GET ${work.imageUrl}?label=none`]);
    expect(screen.queryByTestId("labelling-duty-dialog")).toBeNull();
  });

  it("downloads at once once accepted; a refusal (withdrawn elsewhere) asks again", async () => {
    world = { accepted: true, drawn: true };
    await openDialog();
    await click(await screen.findByTestId("download-unlabelled"));
    expect(downloads()).toHaveLength(1);
    expect(screen.queryByTestId("labelling-duty-dialog")).toBeNull();

    world.refuseDownload = true;
    await click(await screen.findByTestId("download-unlabelled"));
    expect(downloads()).toHaveLength(2);
    expect(screen.getByTestId("labelling-duty-dialog")).toBeTruthy();
  });

  it("is not offered where the label is not drawn; the badge is there either way, with its accessible name", async () => {
    world = { accepted: false, drawn: false };
    await openDialog();
    await waitFor(() => expect(sent).toContain("GET /api/capabilities"));
    await act(async () => undefined);
    expect(screen.queryByTestId("download-unlabelled")).toBeNull();
    expect(screen.getByTestId("work-download")).toBeTruthy();
    const badge = screen.getByRole("img", { name: "Picture generated by AI" });
    expect(badge.textContent).toBe("AI-generated");
    setLocale("ja-JP", { reload: false });
    cleanup();
    await openDialog();
    expect(screen.getByRole("img", { name: "AI が生成した画像" }).textContent).toBe("AI 生成画像");
  });
});
