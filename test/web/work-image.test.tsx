// Stored images are shown as their thumbnail or display variant (the browser picks by srcset and
// sizes), in a box of fixed shape with a theme-coloured placeholder until they arrive; downloads
// still fetch the original. The variant URLs are the API's (content-addressed), never built here;
// local previews (blob:) have none and are left alone.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { BeforeAfter } from "@/components/BeforeAfter";
import { WorkDialog } from "@/components/WorkDialog";
import DashboardPage from "@/features/dashboard/DashboardPage";
import { WorkCard } from "@/features/library/WorkCard";
import BookViewerPage from "@/features/storybook/BookViewerPage";
import { imageSources, type VariantUrls } from "@/lib/image-variants";
import type { Creation, Work } from "@/lib/works";
import { fakeApi } from "./support/fake-api";

const URL_PNG = "/api/files/u/user-1/works/w1.png";
/** As the API hands them out: the key, the variant, the hash of its bytes. */
const variantsOf = (url: string): VariantUrls => ({
  thumb: `${url}?v=thumb&h=${"a".repeat(32)}`,
  display: `${url}?v=display&h=${"b".repeat(32)}`,
});
const T = (url: string) => variantsOf(url).thumb;
const D = (url: string) => variantsOf(url).display;

describe("image variant URLs", () => {
  const variants = variantsOf(URL_PNG);
  it("gives a stored image's thumbnail and display variant by width, the display one as the plain src", () => {
    expect(imageSources(URL_PNG, variants)).toEqual({
      src: D(URL_PNG),
      srcSet: `${T(URL_PNG)} 480w, ${D(URL_PNG)} 1600w`,
    });
  });

  it("states each variant's real width when the image's size is known (long side capped, never enlarged)", () => {
    expect(imageSources(URL_PNG, variants, { width: 1024, height: 576 }).srcSet).toBe(
      `${T(URL_PNG)} 480w, ${D(URL_PNG)} 1024w`,
    );
    expect(imageSources(URL_PNG, variants, { width: 576, height: 1024 }).srcSet).toBe(
      `${T(URL_PNG)} 270w, ${D(URL_PNG)} 576w`,
    );
    expect(imageSources(URL_PNG, variants, { width: 4096, height: 4096 }).srcSet).toBe(
      `${T(URL_PNG)} 480w, ${D(URL_PNG)} 1600w`,
    );
    // Smaller than a thumbnail: one candidate, not two of the same width.
    expect(imageSources(URL_PNG, variants, { width: 300, height: 200 })).toEqual({
      src: T(URL_PNG),
      srcSet: `${T(URL_PNG)} 300w`,
    });
  });

  it("shows an image without variant URLs as it is (local previews, other addresses)", () => {
    for (const url of [
      "blob:http://localhost/0b6c1f7e",
      "data:image/png;base64,iVBORw0KGgo=",
      "/showcase/forest.jpg",
      "https://example.com/a.png",
      URL_PNG,
    ]) {
      expect(imageSources(url, undefined)).toEqual({ src: url });
      expect(imageSources(url, null)).toEqual({ src: url });
    }
  });
});

