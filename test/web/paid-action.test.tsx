// The paid-action hook every studio uses, in a small page of its own against a fake Worker at the
// fetch boundary: a short balance sends nothing; success shows the answer's balance and the
// success toast; a refusal (402) or a server failure (5xx) shows the reason and reads the balance
// again (so a refund shows); a double click sends one request; a retry after a lost answer reuses
// the Idempotency-Key, and a new request after an answer gets a new one.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, unwrap } from "@/lib/api";
import { sessionAtom, type Me } from "@/lib/session";
import { usePaidAction } from "@/lib/use-paid-action";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { fakeApi, type Sent } from "./support/fake-api";
import { REFINEMENT_COST } from "../../shared/prices";

beforeEach(() => setLocale("en-US", { reload: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (credits: number) => ({ credits, user: { id: "u1", email: "a@example.com" } }) as unknown as Me;
const work = { id: "w2", version: 2, imageUrl: "/api/files/w2", creditsUsed: 1 };

/** A refinement button as a studio has it: no `disabled` while busy, so only the hook stands between two clicks. */
function RefineButton({ instruction, answerHasBalance = true }: { instruction: string; answerHasBalance?: boolean }) {
  const refine = usePaidAction();
  const send = () =>
    void refine.run({
      intent: ["w1", instruction],
      cost: REFINEMENT_COST,
      notEnough: {
        title: m.nano_insufficient_credits(),
        description: m.nano_insufficient_credits_desc({ cost: REFINEMENT_COST }),
      },
      call: (key) =>
        unwrap(
          api.images.refine.$post({
            json: { workId: "w1", instruction, temperature: 0.7, maxTokens: 1024 },
            header: { "idempotency-key": key },
          }),
        ),
      ...(answerHasBalance ? { balance: (r: { credits: number }) => r.credits } : {}),
      succeeded: (r) => ({
        title: m.nano_refine_success(),
        description: m.nano_generate_success_desc({ cost: REFINEMENT_COST, balance: r.credits }),
      }),
      failed: m.nano_refine_failed(),
    });
  return (
    <>
      <p data-testid="balance">{refine.credits}</p>
      <p data-testid="busy">{refine.busy ? "busy" : "idle"}</p>
      <button type="button" onClick={send}>
        refine
      </button>
    </>
  );
}

function open(credits: number, answer: (request: Sent) => { status?: number; body: unknown }, session = () => credits) {
  const sent = fakeApi((request) => {
    if (request.path === "/api/session") return { body: { me: me(session()) } };
    if (request.method === "POST" && request.path === "/api/images/refine") return answer(request);
    return undefined;
  });
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", me: me(credits) });
  render(
    <Provider store={store}>
      <RefineButton instruction="brighter" />
      <Toaster />
    </Provider>,
  );
  const refines = () => sent.filter((r) => r.path === "/api/images/refine");
  const sessionReads = () => sent.filter((r) => r.path === "/api/session");
  return { sent, refines, sessionReads };
}

const click = () => fireEvent.click(screen.getByRole("button", { name: "refine" }));
const balance = () => screen.getByTestId("balance").textContent;

describe("usePaidAction", () => {
  it("with too few credits: the page's not-enough toast, and nothing is sent", async () => {
    const { sent } = open(0, () => ({ body: { work, credits: 0, engine: "builtin" } }));
    click();
    expect(await screen.findByText(m.nano_insufficient_credits())).toBeTruthy();
    expect(screen.getByText(m.nano_insufficient_credits_desc({ cost: REFINEMENT_COST }))).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId("busy").textContent).toBe("idle");
  });

  it("on success: the balance from the answer and the success toast, busy while it runs", async () => {
    const { refines, sessionReads } = open(5, () => ({ body: { work, credits: 4, engine: "builtin" } }));
    click();
    expect(screen.getByTestId("busy").textContent).toBe("busy");
    expect(await screen.findByText(m.nano_refine_success())).toBeTruthy();
    expect(screen.getByText(m.nano_generate_success_desc({ cost: REFINEMENT_COST, balance: 4 }))).toBeTruthy();
    expect(balance()).toBe("4");
    expect(screen.getByTestId("busy").textContent).toBe("idle");
    expect(refines()).toHaveLength(1);
    expect(refines()[0].headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    // The answer carried the balance: no second request for it.
    expect(sessionReads()).toHaveLength(0);
  });

  it("an answer without a balance (a background task): the balance is read again", async () => {
    const sent = fakeApi((request) => {
      if (request.path === "/api/session") return { body: { me: me(3) } };
      if (request.path === "/api/images/refine") return { body: { work, credits: 3, engine: "builtin" } };
      return undefined;
    });
    const store = createStore();
    store.set(sessionAtom, { status: "signedIn", me: me(5) });
    render(
      <Provider store={store}>
        <RefineButton instruction="brighter" answerHasBalance={false} />
        <Toaster />
      </Provider>,
    );
    click();
    await waitFor(() => expect(balance()).toBe("3"));
    expect(sent.filter((r) => r.path === "/api/session")).toHaveLength(1);
  });

  it("refused for credits (402): the reason in the user's language, and the balance read again", async () => {
    // Another tab spent the credits: this page still thinks it has 1, the server has 0.
    const { refines, sessionReads } = open(
      1,
      () => ({
        status: 402,
        body: { error: { code: "INSUFFICIENT_CREDITS", message: "no", details: { required: 1 } } },
      }),
      () => 0,
    );
    click();
    expect(await screen.findByText(m.nano_refine_failed())).toBeTruthy();
    expect(screen.getByText(m.error_insufficient_credits({ required: 1 }))).toBeTruthy();
    await waitFor(() => expect(balance()).toBe("0"));
    expect(refines()).toHaveLength(1);
    expect(sessionReads()).toHaveLength(1);
  });

  it("a server failure (5xx): the error toast, and the balance read again so the refund shows", async () => {
    // The server charged, failed and refunded: the balance it reports is the full one again.
    const { sessionReads } = open(
      5,
      () => ({ status: 500, body: { error: { code: "INTERNAL", message: "boom" } } }),
      () => 5,
    );
    click();
    expect(await screen.findByText(m.nano_refine_failed())).toBeTruthy();
    expect(screen.getByText(m.error_internal())).toBeTruthy();
    await waitFor(() => expect(sessionReads()).toHaveLength(1));
    expect(balance()).toBe("5");
    expect(screen.getByTestId("busy").textContent).toBe("idle");
  });

  it("a double click sends one request", async () => {
    const { refines } = open(5, () => ({ body: { work, credits: 4, engine: "builtin" } }));
    click();
    click();
    await screen.findByText(m.nano_refine_success());
    expect(refines()).toHaveLength(1);
  });

  it("a retry after a lost answer reuses the key (a replay, not a second charge); after an answer the next request gets a new one", async () => {
    let status = 500;
    const { refines } = open(5, () =>
      status === 200
        ? { body: { work, credits: 4, engine: "builtin" } }
        : { status, body: { error: { code: "INTERNAL", message: "lost" } } },
    );
    click();
    await waitFor(() => expect(screen.getByTestId("busy").textContent).toBe("idle"));
    await waitFor(() => expect(refines()).toHaveLength(1));
    status = 200;
    click();
    await waitFor(() => expect(balance()).toBe("4"));
    click();
    await waitFor(() => expect(refines()).toHaveLength(3));
    const keys = refines().map((r) => r.headers.get("idempotency-key"));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
