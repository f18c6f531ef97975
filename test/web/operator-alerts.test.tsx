// The admin dashboard's operator alerts: each kind says what to change (model and [vars] entry,
// the provider Worker's placement, or deploying the provider Worker), and "dismiss" calls the API
// and removes only that alert.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OperatorAlerts } from "@/features/admin/dashboard/OperatorAlerts";
import type { OperatorAlert } from "@/features/admin/admin-api";
import { setLocale } from "@/paraglide/runtime.js";

beforeAll(() => setLocale("en-US", { reload: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const alert = (over: Partial<OperatorAlert>): OperatorAlert => ({
  id: "MODEL_UNAVAILABLE:Gemini:GEMINI_IMAGE_MODEL",
  kind: "MODEL_UNAVAILABLE",
  provider: "Gemini",
  model: "gemini-2.5-flash-image",
  setting: "GEMINI_IMAGE_MODEL",
  count: 3,
  firstAt: Date.UTC(2026, 10, 20),
  lastAt: Date.UTC(2026, 10, 23),
  ...over,
});

describe("OperatorAlerts", () => {
  it("renders nothing without alerts", () => {
    const { container } = render(<OperatorAlerts alerts={[]} onDismissed={() => {}} />);
    expect(container.innerHTML).toBe("");
  });

  it("says what to change for each kind", () => {
    render(
      <OperatorAlerts
        onDismissed={() => {}}
        alerts={[
          alert({}),
          alert({ id: "REGION_REFUSED:OpenAI:OPENAI_IMAGE_MODEL", kind: "REGION_REFUSED", provider: "OpenAI" }),
          alert({
            id: "ORG_NOT_VERIFIED:OpenAI:OPENAI_IMAGE_MODEL",
            kind: "ORG_NOT_VERIFIED",
            provider: "OpenAI",
            model: "gpt-image-2.6-flare",
            setting: "OPENAI_IMAGE_MODEL",
          }),
          alert({
            id: "MODEL_UNAVAILABLE:Workers AI:WORKERS_AI_TEXT_MODEL",
            provider: "Workers AI",
            model: "",
            setting: "WORKERS_AI_TEXT_MODEL",
          }),
        ]}
      />,
    );
    const [model, region, org, missing] = screen.getAllByRole("alert").map((el) => el.textContent ?? "");
    expect(model).toContain('Gemini has no model "gemini-2.5-flash-image"');
    expect(model).toContain("Set GEMINI_IMAGE_MODEL in wrangler.toml [vars]");
    expect(model).toContain("(3×)");
    expect(region).toMatch(/OpenAI refused requests from the region.*\[placement\] in wrangler\.providers\.toml/);
    expect(org).toContain('verified organization for the model "gpt-image-2.6-flare"');
    expect(missing).toContain("WORKERS_AI_TEXT_MODEL in wrangler.toml [vars] is empty");
  });

  it("keys without the provider Worker: says how to deploy it, with no count and nothing to dismiss", () => {
    render(
      <OperatorAlerts
        onDismissed={() => {}}
        alerts={[
          alert({
            id: "PROVIDERS_UNBOUND",
            kind: "PROVIDERS_UNBOUND",
            provider: "Gemini, OpenAI",
            model: "",
            setting: "PROVIDERS",
          }),
        ]}
      />,
    );
    const text = screen.getByRole("alert").textContent ?? "";
    expect(text).toContain("Gemini, OpenAI keys are set, but this deployment has no provider Worker");
    expect(text).toContain("wrangler.providers.toml");
    expect(text).not.toContain("×");
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
  });

  it("dismisses one alert through the API", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const onDismissed = vi.fn();
    render(<OperatorAlerts alerts={[alert({})]} onDismissed={onDismissed} />);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(onDismissed).toHaveBeenCalledWith("MODEL_UNAVAILABLE:Gemini:GEMINI_IMAGE_MODEL"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(decodeURIComponent(String(url))).toContain(
      "/api/admin/stats/alerts/MODEL_UNAVAILABLE:Gemini:GEMINI_IMAGE_MODEL",
    );
    expect(init.method).toBe("DELETE");
  });

  it("a model shut down soon: the date in the user's language, the entry to change, no count and nothing to dismiss", () => {
    render(
      <OperatorAlerts
        onDismissed={() => {}}
        alerts={[
          alert({
            id: "MODEL_SHUTDOWN_AHEAD:OpenAI:OPENAI_TTS_MODEL",
            kind: "MODEL_SHUTDOWN_AHEAD",
            provider: "OpenAI",
            model: "gpt-4o-mini-tts",
            setting: "OPENAI_TTS_MODEL",
            shutdownOn: "2027-01-06",
          }),
        ]}
      />,
    );
    const text = screen.getByRole("alert").textContent ?? "";
    expect(text).toContain('OpenAI will shut down the model "gpt-4o-mini-tts" on Jan 6, 2027');
    expect(text).toContain("set OPENAI_TTS_MODEL in wrangler.toml [vars]");
    expect(text).not.toContain("×");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
