// The sidebar highlights the current tool on the spec's alias paths too (§3: /studio/* and
// /gallery are the same screens as /nano, /art-studio, /interior-design and /library).
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Sidebar } from "@/features/layout/Sidebar";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";

beforeAll(() => setLocale("en-US", { reload: false }));
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", Component: () => <Sidebar collapsed={false} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

const current = () =>
  screen
    .getAllByRole("link")
    .filter((a) => a.getAttribute("aria-current") === "page")
    .map((a) => a.textContent);

describe("Sidebar highlight", () => {
  it.each([
    ["/nano", m.nav_text_to_image],
    ["/studio/text-to-image", m.nav_text_to_image],
    ["/art-studio", m.nav_image_style],
    ["/studio/image-style", m.nav_image_style],
    ["/interior-design", m.nav_interior_design],
    ["/studio/interior-design", m.nav_interior_design],
    ["/studio/storybook", m.nav_storybook],
    ["/studio/storybook/8d0c2c1e", m.nav_storybook],
    ["/library", m.nav_gallery],
    ["/gallery", m.nav_gallery],
    ["/gallery/", m.nav_gallery],
    ["/credits", m.nav_credits],
  ])("%s highlights exactly its entry", (path, label) => {
    renderAt(path);
    expect(current()).toEqual([label()]);
  });

  it("a page that is no entry highlights nothing, and /nanos is not /nano", () => {
    renderAt("/nanos");
    expect(current()).toEqual([]);
  });
});
