// Pictures travel once (issue 24): the library's thumbnails are content-addressed and immutable, so
// a second visit shows them with no request to the server at all; and since the browser now keeps
// them, signing out clears the site's cache (Clear-Site-Data: "cache"), so a second person signing
// in at the same browser finds none of the first person's pictures there: their URLs reach the
// server, which refuses them. What went to the server is counted from Chromium's own network events
// (DevTools protocol): a response from the disk or memory cache, or a request served from cache,
// never reached the Worker.
import { expect, request, test, type CDPSession, type Page } from "@playwright/test";
import { grantCredits, signUpNewUser } from "./helpers";

const WORKS = 6;
const IMMUTABLE = "private, max-age=31536000, immutable";

type FileRequest = { url: string; fromCache: boolean; status?: number; cacheControl?: string; bytes: number };

/** Every /api/files request of the page from now on, as Chromium saw it. */
async function watchFiles(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const byId = new Map<string, FileRequest>();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (new URL(e.request.url).pathname.startsWith("/api/files/"))
      byId.set(e.requestId, { url: e.request.url, fromCache: false, bytes: 0 });
  });
  cdp.on("Network.requestServedFromCache", (e) => {
    const r = byId.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on("Network.responseReceived", (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.cacheControl = e.response.headers["cache-control"] ?? e.response.headers["Cache-Control"];
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) r.fromCache = true;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = byId.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return {
    all: () => [...byId.values()],
    /** The requests that reached the server. */
    toServer: () => [...byId.values()].filter((r) => !r.fromCache),
    reset: () => byId.clear(),
  };
}

async function libraryShown(page: Page) {
  await page.goto("/library");
  const cards = page.getByTestId("library-work");
  await expect(cards).toHaveCount(WORKS);
  await expect(page.locator('[data-testid="library-work"] [data-image-state="loaded"]')).toHaveCount(WORKS);
  return page
    .getByTestId("library-work")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
}

/** `fetch(url)` from the page, with the browser's cache as a page would use it: the status it got. */
const fetchInPage = (page: Page, url: string) => page.evaluate((u) => fetch(u).then((r) => r.status), url);

/** Signs a user up with `WORKS` pictures; returns the address. */
async function userWithWorks(page: Page, baseURL: string, tag: string) {
  const email = await signUpNewUser(page, baseURL, tag);
  await grantCredits(baseURL, email, 20);
  for (let i = 0; i < WORKS; i++) {
    const res = await page.request.post("/api/images/generate", {
      headers: { origin: baseURL },
      multipart: { prompt: `a paper lantern, view ${i + 1}` },
    });
    expect(res.status()).toBe(201);
  }
  return email;
}

test("a warm /library asks the server for no thumbnail; after sign-out, the next user's browser holds none of them", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.addInitScript(() => localStorage.setItem("PARAGLIDE_LOCALE", "en-US"));
  await userWithWorks(page, baseURL!, "cache-first");
  const files = await watchFiles(page);

  // Cold: every picture comes from the server, under its content-addressed name, immutable.
  const shown = await libraryShown(page);
  expect(shown.every((url) => /\?v=(thumb|display)&h=[0-9a-f]{32}$/.test(url))).toBe(true);
  const cold = files.toServer();
  expect(cold.length).toBeGreaterThanOrEqual(WORKS);
  expect(cold.every((r) => r.status === 200 && r.cacheControl === IMMUTABLE)).toBe(true);
  const coldBytes = cold.reduce((sum, r) => sum + r.bytes, 0);

  // Warm: away and back (a new document, not a reload). Not one picture request reaches the server.
  await page.goto("/account");
  files.reset();
  expect(await libraryShown(page)).toEqual(shown);
  const warm = files.toServer();
  console.log(
    `library of ${WORKS} works: cold ${cold.length} picture requests, ${coldBytes} bytes; warm ${warm.length} requests to the server, ${files.all().length} answered from the cache`,
  );
  expect(warm).toEqual([]);

  // The browser really holds them: fetched from the page, the first user's picture comes from the cache.
  files.reset();
  expect(await fetchInPage(page, shown[0])).toBe(200);
  expect(files.all()).toHaveLength(1);
  expect(files.toServer()).toEqual([]);

  // Sign out through the app's own button: its answer clears the site's cache.
  const signOut = page.waitForResponse((res) => res.url().endsWith("/api/auth/sign-out"));
  await page.goto("/library");
  await page.getByTestId("sidebar").getByRole("button", { name: "Sign out" }).click();
  expect((await (await signOut).allHeaders())["clear-site-data"]).toBe('"cache"');
  await expect(page).toHaveURL(/\/$/);

  // Someone else signs in at the same browser: the first user's pictures are not in its cache.
  await signUpNewUser(page, baseURL!, "cache-second");
  await page.goto("/library");
  files.reset();
  for (const url of shown) expect(await fetchInPage(page, url), url).toBe(404);
  expect(files.toServer()).toHaveLength(shown.length);
  expect(files.all().every((r) => !r.fromCache && r.status === 404)).toBe(true);
});

test("a session ended elsewhere: the tab notices (its live socket closes), asks for Clear-Site-Data, and the pictures leave the cache", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.addInitScript(() => localStorage.setItem("PARAGLIDE_LOCALE", "en-US"));
  const email = await userWithWorks(page, baseURL!, "cache-ended");
  const shown = await libraryShown(page);
  expect(await fetchInPage(page, shown[0])).toBe(200);

  // The same user on another device signs out every other device: this tab's socket closes.
  const elsewhere = await request.newContext({ baseURL });
  const headers = { origin: baseURL! };
  expect(
    (await elsewhere.post("/api/auth/sign-in/email", { data: { email, password: "secret123" }, headers })).ok(),
  ).toBe(true);
  const ended = page.waitForResponse((res) => res.url().endsWith("/api/session/ended"));
  expect((await elsewhere.post("/api/account/sessions/revoke-others", { headers })).ok()).toBe(true);
  expect((await (await ended).allHeaders())["clear-site-data"]).toBe('"cache"');
  await elsewhere.dispose();

  // Whoever signs in next at this browser gets nothing of the first user's from the cache.
  await signUpNewUser(page, baseURL!, "cache-after");
  for (const url of shown) expect(await fetchInPage(page, url), url).toBe(404);
});
