// The credits page's buying (issue 16) against a stand-in API: "coming soon" while nothing is
// purchasable; a buy button that opens Checkout; and the return from Stripe, which waits on the
// order (only the webhook completes it) and never claims credits the order does not show.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import CreditsPage from "@/features/credits/CreditsPage";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi, type Sent } from "./support/fake-api";

beforeAll(() => setLocale("en-US", { reload: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const packages = (purchasable: boolean) => ({
  packages: [
    { id: "starter", name: null, credits: 5, priceYuan: "9.90", popular: false, purchasable },
    { id: "advanced", name: null, credits: 20, priceYuan: "29.90", popular: true, purchasable },
    { id: "pkg_custom01", name: "Studio pack", credits: 80, priceYuan: "88.00", popular: false, purchasable },
  ],
  methods: purchasable ? ["card", "alipay", "wechat_pay"] : [],
});

const order = (status: string) => ({
  orderId: "R20261124ABCDEF",
  status,
  amountYuan: "29.90",
  credits: 20,
  refundedYuan: "0.00",
  reversedCredits: 0,
  paymentMethod: "card",
  createdAt: "2026-11-24T10:00:00.000Z",
  completedAt: null,
});

function api(purchasable: boolean, orderStatus: () => string = () => "pending") {
  return fakeApi((r: Sent) => {
    if (r.path === "/api/credits/packages") return { body: packages(purchasable) };
    if (r.path === "/api/credits/usage") return { body: { balance: 5, records: [] } };
    if (r.path === "/api/payments/orders") return { body: { orders: [] } };
    if (r.path === "/api/payments/orders/R20261124ABCDEF") return { body: { order: order(orderStatus()) } };
    if (r.path === "/api/payments/orders/R20261124ABCDEF/cancel")
      return { body: { cancelled: true, order: order("failed") } };
    if (r.path === "/api/payments/checkout")
      return { status: 201, body: { orderId: "R20261124ABCDEF", url: "https://checkout.stripe.com/c/pay/cs_test_1" } };
    if (r.path === "/api/session") return { body: { me: null } };
    return undefined;
  });
}

function renderAt(path: string) {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <CreditsPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe("the packages", () => {
  it("say coming soon, disabled, when the deployment sells nothing", async () => {
    api(false);
    renderAt("/credits");
    const soon = await screen.findAllByRole("button", { name: "Coming soon" });
    expect(soon).toHaveLength(3);
    for (const button of soon) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId("credits-payment-methods")).toBeNull();
    // Seed packages keep their translated names; an admin's name shows as typed.
    expect(screen.getByText("Advanced")).toBeTruthy();
    expect(screen.getByText("Studio pack")).toBeTruthy();
  });

  it("open Stripe Checkout for the package chosen, in the page's language", async () => {
    const sent = api(true);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderAt("/credits");
    expect((await screen.findByTestId("credits-payment-methods")).textContent).toContain(
      "Pay with card, Alipay, and WeChat Pay; charged in Chinese yuan",
    );
    fireEvent.click(screen.getAllByRole("button", { name: "Buy now" })[1]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1"));
    expect(sent.find((r) => r.path === "/api/payments/checkout")?.body).toEqual({
      packageId: "advanced",
      locale: "en-US",
    });
  });
});

describe("coming back from Stripe", () => {
  it("waits on the order and says the credits arrived only once it is completed", async () => {
    let status = "pending";
    api(true, () => status);
    renderAt("/credits?payment=success&order=R20261124ABCDEF");
    const banner = await screen.findByTestId("payment-return");
    expect(banner.getAttribute("data-state")).toBe("confirming");
    status = "completed";
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("credited"), {
      timeout: 5000,
    });
    expect(screen.getByTestId("payment-return").textContent).toContain("Payment confirmed: 20 credits added");
  });

  it("says so when the payment failed", async () => {
    api(true, () => "failed");
    renderAt("/credits?payment=success&order=R20261124ABCDEF");
    await waitFor(() => expect(screen.getByTestId("payment-return").getAttribute("data-state")).toBe("failed"));
  });

  it("a cancel says nothing was charged and asks the Worker to end the session", async () => {
    const sent = api(true);
    renderAt("/credits?payment=cancelled&order=R20261124ABCDEF");
    expect((await screen.findByTestId("payment-return")).textContent).toContain(
      "Payment cancelled. You were not charged.",
    );
    await waitFor(() =>
      expect(sent.some((r) => r.method === "POST" && r.path === "/api/payments/orders/R20261124ABCDEF/cancel")).toBe(
        true,
      ),
    );
  });
});
