// The landing's 注册 button opens the registration form, its 登录 button the sign-in form.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, expect, it } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router";
import AuthPage from "@/features/auth/AuthPage";
import { LandingPage } from "@/features/landing/LandingPage";
import { sessionAtom } from "@/lib/session";
import { m } from "@/paraglide/messages.js";

afterEach(cleanup);

function landing() {
  const store = createStore();
  store.set(sessionAtom, { status: "signedOut" });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={["/"]}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/auth" element={<AuthPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

it("注册 opens registration", () => {
  landing();
  fireEvent.click(screen.getByRole("link", { name: m.landing_register() }));
  expect(screen.getByRole("heading", { name: m.auth_register_title() })).toBeTruthy();
});

it("登录 opens sign-in", () => {
  landing();
  fireEvent.click(screen.getByRole("link", { name: m.landing_login() }));
  expect(screen.getByRole("heading", { name: m.auth_login_title() })).toBeTruthy();
});
