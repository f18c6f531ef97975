// The API reference for developers (/developers/): Scalar, served by the site itself, renders
// /api/openapi.json, asks nothing of any other host, breaks no CSP rule, and reads at desktop
// width and on a 390 px phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { shot } from "./helpers";

/** Everything the page asked for and every console error, from the first request on. */
function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (req) => requests.push(req.url()));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { requests, errors };
}

test("the reference renders the OpenAPI document from this site alone", async ({ page, baseURL }) => {
  const seen = watch(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto("/developers");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Atelier API", exact: true })).toBeVisible();
  await shot(page, "api-reference-desktop");
  // An operation: its summary (from the describeRoute object beside the route), a field of the
  // validator's schema and an error code of its guards.
  await page.getByRole("link", { name: "images", exact: true }).click();
  const summary = "Create a product image, or 1–4 variants of it (count), from a prompt and reference images";
  await page.getByRole("link", { name: summary }).click();
  const operation = page.locator("section", { has: page.getByRole("heading", { name: summary }) }).last();
  await expect(operation).toBeVisible();
  await expect(operation.getByText("aspectRatio").first()).toBeVisible();
  await expect(operation.getByText("count").first()).toBeVisible();
  await expect(operation.getByText("INSUFFICIENT_CREDITS").first()).toBeVisible();
  await shot(page, "api-reference-operation");

  const origin = new URL(baseURL!).origin;
  const elsewhere = seen.requests.filter(
    (url) => !url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:"),
  );
  expect(elsewhere).toEqual([]);
  expect(seen.requests).toContain(`${origin}/api/openapi.json`);
  expect(seen.errors).toEqual([]);
});

test("the reference reads on a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/developers/");
  await expect(page.getByRole("heading", { name: "Atelier API", exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "api-reference-390");
});

test("axe finds nothing serious on the reference: every button named, text in contrast", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/developers/");
  await expect(page.getByRole("heading", { name: "Atelier API", exact: true })).toBeVisible();
  // In the page itself ("legacy" mode, as accessibility.spec.ts does: it has no cross-origin
  // frame), violations only: the default finishes each run in a new blank page, three times slower.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.length} × ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" ") + " " + n.html.slice(0, 120))
          .join(" | ")}`,
    );
  expect(serious).toEqual([]);
});
