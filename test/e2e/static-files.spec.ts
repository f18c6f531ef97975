// The built SPA as the platform serves it (wrangler dev over dist/): real files straight from the
// asset store with their caching, a chunk an older build named as a 404 (never index.html under
// /assets/'s year-long immutable cache), deep links as the SPA, robots.txt and the sitemap as text
// and XML, and a page whose chunk is gone reloading once and then explaining itself.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { atRest, shot, trackRequests } from "./helpers";

test.use({ locale: "zh-CN" });

test("a missing /assets/ file is a 404 that nothing caches, whoever asks", async ({ page, request }) => {
  for (const mode of ["no-cors", "cors", "navigate"]) {
    const res = await request.get("/assets/nope-123.js", { headers: { "sec-fetch-mode": mode } });
    expect(res.status(), mode).toBe(404);
    expect(res.headers()["content-type"]).not.toMatch(/html/);
    expect(res.headers()["cache-control"]).not.toMatch(/immutable|max-age=[1-9]/);
  }
  // As the browser itself asks for a module script.
  await page.goto("/");
  const asked = await page.evaluate(async () => {
    const res = await fetch("/assets/nope-123.js");
    return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control") };
  });
  expect(asked.status).toBe(404);
  expect(asked.type).not.toMatch(/html/);
  expect(asked.cache).toBe("no-store");
});

test("real assets come from the asset store with the year-long cache; a deep link is the SPA", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The inline pre-render guard starts the entry (web/app/prerender-guard.ts).
  const entry = /"entry":"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const script = await request.get(entry!);
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const nano = await page.goto("/nano");
  expect(nano?.status()).toBe(200);
  expect(nano?.headers()["content-type"]).toMatch(/text\/html/);
  expect(nano?.headers()["cache-control"]).not.toMatch(/immutable/);
  // The SPA runs: a visitor is sent to sign in first.
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fnano/);

  // Fixed routes are files of the build (the asset store answers them near the visitor), and no
  // deep link carries the landing page's pre-rendered markup, fixed route or not.
  for (const path of ["/nano", "/admin/users", "/studio/storybook", "/studio/storybook/a-book-id", "/no-such-page"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const body = await res.text();
    expect(body, path).not.toMatch(/<html[^>]*data-prerendered/);
    expect(body, path).toContain('<div id="root"></div>');
  }
  expect(await (await request.get("/admin/users")).text()).toBe(readFileSync("dist/admin/users.html", "utf8"));
});

test("robots.txt and sitemap.xml are text and XML, not the SPA", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const rules = await robots.text();
  expect(rules).toContain("Disallow: /api/");
  expect(rules).toContain("Allow: /auth$");
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/auth</loc>`);
  expect(xml).not.toMatch(/<html/i);
});

/** Counts the page's document loads (the first visit and every reload). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on("request", (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

async function chunkGoneAfterDeploy(page: Page) {
  // The deploy removed the page's chunk: the server answers its old name with 404.
  await page.route(/\/assets\/ForgotPasswordPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
  );
  const loads = countDocumentLoads(page);
  trackRequests(page);
  await page.goto("/auth/forgot-password");
  return loads;
}

test("a page whose chunk is gone reloads once, then shows the error page instead of looping", async ({ page }) => {
  const loads = await chunkGoneAfterDeploy(page);
  await expect(page.getByTestId("route-error")).toBeVisible();
  await expect(page.getByRole("heading", { name: "这个页面没能打开" })).toBeVisible();
  // At rest: no third load is coming.
  await atRest(page);
  expect(loads.count).toBe(2);
  await shot(page, "route-error-zh-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "route-error-zh-390");

  // The button tries again; the guard already spent, it is a plain reload to the same page.
  await page.getByRole("button", { name: "重新加载" }).click();
  await expect(page.getByTestId("route-error")).toBeVisible();
  expect(loads.count).toBe(3);
});

test("the error page speaks the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const loads = await chunkGoneAfterDeploy(page);
  await expect(page.getByRole("heading", { name: "This page could not be opened" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  expect(loads.count).toBe(2);
  await shot(page, "route-error-en-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "route-error-en-390");
  await context.close();
});
