// Before the click, every studio says when the offline demo engine (not an AI) will answer, in
// the user's language, from /api/capabilities per job; its results say what it understood.
import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import type { Capabilities } from "@/lib/capabilities";

const caps = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/capabilities", () => ({
  useCapabilities: () => caps.current,
  useDemoServes: (job: string) =>
    (caps.current as { engines?: Record<string, unknown> } | null)?.engines?.[job] === "builtin",
}));
vi.mock("@/lib/styles", async (original) => ({
  ...(await original<typeof import("@/lib/styles")>()),
  useStyles: () => [],
  useLiveStyles: () => ({ styles: [], refresh: async () => {} }),
}));

import ArtStudioPage from "@/features/art-studio/ArtStudioPage";
import InteriorDesignPage from "@/features/interior/InteriorDesignPage";
import NanoPage from "@/features/nano/NanoPage";
import StorybookPage from "@/features/storybook/StorybookPage";
import { DemoResultBadge } from "@/components/DemoEngine";
import { ResultPanel } from "@/features/nano/ResultPanel";
import { describeReading } from "@/lib/demo-reading";

type Engine = "builtin" | "workers-ai" | "gemini";
function serve(image: Engine, interior: Engine = image, storybook: Engine = image) {
  caps.current = {
    imageEngine: image,
    imageSizes: [{ id: "1K", longSide: 1024 }],
    transcription: false,
    devOutbox: false,
    visibleLabel: true,
    engines: { image, interior, storybook, narration: null, transcription: null },
  } satisfies Capabilities;
}

const STUDIOS: [string, ComponentType, string, string][] = [
  ["nano", NanoPage, "根据提示词中识别到的商品类型和颜色", "from the kind and colors it recognizes in your prompt"],
  [
    "art studio",
    ArtStudioPage,
    "用图像滤镜把你的照片重绘成所选风格",
    "redraws your photo in the chosen style with image filters",
  ],
  ["interior design", InteriorDesignPage, "叠加与房间类型相符的家具示意图", "sketches furniture for the room type"],
  ["storybook", StorybookPage, "围绕你创意中的主角和目标", "around the character and goal in your idea"],
];

function show(Page: ComponentType) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(() => {
  URL.createObjectURL = () => "blob:preview";
  // jsdom has <dialog> without its methods (the nano page's usage dialog calls them).
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
  globalThis.fetch = vi.fn(() => Promise.reject(new Error("offline"))) as typeof fetch;
});
beforeEach(() => setLocale("zh-CN", { reload: false }));
afterEach(cleanup);

describe("demo engine notice", () => {
  it.each(STUDIOS)(
    "%s says before the click that an offline demo, not AI, will answer",
    (_name, Page, chinese, english) => {
      serve("builtin");
      show(Page);
      const notice = screen.getByTestId("demo-notice");
      expect(notice.textContent).toContain("离线演示，并非 AI");
      expect(notice.textContent).toContain(chinese);
      cleanup();
      setLocale("en-US", { reload: false });
      show(Page);
      expect(screen.getByTestId("demo-notice").textContent).toContain("Offline demo, not AI");
      expect(screen.getByTestId("demo-notice").textContent).toContain(english);
    },
  );

  it("the storybook says which animals it draws and that another is drawn as the nearest one", () => {
    serve("builtin");
    show(StorybookPage);
    expect(screen.getByTestId("demo-notice-limits").textContent).toBe(
      "插图里的主角会画成这些动物之一：猫、狗、狐狸、兔子、企鹅、熊、鸟、鱼、猫头鹰、熊猫、老鼠、鸭子。创意里的动物不在其中时（比如老虎），会画成最接近的一种（比如猫），故事里仍按你写的称呼它。",
    );
    cleanup();
    show(NanoPage);
    expect(screen.queryByTestId("demo-notice-limits")).toBeNull();
  });

  it.each(STUDIOS)("%s shows no notice when an AI engine answers", (_name, Page) => {
    serve("workers-ai");
    show(Page);
    expect(screen.queryByTestId("demo-notice")).toBeNull();
  });

  it("follows the engine of each job: only the studio the demo engine serves says so", () => {
    serve("workers-ai", "builtin", "gemini");
    for (const [name, Page] of STUDIOS) {
      show(Page);
      expect(Boolean(screen.queryByTestId("demo-notice")), name).toBe(name === "interior design");
      cleanup();
    }
  });
});

