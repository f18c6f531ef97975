// /auth?redirect= comes from links anyone can craft: after signing in, a person lands on a page of
// this site or on /nano, never elsewhere and never on a crash.
import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router";
import AuthPage from "@/features/auth/AuthPage";
import { safeRedirect } from "@/features/auth/safe-redirect";
import { sessionAtom, type Me } from "@/lib/session";

afterEach(cleanup);

describe("safeRedirect", () => {
  it.each([
    ["/works", "/works"],
    ["/library?source=nano#top", "/library?source=nano#top"],
    ["/a%20b", "/a%20b"],
  ])("keeps the site path %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    "",
    "//evil.com",
    "\\\\evil.com",
    "/\\evil.com",
    "\\/evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com",
    "/%2fevil.com",
    "/%5Cevil.com",
    "/%5C%5Cevil.com",
    "/%09/evil.com",
    "https://evil.com",
    "evil.com",
    "javascript:alert(1)",
    "/%E0%A4%A",
    "/works%",
    "%",
  ])("sends %j to /nano", (value) => {
    expect(safeRedirect(value)).toBe("/nano");
  });
});

describe("the auth page of a signed-in visitor", () => {
  const me = {
    user: { id: "u1", email: "a@example.com", username: "a", emailVerified: true },
    credits: 3,
    isAdmin: false,
  } as Me;

  function visit(redirect: string) {
    const store = createStore();
    store.set(sessionAtom, { status: "signedIn", me });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/auth?redirect=${encodeURIComponent(redirect)}`]}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/nano" element={<p>nano page</p>} />
            <Route path="/works" element={<p>works page</p>} />
            <Route path="*" element={<p>somewhere else</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  }

  it("goes on to the page it was sent from", () => {
    visit("/works");
    expect(screen.getByText("works page")).toBeTruthy();
  });

  it.each(["/\\evil.com", "/%2F%2Fevil.com", "/%E0%A4%A", "javascript:alert(1)"])(
    "lands on /nano for %j",
    (redirect) => {
      visit(redirect);
      expect(screen.getByText("nano page")).toBeTruthy();
    },
  );
});
