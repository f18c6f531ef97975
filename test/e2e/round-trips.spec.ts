// One round trip per page (issue 24): every /api/* answer is held back by D ms while the page's
// code and pictures are not, so API requests made one after another add up to whole multiples of
// D before the page's main content shows. For each signed-in page, cold (a full load) and after a
// client-side navigation, the test counts the API requests, the URLs asked twice (must be 0) and
// the API round trips in a row before the main content is visible (must be 1 on a full load: the
// session and the page's data together; at most 1 after a navigation, 0 when the cache has it).
// Round trips in a row are the longest chain of API requests each started after the one before
// it had answered. The time from the first API request to the content, over D and floored, is
// printed beside it; it is not asserted, since on a busy machine the code's own loading and
// rendering can take a good part of D.
import { expect, test, type Page, type Request } from "@playwright/test";
import { atRest, signInAdmin, signUpNewUser, trackRequests } from "./helpers";

/** How long every API answer is held back; far longer than loading the code takes here. */
const D = 1500;

/** Requests for data: pictures (/api/files) travel on their own terms and the live socket is not HTTP. */
const isApi = (url: URL) =>
  url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/files/") && url.pathname !== "/api/live";

type Seen = { url: string; start: number; end: number };

/** Holds every API answer back by D and records when each API request started and ended. */
async function watchApi(page: Page) {
  const seen: Seen[] = [];
  const started = new Map<Request, Seen>();
  await page.route(
    (url) => isApi(url),
    async (route) => {
      await new Promise((r) => setTimeout(r, D));
      await route.continue();
    },
  );
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!isApi(url)) return;
    const entry = { url: url.pathname + url.search, start: Date.now(), end: Infinity };
    started.set(request, entry);
    seen.push(entry);
  });
  const finish = (request: Request) => {
    const entry = started.get(request);
    if (entry) entry.end = Date.now();
  };
  page.on("requestfinished", finish);
  page.on("requestfailed", finish);
  return seen;
}

/**
 * When each API request started and answered by the browser's own clock (resource timing):
 * Playwright's request events reach the test late, and in bunches, on a busy machine.
 */
async function browserTimings(page: Page, since: number): Promise<Seen[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => ({
      url: e.name,
      start: performance.timeOrigin + e.startTime,
      end: performance.timeOrigin + (e as PerformanceResourceTiming).responseEnd,
    })),
  );
  return entries
    .filter((e) => e.start >= since && isApi(new URL(e.url)))
    .map((e) => ({ ...e, url: new URL(e.url).pathname + new URL(e.url).search }));
}

/** The longest run of requests each started after the previous one answered, among those started before `until`. */
function chain(seen: Seen[], until: number): number {
  const before = seen.filter((s) => s.start < until).sort((a, b) => a.start - b.start);
  const depth = new Map<Seen, number>();
  for (const s of before)
    depth.set(s, 1 + Math.max(0, ...before.filter((p) => p.end <= s.start).map((p) => depth.get(p)!)));
  return Math.max(0, ...depth.values());
}

const duplicates = (seen: Seen[]) => seen.length - new Set(seen.map((s) => s.url)).size;

/** What shows that each page has its content (not a spinner or a skeleton). */
const MAIN: Record<string, (page: Page) => Promise<void>> = {
  "/dashboard": (page) => expect(page.getByTestId("recent-work").first()).toBeVisible({ timeout: 30_000 }),
  "/nano": async (page) => {
    await expect(page.getByTestId("prompt-input")).toBeEditable({ timeout: 30_000 });
    await expect(page.getByTestId("generate-button")).toBeEnabled();
    await expect(page.getByTestId("demo-notice")).toBeVisible();
  },
  "/library": (page) =>
    expect(page.getByTestId("library-work").first().locator("img")).toBeVisible({ timeout: 30_000 }),
  "/art-studio": (page) => expect(page.getByTestId("style-select")).toBeVisible({ timeout: 30_000 }),
  "/credits": (page) => expect(page.getByTestId("usage-row").first()).toBeVisible({ timeout: 30_000 }),
  "/admin/dashboard": (page) => expect(page.getByTestId("admin-stat-users")).not.toBeEmpty({ timeout: 30_000 }),
};

