// The art studio's style list follows the admin while the page is open: the subtitle counts the
// styles it offers (plural forms, no hard-coded 21); a style turned off meanwhile is refused by
// the server without a charge, and the studio then says so, reloads the list and moves on to a
// style that is still offered; coming back to the tab picks up styles added since.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import ArtStudioPage from "@/features/art-studio/ArtStudioPage";
import { sessionAtom, type Me } from "@/lib/session";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi } from "./support/fake-api";

beforeAll(() => {
  URL.createObjectURL = () => "blob:photo";
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const style = (id: string, en: string) => ({
  id,
  group: "modern",
  icon: "🎨",
  name: { "zh-CN": `中文${en}`, "en-US": en },
  description: {},
});
const capabilities = {
  imageEngine: "builtin",
  transcription: false,
  devOutbox: false,
  engines: { image: "builtin", interior: "builtin", storybook: "builtin", narration: null, transcription: null },
};

function openStudio(offered: { list: ReturnType<typeof style>[] }, disabled: Set<string>) {
  const sent = fakeApi(({ method, path, body }) => {
    if (path === "/api/styles") return { body: { styles: offered.list } };
    if (path === "/api/capabilities") return { body: capabilities };
    if (method === "POST" && path === "/api/images/transform") {
      const styleId = (body as FormData).get("styleId") as string;
      if (disabled.has(styleId))
        return {
          status: 404,
          body: { error: { code: "STYLE_NOT_FOUND", message: "turned off", details: { styleId, disabled: true } } },
        };
      return { body: { work: transformed(styleId), engine: "builtin", credits: 4 } };
    }
    return undefined;
  });
  const store = createStore();
  store.set(sessionAtom, {
    status: "signedIn",
    me: { credits: 5, user: { id: "u1", email: "a@example.com" } } as unknown as Me,
  });
  render(
    <Provider store={store}>
      <ArtStudioPage />
    </Provider>,
  );
  return sent;
}

const transformed = (styleId: string) => ({
  id: `work-${styleId}`,
  rootId: `work-${styleId}`,
  prompt: styleId,
  imageUrl: `/api/files/u/x/${styleId}.png`,
  source: "art_studio",
  style: styleId,
  version: 0,
  creditsUsed: 1,
  createdAt: "2026-11-24T03:00:00.000Z",
  metadata: { width: 64, height: 64 },
});

const select = () => screen.getByTestId("style-select") as unknown as HTMLSelectElement;
const options = () => [...select().options].map((o) => o.value);

describe("art studio styles", () => {
  it("counts the offered styles in the subtitle, with the language's plural forms", async () => {
    setLocale("en-US", { reload: false });
    const offered = { list: [style("anime", "Anime"), style("neon", "Neon"), style("ink", "Ink")] };
    openStudio(offered, new Set());
    expect((await screen.findByTestId("art-subtitle")).textContent).toContain("(3 styles available)");
    cleanup();
    openStudio({ list: [style("anime", "Anime")] }, new Set());
    expect((await screen.findByTestId("art-subtitle")).textContent).toContain("(1 style available)");
    cleanup();
    setLocale("ru-RU", { reload: false });
    openStudio({ list: [style("a", "A"), style("b", "B")] }, new Set());
    expect((await screen.findByTestId("art-subtitle")).textContent).toContain("доступно 2 стиля");
    setLocale("en-US", { reload: false });
  });

  it("a style turned off while the page is open: refused, said so, the list reloaded and the next style chosen", async () => {
    setLocale("en-US", { reload: false });
    const offered = { list: [style("neon", "Neon"), style("anime", "Anime")] };
    const disabled = new Set<string>();
    const sent = openStudio(offered, disabled);
    await screen.findByTestId("style-select");
    expect(options()).toEqual(["neon", "anime"]);
    expect(select().value).toBe("neon");

    // The admin turns "neon" off; the user, with the page still open, uploads a photo.
    offered.list = [style("anime", "Anime")];
    disabled.add("neon");
    const error = vi.spyOn(toast, "error");
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cat.png", { type: "image/png" });
    await act(async () => void fireEvent.change(screen.getByTestId("photo-input"), { target: { files: [photo] } }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(m.art_failed(), { description: m.art_style_withdrawn() }));
    await waitFor(() => expect(options()).toEqual(["anime"]));
    expect(select().value).toBe("anime");
    expect(screen.getByTestId("art-subtitle").textContent).toContain("(1 style available)");
    expect(sent.filter((r) => r.path === "/api/styles").length).toBe(2);
    expect(sent.filter((r) => r.path === "/api/images/transform")).toHaveLength(1);
  });

  it("coming back to the tab shows styles the admin added meanwhile", async () => {
    setLocale("en-US", { reload: false });
    const offered = { list: [style("anime", "Anime")] };
    openStudio(offered, new Set());
    await screen.findByTestId("style-select");
    offered.list = [style("anime", "Anime"), style("paper-cut", "Paper cut")];
    await act(async () => void window.dispatchEvent(new Event("focus")));
    await waitFor(() => expect(options()).toEqual(["anime", "paper-cut"]));
    expect(screen.getByTestId("art-subtitle").textContent).toContain("(2 styles available)");
  });

  it("choosing another style charges nothing until the priced button is pressed", async () => {
    setLocale("en-US", { reload: false });
    const offered = { list: [style("neon", "Neon"), style("anime", "Anime"), style("ink", "Ink")] };
    const sent = openStudio(offered, new Set());
    await screen.findByTestId("style-select");
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cat.png", { type: "image/png" });
    await act(async () => void fireEvent.change(screen.getByTestId("photo-input"), { target: { files: [photo] } }));
    await screen.findByTestId("art-result-style");
    const transforms = () => sent.filter((r) => r.path === "/api/images/transform");
    expect(transforms()).toHaveLength(1);
    expect(screen.queryByTestId("art-apply-style")).toBeNull(); // the photo is shown in the chosen style

    // Arrowing down the dropdown: each step is a change event.
    for (const id of ["anime", "ink"])
      await act(async () => void fireEvent.change(select(), { target: { value: id } }));
    expect(transforms()).toHaveLength(1);
    const apply = screen.getByTestId("art-apply-style");
    expect(apply.textContent).toBe("Apply this style1 credit");
    await act(async () => void fireEvent.click(apply));
    await waitFor(() => expect(transforms()).toHaveLength(2));
    expect((transforms()[1].body as FormData).get("styleId")).toBe("ink");
    await waitFor(() => expect(screen.queryByTestId("art-apply-style")).toBeNull());
  });
});
