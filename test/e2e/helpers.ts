import { expect, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";

/** Signs a new user up through the API; the page's context shares the session cookie. */
export async function signUpNewUser(page: Page, baseURL: string, tag = "user") {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", { data: { email, password: "secret123", name: tag }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
  return email;
}

export async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
}
