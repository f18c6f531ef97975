// The users page as a screen reader user meets it (issue 27, items 29 and 30): every row's
// "Adjust credits" (and suspend) button is named after its user, so a list of buttons is not four
// identical "Adjust credits"; the adjust dialog says what is wrong at the field, marks it
// aria-invalid and puts focus there, besides the toast.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import AdminUsersPage from "@/features/admin/users/AdminUsersPage";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi } from "./support/fake-api";

beforeAll(() => {
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

const user = (id: string, username: string, balance = 5) => ({
  id,
  username,
  email: `${id}@example.com`,
  balance,
  createdAt: "2026-11-20T10:00:00.000Z",
  isAdmin: false,
  suspension: null,
});
const USERS = [user("u1", "ann"), user("u2", "bob"), user("u3", "张伟"), user("u4", "مريم")];

/** The users page against a fake Worker; `adjust` answers the credit adjustment. */
function open(adjust: () => { status: number; body: unknown } = () => ({ status: 200, body: { balance: 9 } })) {
  const sent = fakeApi(({ method, path }) => {
    if (method === "GET" && path === "/api/admin/users")
      return { body: { users: USERS, total: USERS.length, page: 1, pageSize: 20 } };
    if (method === "POST" && path.endsWith("/credits")) return adjust();
    return undefined;
  });
  render(<AdminUsersPage />);
  return sent;
}

const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));

describe("the users table's row buttons", () => {
  it.each(["zh-CN", "en-US", "ar-SA"] as const)("are named after their user, each name once (%s)", async (locale) => {
    setLocale(locale, { reload: false });
    open();
    const rows = await screen.findAllByTestId("admin-user-row");
    expect(rows).toHaveLength(4);
    const names = rows.map((row, i) => {
      const button = within(row).getByRole("button", { name: m.admin_adjust_button_for({ user: USERS[i].username }) });
      // The visible text stays the short one; the name adds the user.
      expect(button.textContent).toBe(m.admin_adjust_button());
      within(row).getByRole("button", { name: m.admin_suspend_button_for({ user: USERS[i].username }) });
      return button.getAttribute("aria-label");
    });
    expect(new Set(names).size).toBe(4);
    for (const [i, name] of names.entries()) expect(name).toContain(USERS[i].username);
  });
});

describe("the adjust-credits dialog's errors", () => {
  async function openDialog(adjust?: () => { status: number; body: unknown }) {
    setLocale("en-US", { reload: false });
    const sent = open(adjust);
    fireEvent.click(await screen.findByRole("button", { name: "Adjust credits for bob" }));
    const dialog = screen.getByRole("dialog", { name: "Adjust credits" });
    return {
      sent,
      dialog,
      amount: within(dialog).getByTestId("adjust-credits-amount") as HTMLInputElement,
      reason: within(dialog).getByTestId("adjust-credits-reason") as HTMLInputElement,
      submit: within(dialog).getByTestId("adjust-credits-submit") as HTMLButtonElement,
    };
  }

  it("marks an amount that is not a whole number at the field, and sends nothing", async () => {
    const { sent, amount, reason, submit } = await openDialog();
    expect(amount.getAttribute("aria-invalid")).toBe("false");
    type(amount, "1.5");
    type(reason, "goodwill");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    // The hint it is described by says what a valid amount is, in the error colour.
    const hint = document.getElementById(amount.getAttribute("aria-describedby")!.split(" ")[0])!;
    expect(hint.textContent).toBe(m.admin_adjust_amount_hint());
    expect(hint.className).toContain("text-error");
    expect(submit.disabled).toBe(true);
    type(amount, "3");
    expect(amount.getAttribute("aria-invalid")).toBe("false");
    expect(sent.filter((s) => s.method === "POST")).toEqual([]);
  });

  it("says an overdraft under the amount, marks it aria-invalid and puts focus there", async () => {
    const { amount, reason, submit } = await openDialog(() => ({
      status: 402,
      body: {
        error: {
          code: "INSUFFICIENT_CREDITS",
          message: "server text",
          details: { overdraft: true, balance: 5, deduct: 99 },
        },
      },
    }));
    type(amount, "-99");
    type(reason, "duplicate recharge");
    fireEvent.click(submit);
    const error = await screen.findByTestId("adjust-credits-amount-error");
    expect(error.textContent).toBe(m.admin_adjust_overdraft({ deduct: "99", balance: "5" }));
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(amount.getAttribute("aria-describedby")!.split(" ")).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    // Typing a new amount clears the refusal.
    type(amount, "-5");
    expect(screen.queryByTestId("adjust-credits-amount-error")).toBeNull();
    expect(amount.getAttribute("aria-invalid")).toBe("false");
  });

  it("says another refusal under the form, without blaming the amount", async () => {
    const { amount, reason, submit } = await openDialog(() => ({
      status: 500,
      body: { error: { code: "INTERNAL", message: "boom" } },
    }));
    type(amount, "5");
    type(reason, "goodwill");
    fireEvent.click(submit);
    expect((await screen.findByTestId("adjust-credits-error")).textContent).not.toBe("");
    expect(amount.getAttribute("aria-invalid")).toBe("false");
  });
});

describe("a suspension while a search is on its way", () => {
  it("is not undone by the search's answer, asked before it", async () => {
    setLocale("en-US", { reload: false });
    // The fake Worker answers each list as it stood when asked; the searched list is held until
    // the test lets it go, after the suspension.
    let suspended = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi(async ({ method, path, query }) => {
      if (method === "POST" && path.endsWith("/suspend")) {
        suspended = true;
        return { body: { suspended: true, cancelledTasks: 0 } };
      }
      const bob = { ...USERS[1], suspension: suspended ? { since: "2026-11-28T06:00:00.000Z", reason: "spam" } : null };
      const users = query.get("q") ? [bob] : [USERS[0], bob];
      const body = { users, total: users.length, page: 1, pageSize: 20 };
      if (query.get("q") && !suspended) await held;
      return { body };
    });
    render(<AdminUsersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Suspend bob" }));
    type(screen.getByTestId("admin-users-search"), "bob");
    // The search is asked (after its 300 ms pause) and held.
    await new Promise((r) => setTimeout(r, 400));
    type(screen.getByTestId("suspend-reason"), "spam");
    fireEvent.click(screen.getByTestId("suspend-submit"));
    await waitFor(() => expect(suspended).toBe(true));
    release();
    await waitFor(() => expect(screen.getByTestId("admin-user-suspension-reason-u2").textContent).toContain("spam"));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId("admin-user-suspension-reason-u2").textContent).toContain("spam");
  });
});