/** Waits until no API request has been in flight for a while (late requests count too). */
async function settle(seen: Seen[]) {
  for (let quiet = 0; quiet < 3;) {
    await new Promise((r) => setTimeout(r, 500));
    quiet = seen.some((s) => s.end === Infinity) ? 0 : quiet + 1;
  }
}

async function measure(page: Page, path: string, load: "cold" | "navigation", go: () => Promise<unknown>) {
  const seen = await watchApi(page);
  const t0 = Date.now();
  await go();
  await MAIN[path](page);
  const visible = Date.now();
  await settle(seen);
  const timed = await browserTimings(page, t0);
  // Every request the browser reports must be one Playwright saw (and the other way round).
  expect(timed.map((s) => s.url).sort()).toEqual(seen.map((s) => s.url).sort());
  const row = {
    page: path,
    load,
    requests: seen.length,
    duplicates: duplicates(seen),
    inARow: chain(timed, visible),
    elapsedOverD: Math.floor((visible - Math.min(visible, ...timed.map((s) => s.start))) / D),
    urls:
      [...timed]
        .sort((a, b) => a.start - b.start)
        .map((s) => `${s.url}@${Math.round(s.start - t0)}-${Math.round(s.end - t0)}`)
        .join(" ") + ` visible@${visible - t0}`,
  };
  // Printed at once: a failing page restarts the worker, which would lose a table kept for the end.
  console.log(
    `| ${row.page} | ${row.load} | ${row.requests} | ${row.duplicates} | ${row.inARow} | ${row.elapsedOverD} | ${row.urls} |`,
  );
  await page.unroute(() => true);
  return row;
}

test.setTimeout(180_000);

/**
 * The browser has been here signed in before (the session hint the landing page keeps), and its
 * resource timing buffer has room for every chunk and picture of a few pages.
 */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("atelier-signed-in", "1");
    performance.setResourceTimingBufferSize(2000);
  });
}

test.beforeAll(() => {
  console.log(`\nAPI requests per page load (every API answer held back ${D} ms)`);
  console.log(
    "| page | load | API requests | duplicates | round trips in a row | first API request → content ÷ D | URLs |",
  );
  console.log("|---|---|---|---|---|---|---|");
});

test.beforeAll(async ({ browser, baseURL }) => {
  // A user with a work (dashboard, library) and usage records (credits); the admin exists.
  const page = await browser.newPage();
  await signUpNewUser(page, baseURL!, "roundtrips");
  const res = await page.request.post("/api/images/generate", {
    headers: { origin: baseURL! },
    multipart: { prompt: "红色香水瓶，白色背景" },
  });
  expect(res.status()).toBe(201);
  await page.context().storageState({ path: "test-results/round-trips-user.json" });
  await page.close();
});

for (const path of ["/dashboard", "/nano", "/library", "/art-studio", "/credits"]) {
  test(`${path}: a full load asks each API URL once, one round trip before the content`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: "test-results/round-trips-user.json" });
    const page = await context.newPage();
    await prepare(page);
    const row = await measure(page, path, "cold", () => page.goto(path, { waitUntil: "commit" }));
    expect(row.duplicates, row.urls).toBe(0);
    expect(row.inARow, row.urls).toBe(1);
    await context.close();
  });
}

test("/admin/dashboard: a full load as an admin asks each API URL once, one round trip", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAdmin(page, baseURL!);
  await prepare(page);
  const row = await measure(page, "/admin/dashboard", "cold", () =>
    page.goto("/admin/dashboard", { waitUntil: "commit" }),
  );
  expect(row.duplicates, row.urls).toBe(0);
  expect(row.inARow, row.urls).toBe(1);
  await context.close();
});

test("client-side navigation: dashboard → library → nano → credits each waits for at most one round trip", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: "test-results/round-trips-user.json" });
  const page = await context.newPage();
  await prepare(page);
  trackRequests(page);
  await page.goto("/dashboard");
  await MAIN["/dashboard"](page);
  await atRest(page);
  for (const [path, link] of [
    ["/library", 'a[href="/library"]'],
    ["/nano", 'a[href="/nano"]'],
    ["/credits", 'a[href="/credits"]'],
  ] as const) {
    const row = await measure(page, path, "navigation", () => page.locator(`#app-sidebar ${link}`).first().click());
    expect(row.duplicates, row.urls).toBe(0);
    expect(row.inARow, row.urls).toBeLessThanOrEqual(1);
  }
  await context.close();
});
