// The settings form when the Worker's key test refuses a save (decision 30): a rejected key's
// reason shows under its own field (focused) and the form keeps what was typed; a key that could not be
// tested asks once more, and only that second confirmation sends saveWithoutTest.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import AdminSettingsPage from "@/features/admin/settings/AdminSettingsPage";
import { isolated } from "@/lib/error-messages";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi, type Sent } from "./support/fake-api";

beforeAll(() => {
  setLocale("en-US", { reload: false });
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = {
  geminiKey: { set: true, hint: "AIz…abcd" },
  openaiKey: { set: false, hint: null },
  referralRequired: false,
  inviterReward: 10,
  inviteeReward: 5,
  workersAi: { bound: false, enabled: true, gatewayId: null, narrationLanguages: [] },
  engines: {
    image: { engine: "gemini", model: "m" },
    interior: null,
    storybook: null,
    narration: null,
    transcription: null,
  },
};

async function open(answerPut: (request: Sent, nth: number) => { status?: number; body: unknown }) {
  let puts = 0;
  const sent = fakeApi((request) => {
    if (request.path !== "/api/admin/settings") return undefined;
    return request.method === "PUT" ? answerPut(request, puts++) : { body: settings };
  });
  render(<AdminSettingsPage />);
  const input = (await screen.findByTestId("settings-gemini-input")) as HTMLInputElement;
  act(() => void fireEvent.change(input, { target: { value: "AIza-typo" } }));
  fireEvent.click(screen.getByTestId("settings-save"));
  return { sent, input, puts: () => sent.filter((r) => r.method === "PUT") };
}

describe("the key test's refusals on /admin/settings", () => {
  it("a rejected key: the provider's answer under the field, the typed key kept, cleared once edited", async () => {
    const answer = "400 INVALID_ARGUMENT (API_KEY_INVALID): API key not valid. Please pass a valid API key.";
    const rejected = { field: "geminiKey", provider: "Gemini", answer };
    const { input, puts } = await open(() => ({
      status: 422,
      body: { error: { code: "PROVIDER_KEY_REJECTED", message: "x", details: { ...rejected, rejected: [rejected] } } },
    }));
    const problem = await screen.findByTestId("settings-gemini-key-problem");
    // The provider's English answer keeps its own direction inside an Arabic or Hebrew sentence.
    expect(problem.textContent).toBe(m.error_provider_key_rejected({ provider: "Gemini", answer: isolated(answer) }));
    expect(input.value).toBe("AIza-typo");
    // Brought into view: on a phone the field is far above the save button.
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("confirm-dialog")).toBeNull();
    expect(puts()).toHaveLength(1);
    act(() => void fireEvent.change(input, { target: { value: "AIza-fixed" } }));
    expect(screen.queryByTestId("settings-gemini-key-problem")).toBeNull();
  });

  it("a key that could not be tested: asks again, and only the confirmation sends saveWithoutTest", async () => {
    const untested = {
      field: "geminiKey",
      provider: "Gemini",
      reason: "unreachable",
      answer: "The provider Worker could not be reached.",
    };
    const { puts } = await open((_, nth) =>
      nth === 0
        ? {
            status: 503,
            body: {
              error: { code: "PROVIDER_KEY_UNTESTED", message: "x", details: { ...untested, untested: [untested] } },
            },
          }
        : { body: { ...settings, geminiKey: { set: true, hint: "AIz…typo" } } },
    );
    const dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog.textContent).toContain(m.admin_settings_key_untested_title());
    expect(dialog.textContent).toContain(m.error_provider_key_untested({ provider: "Gemini" }));
    expect(dialog.textContent).toContain(m.admin_settings_key_untested_risk({ provider: "Gemini" }));
    expect(screen.getByTestId("settings-gemini-key-problem").textContent).toBe(
      m.error_provider_key_untested({ provider: "Gemini" }),
    );
    expect(puts()[0].body).not.toHaveProperty("saveWithoutTest");
    fireEvent.click(screen.getByTestId("confirm-delete"));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].body).toMatchObject({ geminiKey: "AIza-typo", saveWithoutTest: true });
    await waitFor(() => expect(screen.getByTestId("settings-gemini-hint").textContent).toBe("AIz…typo"));
    expect(screen.queryByTestId("confirm-dialog")).toBeNull();
  });

  it("no provider Worker deployed: says so", async () => {
    const untested = { field: "geminiKey", provider: "Gemini", reason: "no-provider-worker" };
    await open(() => ({
      status: 503,
      body: { error: { code: "PROVIDER_KEY_UNTESTED", message: "x", details: { ...untested, untested: [untested] } } },
    }));
    expect((await screen.findByTestId("settings-gemini-key-problem")).textContent).toBe(
      m.error_provider_key_untested_unbound({ provider: "Gemini" }),
    );
  });
});