let n = 0;
function work(fields: Partial<Work> = {}): Work {
  const id = fields.id ?? `w${n++}`;
  return {
    id,
    prompt: "a red perfume bottle",
    imageUrl: `/api/files/u/user-1/works/${id}.png`,
    variantUrls: variantsOf(`/api/files/u/user-1/works/${id}.png`),
    creditsUsed: 1,
    style: null,
    metadata: { model: "builtin", engine: "builtin", action: "generate_image", width: 1024, height: 576 },
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

const shell = (ui: ReactNode, path = "/") => (
  <Provider store={createStore()}>
    <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
  </Provider>
);
const boxOf = (img: HTMLElement) => img.parentElement as HTMLElement;
/** The box's aspect-ratio as a number (jsdom writes "1.33333 / 1"). */
const shapeOf = (img: HTMLElement) => parseFloat(boxOf(img).style.aspectRatio);

beforeEach(() => {
  setLocale("en-US", { reload: false });
  URL.createObjectURL = () => "blob:download";
  URL.revokeObjectURL = () => undefined;
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a library card", () => {
  const w = work({ id: "card" });
  const card = (lazy: boolean) =>
    render(
      shell(
        <WorkCard
          creation={single(w)}
          label="Product"
          title="Perfume"
          onOpen={() => undefined}
          onDelete={() => undefined}
          lazy={lazy}
        />,
      ),
    );

  it("asks for the variants at the card's width, in a square box that pulses until the image arrives, then fades it in", () => {
    card(true);
    const img = screen.getByRole("img", { name: "Perfume" });
    expect(img.getAttribute("srcset")).toBe(`${T(w.imageUrl)} 480w, ${D(w.imageUrl)} 1024w`);
    expect(img.getAttribute("sizes")).toMatch(
      /^\(min-width: 1024px\) calc\(\(100vw - 9rem\) \/ 5\).*calc\(\(100vw - 2\.75rem\) \/ 2\)$/,
    );
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    const box = boxOf(img);
    expect(shapeOf(img)).toBe(1);
    expect(box.dataset.imageState).toBe("loading");
    expect(box.className).toContain("bg-base-300");
    expect(box.className).toContain("animate-pulse");
    expect(box.className).toContain("motion-reduce:animate-none");
    expect(img.className).toContain("opacity-0");

    fireEvent.load(img);
    expect(box.dataset.imageState).toBe("loaded");
    expect(box.className).not.toContain("animate-pulse");
    expect(img.className).toContain("opacity-100");
  });

  it("fetches the first row at once", () => {
    card(false);
    expect(screen.getByRole("img", { name: "Perfume" }).getAttribute("loading")).toBe("eager");
  });

  it("downloads the original, under the spec's file name", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      async (input: RequestInfo | URL) => (
        fetched.push(String(input)),
        new Response(new Blob(["png"], { type: "image/png" }))
      ),
    );
    card(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download" })));
    expect(fetched).toEqual([w.imageUrl]);
  });

  it("shows the original when a variant cannot be had", () => {
    card(true);
    const img = screen.getByRole("img", { name: "Perfume" });
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(w.imageUrl);
    expect(img.hasAttribute("srcset")).toBe(false);
    fireEvent.load(img);
    expect(boxOf(img).dataset.imageState).toBe("loaded");
  });
});

describe("the work dialog", () => {
  it("shows the chosen version's variants in the image's own shape, and downloads that version's original", async () => {
    const v0 = work({ id: "root" });
    const v1 = work({
      id: "v1",
      rootId: "root",
      parentId: "root",
      version: 1,
      metadata: { ...v0.metadata, action: "optimize_image", instruction: "brighter" },
    });
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      const url = String(input);
      if (url.includes("/api/styles")) return Response.json({ styles: [] });
      // The dialog asks whether the label is drawn (it offers the unlabelled download only then).
      if (url.includes("/api/capabilities")) return Response.json({ visibleLabel: true });
      return new Response(new Blob(["png"], { type: "image/png" }));
    });
    render(shell(<WorkDialog work={{ ...v1, versions: [v0, v1] }} onClose={() => undefined} />));
    await act(async () => undefined);
    const img = screen.getByTestId("work-image");
    expect(img.getAttribute("srcset")).toContain(`${D(v1.imageUrl)} 1024w`);
    expect(img.getAttribute("sizes")).toBe("(min-width: 768px) 27rem, calc(92vw - 3rem)");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(shapeOf(img)).toBeCloseTo(1024 / 576, 4);
    await act(async () => fireEvent.click(screen.getByTestId("work-download")));
    expect(fetched.filter((u) => u.startsWith("/api/files/"))).toEqual([v1.imageUrl]);
  });

  it("compares a room design's variants, before and after, in a box of the design's shape", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ styles: [] }));
    const room = work({
      id: "room",
      source: "interior",
      sourceImageUrl: "/api/files/u/user-1/uploads/photo.jpg",
      sourceVariantUrls: variantsOf("/api/files/u/user-1/uploads/photo.jpg"),
      metadata: { model: "builtin", engine: "builtin", action: "interior_design", width: 800, height: 600 },
    });
    render(shell(<WorkDialog work={single(room)} onClose={() => undefined} />));
    await act(async () => undefined);
    const compare = screen.getByTestId("before-after");
    const [before, after] = within(compare).getAllByRole("img");
    expect(before.getAttribute("srcset")).toBe(
      `${T("/api/files/u/user-1/uploads/photo.jpg")} 480w, ${D("/api/files/u/user-1/uploads/photo.jpg")} 800w`,
    );
    expect(after.getAttribute("srcset")).toBe(`${T(room.imageUrl)} 480w, ${D(room.imageUrl)} 800w`);
    expect(shapeOf(before)).toBeCloseTo(800 / 600, 4);
    // The result is drawn over the photo: no placeholder pulsing over it.
    expect(boxOf(after).className).not.toContain("animate-pulse");
  });
});

