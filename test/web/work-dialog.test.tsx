// A creation's detail dialog and the usage table name things in the current UI language from
// stored ids, and a refined creation shows its versions with the original prompt kept visible.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { WorkDialog } from "@/components/WorkDialog";
import { UsageTable } from "@/features/credits/UsageTable";
import type { Creation, Work } from "@/lib/works";

/** What GET /api/styles answers: the admin-managed styles with a name per language. */
const STYLES = [
  {
    id: "ukiyo-e",
    groupId: "eastern",
    icon: "🌊",
    name: { "zh-CN": "浮世绘", "en-US": "Ukiyo-e" },
    description: {},
    sortOrder: 1,
  },
];

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});
beforeEach(() => {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes("/api/styles") ? Response.json({ styles: STYLES }) : new Response(null, { status: 404 }),
  ) as typeof fetch;
  setLocale("en-US", { reload: false });
});
afterEach(cleanup);

async function show(ui: ReactNode) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  await act(async () => undefined); // the styles list arrives
}

let n = 0;
function work(fields: Partial<Work>): Work {
  const id = fields.id ?? `w${n++}`;
  return {
    id,
    prompt: "p",
    imageUrl: `/api/files/u/x/works/${id}.png`,
    variantUrls: {
      thumb: `/api/files/u/x/works/${id}.png?v=thumb`,
      display: `/api/files/u/x/works/${id}.png?v=display`,
    },
    creditsUsed: 1,
    style: null,
    metadata: { model: "builtin", engine: "gemini", action: "generate_image" },
    sourceImageUrl: null,
    sourceVariantUrls: null,
    source: "nano",
    parentId: null,
    rootId: id,
    version: 0,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}
const single = (w: Work): Creation => ({ ...w, versions: [w] });

describe("a refined creation", () => {
  const v0 = work({ id: "root", prompt: "a red perfume bottle" });
  const v1 = work({
    id: "v1",
    prompt: "black and white",
    rootId: "root",
    parentId: "root",
    version: 1,
    metadata: { ...v0.metadata, action: "optimize_image", instruction: "black and white" },
  });
  const v2 = work({
    id: "v2",
    prompt: "brighter",
    rootId: "root",
    parentId: "v1",
    version: 2,
    metadata: { ...v0.metadata, action: "optimize_image", instruction: "brighter" },
  });
  const creation: Creation = { ...v2, versions: [v0, v1, v2] };

  it("opens on the newest version, keeps the original prompt and lists each refinement; steps through versions", async () => {
    await show(<WorkDialog work={creation} onClose={() => undefined} />);
    // The image shown is a version's display variant (its original is for downloads).
    const image = () => screen.getByTestId("work-image").getAttribute("src")?.replace("?v=display", "");
    expect(image()).toBe(v2.imageUrl);
    expect(screen.getByTestId("work-prompt").textContent).toBe("a red perfume bottle");
    expect(
      within(screen.getByTestId("work-refinements"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Version 1black and white", "Version 2brighter"]);
    expect(screen.getAllByTestId("version-chip").map((c) => c.textContent)).toEqual([
      "Original",
      "Version 1",
      "Version 2",
    ]);

    fireEvent.click(screen.getByTestId("version-previous"));
    expect(image()).toBe(v1.imageUrl);
    fireEvent.click(screen.getByText("Original"));
    expect(image()).toBe(v0.imageUrl);
    expect(screen.getByTestId("work-prompt").textContent).toBe("a red perfume bottle");
  });

  it("shows the version a tool makes, even while the original was on show", async () => {
    const ui = (c: Creation) => (
      <Provider store={store}>
        <MemoryRouter>
          <WorkDialog work={c} onClose={() => undefined} />
        </MemoryRouter>
      </Provider>
    );
    const store = createStore();
    const { rerender } = render(ui(creation));
    await act(async () => undefined);
    fireEvent.click(screen.getByText("Original"));
    const image = () => screen.getByTestId("work-image").getAttribute("src")?.replace("?v=display", "");
    expect(image()).toBe(v0.imageUrl);
    const v3 = work({ id: "v3", prompt: "a red perfume bottle", rootId: "root", parentId: "root", version: 3 });
    rerender(ui({ ...v3, versions: [v0, v1, v2, v3] }));
    expect(image()).toBe(v3.imageUrl);
    expect(
      screen.getAllByTestId("version-chip").find((c) => c.getAttribute("aria-pressed") === "true")?.textContent,
    ).toBe("Version 3");
  });

  it("deletes one later version, or the whole creation through its original", async () => {
    const onDelete = vi.fn();
    await show(<WorkDialog work={creation} onClose={() => undefined} onDelete={onDelete} />);
    fireEvent.click(screen.getByTestId("version-previous"));
    fireEvent.click(screen.getByTestId("work-delete-version"));
    expect(onDelete).toHaveBeenLastCalledWith(v1, creation);
    fireEvent.click(screen.getByTestId("work-delete"));
    expect(onDelete).toHaveBeenLastCalledWith(v0, creation);
    fireEvent.click(screen.getByText("Original"));
    expect(screen.queryByTestId("work-delete-version")).toBeNull();
  });
});

describe("names in the current language", () => {
  const room = work({
    source: "interior",
    style: "industrial",
    prompt: "Redesign this living room photo in a industrial style: exposed brick or concrete",
    metadata: {
      model: "builtin",
      engine: "builtin",
      action: "interior_design",
      roomType: "living_room",
      designStyle: "industrial",
    },
  });
  const art = work({
    source: "art_studio",
    style: "ukiyo-e",
    prompt: "浮世绘",
    metadata: { model: "builtin", engine: "builtin", action: "transform_image" },
  });
  const book = work({
    source: "storybook",
    style: "sci_fi",
    prompt: "The Moon Rabbit",
    metadata: { model: "builtin", engine: "builtin", action: "generate_storybook" },
  });

  it("titles a later version of an art work by its creation, not by the edit's instruction", async () => {
    const original = work({ id: "art0", source: "art_studio", style: "gone-style", prompt: "Watercolour" });
    const edit = work({
      id: "art1",
      source: "art_studio",
      style: "gone-style",
      prompt: "make it black and white",
      rootId: "art0",
      parentId: "art0",
      version: 1,
      metadata: { ...original.metadata, action: "edit_region", instruction: "make it black and white" },
    });
    await show(<WorkDialog work={{ ...edit, versions: [original, edit] }} onClose={() => undefined} />);
    expect(screen.getByTestId("work-title").textContent).toBe("Watercolour");
  });

  it("titles a room design by its room and style, never the engine's prompt", async () => {
    await show(<WorkDialog work={single(room)} onClose={() => undefined} />);
    expect(screen.getByTestId("work-title").textContent).toBe("Living room · Industrial");
    expect(screen.getByTestId("work-style").textContent).toBe("Industrial");
    expect(document.body.textContent).not.toContain("Redesign this");
    cleanup();
    setLocale("zh-CN", { reload: false });
    await show(<WorkDialog work={single(room)} onClose={() => undefined} />);
    expect(screen.getByTestId("work-title").textContent).toBe("客厅 · 工业风");
  });

  it("names an art style and a story style, not their ids nor the language the work was made in", async () => {
    await show(<WorkDialog work={single(art)} onClose={() => undefined} />);
    expect(screen.getByTestId("work-title").textContent).toBe("Ukiyo-e");
    expect(screen.getByTestId("work-style").textContent).toBe("Ukiyo-e");
    cleanup();
    await show(<WorkDialog work={single(book)} onClose={() => undefined} />);
    expect(screen.getByTestId("work-title").textContent).toBe("The Moon Rabbit");
    expect(screen.getByTestId("work-style").textContent).toBe("Science fiction");
  });

  it("describes art, interior and storybook charges in the usage table", async () => {
    const at = "2026-11-22T00:00:00.000Z";
    await show(
      <UsageTable
        records={[
          {
            id: "1",
            actionType: "transform_image",
            creditsUsed: 1,
            metadata: { style: "ukiyo-e", fileName: "cat.png" },
            createdAt: at,
          },
          {
            id: "2",
            actionType: "interior_design",
            creditsUsed: 2,
            metadata: { taskId: "t1", type: "interior_design", roomType: "bedroom", designStyle: "japanese" },
            createdAt: at,
          },
          {
            id: "3",
            actionType: "generate_storybook",
            creditsUsed: 10,
            metadata: { taskId: "t2", type: "storybook", style: "sci_fi", title: "The Moon Rabbit" },
            createdAt: at,
          },
          {
            id: "4",
            actionType: "generate_storybook",
            creditsUsed: 10,
            metadata: { taskId: "t3", type: "storybook", style: "fairy_tale" },
            createdAt: at,
          },
        ]}
      />,
    );
    const details = screen.getAllByTestId("usage-row").map((row) => row.lastElementChild?.textContent);
    expect(details).toEqual(["Ukiyo-e", "Bedroom · Japanese", "The Moon Rabbit", "Fairy tale"]);
  });
});