describe("what the demo engine understood", () => {
  const reading = { shape: "shoe", objectColor: "red", background: "white" } as const;

  it("is said in the user's language", () => {
    expect(describeReading(reading)).toBe("识别结果：商品：鞋 · 颜色：红色 · 背景：白色");
    setLocale("en-US", { reload: false });
    expect(describeReading(reading)).toBe("Understood: product: shoe · color: red · background: white");
    setLocale("fr-FR", { reload: false });
    expect(describeReading(reading)).toBe("Compris : produit : chaussure · couleur : rouge · fond : blanc");
    expect(describeReading({})).toBe("Rien de reconnu dans la description : un produit générique a été dessiné");
  });

  it("with the seller's product kept, tells only the scene's words, and never that a product was drawn", () => {
    setLocale("zh-CN", { reload: false });
    expect(describeReading(reading, { keptProduct: true })).toBe("识别结果：背景：白色");
    expect(describeReading({ shape: "perfume" }, { keptProduct: true })).toBe("");
    expect(describeReading({}, { keptProduct: true })).toBe("");
  });

  it("names the table's colour as the table's, not the background's", () => {
    expect(describeReading({ shape: "shoe", objectColor: "red", setting: "wood", surfaceColor: "white" })).toBe(
      "识别结果：商品：鞋 · 颜色：红色 · 桌面：白色",
    );
  });

  it("stands next to the demo badge on a result", () => {
    render(<DemoResultBadge understood={reading} />);
    expect(screen.getByTestId("demo-badge").textContent).toContain("演示引擎生成（非 AI）");
    expect(screen.getByTestId("demo-understood").textContent).toContain("识别结果：商品：鞋 · 颜色：红色 · 背景：白色");
  });

  it("is shown with the nano result the demo engine made, and not with an AI's", () => {
    const work = {
      id: "w1",
      prompt: "红色运动鞋，白色背景",
      imageUrl: "/api/files/x",
      version: 0,
      metadata: { engine: "builtin", understood: reading },
    };
    const gen = (engine: string) =>
      ({
        result: { work, engine },
        generating: false,
        refining: false,
        chat: [],
        count: 1,
        variants: [],
        openVersion: () => undefined,
      }) as unknown as Parameters<typeof ResultPanel>[0]["gen"];
    render(
      <MemoryRouter>
        <ResultPanel gen={gen("builtin")} onRefine={async () => true} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("demo-understood").textContent).toBe("识别结果：商品：鞋 · 颜色：红色 · 背景：白色");
    cleanup();
    render(
      <MemoryRouter>
        <ResultPanel gen={gen("workers-ai")} onRefine={async () => true} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("demo-badge")).toBeNull();
  });
});

/** The nano result panel for a generator in `state` (the fields a test sets over an idle one). */
function showPanel(state: Record<string, unknown>) {
  const gen = {
    result: null,
    generating: false,
    refining: false,
    chat: [],
    count: 1,
    variants: [],
    openVersion: () => undefined,
    ...state,
  } as unknown as Parameters<typeof ResultPanel>[0]["gen"];
  render(
    <MemoryRouter>
      <ResultPanel gen={gen} onRefine={async () => true} />
    </MemoryRouter>,
  );
}

describe("the waiting text while the demo engine draws (issue 27, item 6)", () => {
  it("says the demo engine is drawing, not that an AI is, and an AI's says AI", () => {
    serve("builtin");
    showPanel({ generating: true });
    expect(screen.getByText("演示引擎正在绘制图片...")).toBeTruthy();
    expect(screen.queryByText("AI 正在生成图片...")).toBeNull();
    cleanup();
    serve("workers-ai");
    showPanel({ generating: true });
    expect(screen.getByText("AI 正在生成图片...")).toBeTruthy();
  });
});

describe("what the demo engine can refine, said before the first try (issue 27, item 3)", () => {
  const done = {
    result: { work: { id: "w1", prompt: "红色运动鞋", imageUrl: "/api/files/x", version: 0, metadata: {} } },
    chat: [{ id: "c1", role: "user", content: "红色运动鞋", timestamp: 1_800_000_000_000 }],
  };

  it("lists the edits it understands, the background and colour ones included; an AI's result does not", () => {
    serve("builtin");
    showPanel(done);
    const edits = screen.getByTestId("demo-refine-edits").textContent!;
    expect(edits).toContain("演示引擎能理解这些修改");
    expect(edits).toContain("背景换成浅蓝色");
    expect(edits).toContain("换成蓝色");
    cleanup();
    serve("gemini");
    showPanel(done);
    expect(screen.queryByTestId("demo-refine-edits")).toBeNull();
  });
});