describe("an art studio photo before it is sent", () => {
  it("is a local preview: shown as it is, no variants asked for", () => {
    render(shell(<BeforeAfter before="blob:http://localhost/photo" after={null} busy={false} sizes="100vw" />));
    const img = within(screen.getByTestId("before-after")).getByRole("img");
    expect(img.getAttribute("src")).toBe("blob:http://localhost/photo");
    expect(img.hasAttribute("srcset")).toBe(false);
  });
});

describe("the dashboard's recent works", () => {
  it("are thumbnails at a sixth of the page, fetched lazily, over a placeholder", async () => {
    const recent = [work({ id: "r1" }), work({ id: "r2" })];
    fakeApi((req) => (req.path === "/api/works" ? { body: { works: recent.map(single), hasMore: false } } : undefined));
    render(shell(<DashboardPage />));
    const cards = await screen.findAllByTestId("recent-work");
    const img = within(cards[0]).getByRole("img");
    expect(img.getAttribute("srcset")).toBe(`${T(recent[0].imageUrl)} 480w, ${D(recent[0].imageUrl)} 1024w`);
    expect(img.getAttribute("sizes")).toContain("(min-width: 1024px) calc((100vw - 9.75rem) / 6)");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(boxOf(img).dataset.imageState).toBe("loading");
  });
});

describe("the book viewer", () => {
  it("shows a page's variants in a 4:3 box", async () => {
    const page = (i: number) => ({
      text: `Page ${i}`,
      imageUrl: `/api/files/u/user-1/books/b1/page-${i}.png`,
      variantUrls: variantsOf(`/api/files/u/user-1/books/b1/page-${i}.png`),
      audioUrl: null,
    });
    vi.stubGlobal("speechSynthesis", { cancel: () => undefined });
    fakeApi((req) =>
      req.path === "/api/storybooks/b1"
        ? { body: { book: { id: "b1", title: "The Moon Rabbit", language: "en-US", pages: [page(1), page(2)] } } }
        : undefined,
    );
    render(
      shell(
        <Routes>
          <Route path="/studio/storybook/:id" element={<BookViewerPage />} />
        </Routes>,
        "/studio/storybook/b1",
      ),
    );
    const img = await screen.findByTestId("book-image");
    expect(img.getAttribute("srcset")).toBe(
      `${T("/api/files/u/user-1/books/b1/page-1.png")} 480w, ${D("/api/files/u/user-1/books/b1/page-1.png")} 1600w`,
    );
    expect(shapeOf(img)).toBeCloseTo(4 / 3, 4);
  });
});
