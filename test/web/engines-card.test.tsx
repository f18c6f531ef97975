// The admin's AI engines card: which engine serves each job (the demo engine named as such, the
// browser for narration it does not speak), and a Workers AI switch that only works where the
// deployment has the AI binding.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EnginesCard } from "@/features/admin/settings/EnginesCard";
import type { AdminSettings } from "@/features/admin/admin-api";
import { setLocale } from "@/paraglide/runtime.js";

beforeAll(() => setLocale("en-US", { reload: false }));
afterEach(cleanup);

const settings = (
  workersAi: Partial<AdminSettings["workersAi"]>,
  engines: AdminSettings["engines"],
): AdminSettings => ({
  geminiKey: { set: false, hint: null },
  openaiKey: { set: false, hint: null },
  referralRequired: false,
  inviterReward: 10,
  inviteeReward: 5,
  workersAi: {
    bound: true,
    enabled: true,
    gatewayId: null,
    narrationLanguages: ["zh-CN", "en-US", "ja-JP"],
    ...workersAi,
  },
  engines,
});

const workersAi = (model: string) => ({ engine: "workers-ai" as const, model });
const demo = { engine: "builtin" as const, model: "atelier-builtin-1" };
const row = (id: string) => screen.getByTestId(`settings-engine-${id}`).textContent;

describe("EnginesCard", () => {
  it("shows Workers AI and its model for every job, and the languages it narrates", () => {
    const onChange = vi.fn();
    const s = settings(
      { gatewayId: "atelier-gw" },
      {
        image: {
          ...workersAi("@cf/black-forest-labs/flux-1-schnell"),
          sizes: [
            { id: "1K", longSide: 1024 },
            { id: "2K", longSide: 1920 },
          ],
        },
        interior: workersAi("@cf/black-forest-labs/flux-2-klein-4b"),
        storybook: workersAi("@cf/black-forest-labs/flux-2-klein-4b"),
        narration: workersAi("@cf/myshell-ai/melotts"),
        transcription: workersAi("@cf/openai/whisper-large-v3-turbo"),
      },
    );
    render(<EnginesCard settings={s} enabled onChange={onChange} disabled={false} />);
    expect(row("image")).toContain("Cloudflare Workers AI");
    expect(row("image")).toContain("@cf/black-forest-labs/flux-1-schnell");
    expect(row("transcription")).toContain("whisper-large-v3-turbo");
    expect(screen.getByText(/narrates in 简体中文, English, 日本語/)).toBeTruthy();
    expect(screen.getByText(/atelier-gw/)).toBeTruthy();
    fireEvent.click(screen.getByTestId("settings-workers-ai"));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it("names the demo engine, the browser and a missing voice input; no binding, no switch", () => {
    const s = settings(
      { bound: false },
      {
        image: { ...demo, sizes: [{ id: "1K", longSide: 1024 }] },
        interior: demo,
        storybook: demo,
        narration: null,
        transcription: null,
      },
    );
    render(<EnginesCard settings={s} enabled onChange={() => {}} disabled={false} />);
    expect(row("image")).toContain("Demo engine (offline, not AI)");
    expect(row("image")).not.toContain("atelier-builtin-1");
    expect(row("narration")).toContain("The reader's browser");
    expect(row("transcription")).toContain("Not available");
    const toggle = screen.getByTestId("settings-workers-ai") as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/npm run start:remote/)).toBeTruthy();
  });
});
