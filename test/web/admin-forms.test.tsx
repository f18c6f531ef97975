// The back office's number fields, as an admin types into them: a reward field may be empty or
// hold "-" while typing, drops leading zeros, says what is wrong (empty, negative, not a whole
// number) and never saves something else than what was typed; a recharge amount with more than
// two decimals is refused with a message rather than rounded; an overdraft reads in admin terms.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import AdminSettingsPage from "@/features/admin/settings/AdminSettingsPage";
import { RechargeForm } from "@/features/admin/recharges/RechargeForm";
import { adminErrorMessage } from "@/features/admin/admin-errors";
import { ApiError } from "@/lib/api";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi } from "./support/fake-api";

beforeAll(() => setLocale("en-US", { reload: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = (inviterReward: number, inviteeReward: number) => ({
  geminiKey: { set: false, hint: null },
  openaiKey: { set: false, hint: null },
  referralRequired: false,
  inviterReward,
  inviteeReward,
  workersAi: { bound: false, enabled: true, gatewayId: null, narrationLanguages: [] },
  engines: {
    image: { engine: "builtin", model: "atelier-builtin-1" },
    interior: null,
    storybook: null,
    narration: null,
    transcription: null,
  },
});

const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));

describe("reward fields on /admin/settings", () => {
  async function open() {
    let saved = settings(10, 5);
    const sent = fakeApi(({ method, path, body }) => {
      if (path !== "/api/admin/settings") return undefined;
      if (method === "PUT") saved = { ...saved, ...(body as object) };
      return { body: saved };
    });
    render(<AdminSettingsPage />);
    const inviter = (await screen.findByTestId("settings-inviter-reward")) as HTMLInputElement;
    return {
      sent,
      inviter,
      invitee: screen.getByTestId("settings-invitee-reward") as HTMLInputElement,
      save: screen.getByTestId("settings-save") as HTMLButtonElement,
    };
  }

  it("refuses -5 with a message instead of saving 5, and lets the field be empty while typing", async () => {
    const { sent, inviter, save } = await open();
    expect(inviter.value).toBe("10");
    type(inviter, "");
    expect(inviter.value).toBe("");
    expect(screen.getByTestId("settings-inviter-reward-error").textContent).toBe(m.admin_reward_required());
    expect(save.disabled).toBe(true);
    type(inviter, "-");
    expect(inviter.value).toBe("-");
    type(inviter, "-5");
    expect(inviter.value).toBe("-5");
    expect(inviter.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("settings-inviter-reward-error").textContent).toBe(m.admin_reward_negative());
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest("form")!);
    expect(sent.filter((r) => r.method === "PUT")).toEqual([]);
    type(inviter, "2.5");
    expect(screen.getByTestId("settings-inviter-reward-error").textContent).toBe(m.admin_reward_whole({ max: 1000 }));
    type(inviter, "1001");
    expect(screen.getByTestId("settings-inviter-reward-error").textContent).toBe(m.admin_reward_whole({ max: 1000 }));
  });

  it("shows 12, not 012, and saves exactly what is shown; 0 is a reward too", async () => {
    const { sent, inviter, invitee, save } = await open();
    type(inviter, "012");
    expect(inviter.value).toBe("12");
    type(invitee, "00");
    expect(invitee.value).toBe("0");
    expect(screen.queryByTestId("settings-inviter-reward-error")).toBeNull();
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    expect(sent.find((r) => r.method === "PUT")!.body).toMatchObject({ inviterReward: 12, inviteeReward: 0 });
    await waitFor(() => expect((screen.getByTestId("settings-inviter-reward") as HTMLInputElement).value).toBe("12"));
  });
});

describe("recharge amount", () => {
  function open() {
    const sent = fakeApi(({ method, path, body }) =>
      method === "POST" && path === "/api/admin/recharges"
        ? {
            status: 201,
            body: {
              record: { orderId: "R1", amountYuan: (body as { amountYuan: string }).amountYuan },
              replayed: false,
            },
          }
        : undefined,
    );
    render(<RechargeForm onRecorded={() => {}} />);
    type(screen.getByTestId("recharge-email"), "buyer@example.com");
    type(screen.getByTestId("recharge-credits"), "100");
    return {
      sent,
      amount: screen.getByTestId("recharge-amount"),
      submit: screen.getByTestId("recharge-submit") as HTMLButtonElement,
    };
  }

  it("refuses 12.345 with a message, never rounding it to 12.35", () => {
    const { sent, amount, submit } = open();
    type(amount, "12.345");
    expect(screen.getByTestId("recharge-amount-error").textContent).toBe(m.admin_recharge_amount_invalid());
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest("form")!);
    expect(sent).toEqual([]);
    type(amount, "0");
    expect(screen.getByTestId("recharge-amount-error")).toBeTruthy();
  });

  it("sends 12.34 exactly as typed", async () => {
    const { sent, amount, submit } = open();
    type(amount, "12.34");
    expect(screen.queryByTestId("recharge-amount-error")).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ email: "buyer@example.com", amountYuan: "12.34", credits: 100 });
  });
});

describe("an overdraft", () => {
  it("tells the admin the user's balance, not the end user's 'not enough credits, please top up'", () => {
    const error = new ApiError(402, "INSUFFICIENT_CREDITS", "server text", { overdraft: true, balance: 5, deduct: 8 });
    const text = adminErrorMessage(error);
    expect(text).toBe(m.admin_adjust_overdraft({ deduct: "8", balance: "5" }));
    expect(text).not.toBe(m.error_insufficient_credits({ required: 1 }));
    expect(text).not.toMatch(/top up/i);
  });
});
