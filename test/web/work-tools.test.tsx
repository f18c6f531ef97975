// The image tools menu: each tool shows its price from shared/prices.ts in the UI language, ×4
// shows upscale's higher price, a scene needs its text before Apply, and a page whose slot is
// empty (no menu composed in) shows nothing.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { WorkToolsMenu } from "@/lib/work-tools-slot";
import type { Work } from "@/lib/works";
import WorkTools from "@/features/work-tools/WorkTools";
import { UPSCALE_COSTS } from "../../shared/prices";

const work: Work = {
  id: "w1",
  prompt: "a red perfume bottle",
  imageUrl: "/api/files/u/x/works/w1.png",
  variantUrls: { thumb: "/api/files/u/x/works/w1.png?v=thumb", display: "/api/files/u/x/works/w1.png?v=display" },
  creditsUsed: 1,
  style: null,
  metadata: { model: "atelier-builtin-1", engine: "builtin", action: "generate_image", width: 400, height: 300 },
  sourceImageUrl: null,
  sourceVariantUrls: null,
  source: "nano",
  parentId: null,
  rootId: "w1",
  version: 0,
  createdAt: "2026-11-24T12:00:00.000Z",
};

beforeAll(() => setLocale("en-US", { reload: false }));
afterEach(cleanup);

describe("work tools menu", () => {
  it("shows each tool's price, upscale's by factor, and asks for a scene's text", () => {
    render(
      <Provider store={createStore()}>
        <WorkTools work={work} onMade={() => {}} />
      </Provider>,
    );
    expect(screen.getByTestId("work-tool-upscale").textContent).toContain(`Credits: ${UPSCALE_COSTS[2]}`);
    expect(screen.getByTestId("work-tool-remove-background").textContent).toContain("Credits: 1");
    fireEvent.click(screen.getByTestId("work-tool-upscale"));
    fireEvent.click(screen.getByRole("button", { name: "×4" }));
    expect(screen.getByTestId("work-tool-apply").textContent).toContain(`Credits: ${UPSCALE_COSTS[4]}`);
    fireEvent.click(screen.getByTestId("work-tool-remove-background"));
    fireEvent.click(screen.getByRole("button", { name: "Generated scene" }));
    expect(screen.getByTestId("work-tool-apply")).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByTestId("work-tool-scene"), { target: { value: "a marble table" } });
    expect(screen.getByTestId("work-tool-apply")).toHaveProperty("disabled", false);
  });

  it("offers ×4 disabled when the result would pass the upscale limit (a 1K work goes ×2)", () => {
    const large = { ...work, metadata: { ...work.metadata, width: 1024, height: 1024 } };
    render(
      <Provider store={createStore()}>
        <WorkTools work={large} onMade={() => {}} />
      </Provider>,
    );
    fireEvent.click(screen.getByTestId("work-tool-upscale"));
    expect(screen.getByRole("button", { name: "×2" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "×4" })).toHaveProperty("disabled", true);
  });

  it("does not offer expanding to the ratio the work already has, and starts on one it can expand to", () => {
    const wide = { ...work, metadata: { ...work.metadata, width: 1024, height: 576 } };
    render(
      <Provider store={createStore()}>
        <WorkTools work={wide} onMade={() => {}} />
      </Provider>,
    );
    fireEvent.click(screen.getByTestId("work-tool-expand"));
    expect(screen.getByRole("button", { name: "16:9" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "1:1" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "1:1" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("work-tool-apply")).toHaveProperty("disabled", false);
  });

  it("offers only the ratios the Worker can make: a 2048 px wide version expands to 1:1 and 4:3 only", () => {
    const wide = { ...work, metadata: { ...work.metadata, width: 2048, height: 1152 } };
    render(
      <Provider store={createStore()}>
        <WorkTools work={wide} onMade={() => {}} />
      </Provider>,
    );
    fireEvent.click(screen.getByTestId("work-tool-expand"));
    const offered = ["1:1", "3:4", "4:3", "9:16", "16:9"].filter(
      (r) => !(screen.getByRole("button", { name: r }) as HTMLButtonElement).disabled,
    );
    expect(offered).toEqual(["1:1", "4:3"]);
    expect(screen.getByRole("button", { name: "1:1" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("work-tool-apply")).toHaveProperty("disabled", false);
  });

  it("a 2048 px square cannot be expanded at all: the tool is not offered", () => {
    const square = { ...work, metadata: { ...work.metadata, width: 2048, height: 2048 } };
    render(
      <Provider store={createStore()}>
        <WorkTools work={square} onMade={() => {}} />
      </Provider>,
    );
    expect(screen.getByTestId("work-tool-expand")).toHaveProperty("disabled", true);
  });

  it("an empty slot shows no menu", () => {
    const { container } = render(<WorkToolsMenu work={work} onMade={() => {}} />);
    expect(container.innerHTML).toBe("");
  });
});
