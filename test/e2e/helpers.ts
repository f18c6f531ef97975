import {
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { mkdirSync } from "node:fs";

/**
 * Signs a new user up through the API and confirms the address through the link in the dev
 * outbox (`verify: false` leaves it unconfirmed); the page's context shares the session cookie.
 */
export async function signUpNewUser(page: Page, baseURL: string, tag = "user", options: { verify?: boolean } = {}) {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: tag },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
  if (options.verify !== false) await confirmEmail(page, email);
  return email;
}

/** A page, or an API context of its own: what the helpers below send requests with. */
type Client = { request: APIRequestContext };

/** The newest confirmation link the dev outbox holds for `email`. */
export async function confirmationLink(page: Client, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const { mails } = (await (await page.request.get("/api/dev/outbox")).json()) as {
      mails: { to: string; links: string[] }[];
    };
    link = mails
      .filter((m) => m.to === email.toLowerCase())
      .flatMap((m) => m.links)
      .find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeTruthy();
  }).toPass();
  return link!;
}

/** Follows the confirmation link in the page's context (it signs that context in). */
export async function confirmEmail(page: Client, email: string) {
  const res = await page.request.get(await confirmationLink(page, email));
  expect(res.ok()).toBe(true);
}

/**
 * Signs the page's context in as admin@example.com, in the e2e Workers' ADMIN_EMAILS
 * (scripts/e2e.mjs): signs it up and confirms it the first time, signs in after that (other
 * specs, or a retry, may have registered it already).
 */
export async function signInAdmin(page: Client, baseURL: string) {
  const email = "admin@example.com";
  const headers = { origin: baseURL };
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: "admin" },
    headers,
  });
  expect([200, 422]).toContain(res.status());
  if (res.status() !== 422) return confirmEmail(page, email);
  // Registered already. Two specs run at once (playwright.config.ts): the other may have signed the
  // admin up a moment ago and still be confirming the address, before which the role does not count.
  await expect
    .poll(
      async () => {
        if (
          !(
            await page.request.post("/api/auth/sign-in/email", { data: { email, password: "secret123" }, headers })
          ).ok()
        )
          return false;
        const { me } = (await (await page.request.get("/api/session")).json()) as { me: { isAdmin: boolean } | null };
        return Boolean(me?.isAdmin);
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
}

/** A fresh browser context in `locale` at `viewport`, signed in as the suite's admin. */
export async function adminPage(
  browser: Browser,
  baseURL: string,
  locale: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await signInAdmin(page, baseURL);
  return page;
}

/**
 * What makes the page scroll sideways: "" when nothing does, else how far and the outermost
 * elements that stick out of the viewport (either side, so right-to-left pages count too).
 */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const extra = document.scrollingElement!.scrollWidth - window.innerWidth;
    if (extra <= 0) return "";
    const out = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5);
    };
    const names = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => out(el) && !(el.parentElement && out(el.parentElement)))
      .slice(0, 5)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const id = el.getAttribute("data-testid") ?? el.id;
        return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ""}> ${Math.round(r.left)}..${Math.round(r.right)}`;
      });
    return `${extra} px sideways: ${names.join(", ") || "no element outside the viewport"}`;
  });
}

/**
 * The page does not scroll sideways once its layout has settled after a resize (a frame of the
 * old width may still be laid out at the first read on a busy machine); a failure names what sticks out.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string) {
  await expect.poll(() => sidewaysOverflow(page), { message, timeout: 5_000 }).toBe("");
}

export async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
}

/**
 * Gives a test user credits the way an operator does: the suite's admin adjusts the balance
 * through /api/admin/users/:id/credits (one ledger row, one audit entry). Through the running
 * Worker, not `wrangler d1 execute`: a second process writing the database file makes the
 * Worker's own queries fail with SQLITE_BUSY while other specs run.
 */
export async function grantCredits(baseURL: string, email: string, amount: number) {
  const admin = { request: await request.newContext({ baseURL }) };
  try {
    await signInAdmin(admin, baseURL);
    const found = await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(found.status()).toBe(200);
    const { users } = (await found.json()) as { users: { id: string; email: string }[] };
    const user = users.find((u) => u.email === email.toLowerCase());
    expect(user, email).toBeTruthy();
    const granted = await admin.request.post(`/api/admin/users/${user!.id}/credits`, {
      data: { amount: Math.abs(amount), reason: "e2e" },
      headers: { origin: baseURL, "idempotency-key": `e2e-grant-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  } finally {
    await admin.request.dispose();
  }
}

/**
 * The pixel size of the original behind a shown image: pages show a variant (`?v=thumb|display`
 * with its hash, picked by srcset), downloads give the original, which is what an engine made.
 */
export function originalSize(image: Locator): Promise<[number, number]> {
  return image.evaluate(async (shown: HTMLImageElement) => {
    const original = new URL(shown.currentSrc || shown.src);
    original.searchParams.delete("v");
    original.searchParams.delete("h");
    const img = new Image();
    img.src = original.href;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight] as [number, number];
  });
}

/** The requests a page has in flight (with when each started), counted by `trackRequests`, read by `atRest`. */
const requestsOf = new WeakMap<Page, { open: Map<Request, number>; started: number }>();

/**
 * A request open this long is not the page settling. In three CI runs, signing out on /credits
 * never came to rest although the trace shows every request answered: most likely a request whose
 * end Chromium never reported (the sign-out answers with `Clear-Site-Data`, which clears the cache
 * under requests in flight). Such a request is named if `atRest` times out.
 */
const STUCK_MS = 10_000;
const inFlight = (open: Map<Request, number>) =>
  [...open].filter(([, since]) => performance.now() - since < STUCK_MS).map(([request]) => request);

/**
 * Counts `page`'s requests from now on: started, and finished or failed. Call it before the
 * navigation or click whose aftermath `atRest` waits out (requests started before are not seen).
 */
export function trackRequests(page: Page) {
  if (requestsOf.has(page)) return;
  const requests = { open: new Map<Request, number>(), started: 0 };
  page.on("request", (request) => {
    requests.open.set(request, performance.now());
    requests.started++;
  });
  page.on("requestfinished", (request) => requests.open.delete(request));
  page.on("requestfailed", (request) => requests.open.delete(request));
  requestsOf.set(page, requests);
}

/**
 * Waits until the page is at rest as a person would see it: loaded, the app started, no request in flight, every
 * animation and transition that ends finished (fade-ins included), the fonts in, and two frames
 * painted after that with no new request and no change of address, so a redirect or re-render
 * that the last answer causes has happened. Use it before asserting that something did NOT
 * happen (no further redirect, no second load, no late language), instead of sleeping. It does
 * not use Playwright's "networkidle" (500 ms of quiet, which hung once on a busy machine).
 */
export async function atRest(page: Page, timeout = 30_000) {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error("atRest needs trackRequests(page) before the page's requests start");
  await page.waitForLoadState("load", { timeout });
  const poll = expect
    .poll(
      async () => {
        if (inFlight(requests.open).length > 0) return false;
        const [started, url] = [requests.started, page.url()];
        try {
          await page.evaluate(async () => {
            // An app page starts its code after the first paint (web/app/prerender-guard.ts adds
            // the entry script then): wait for that start.
            if (document.getElementById("root"))
              await new Promise<void>(function started(done) {
                if (document.querySelector('script[type="module"][src]')) done();
                else requestAnimationFrame(() => started(done));
              });
            // Endless ones (a spinner, a shimmer) never finish: only those that end are waited for.
            const ending = document
              .getAnimations()
              .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
            await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
            await document.fonts.ready;
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          });
        } catch {
          return false; // the page navigated while we looked
        }
        return inFlight(requests.open).length === 0 && requests.started === started && page.url() === url;
      },
      { timeout, intervals: [50] },
    )
    .toBe(true);
  await poll.catch((error: Error) => {
    const open = [...requests.open.keys()].map((r) => `${r.method()} ${r.url()}`);
    throw new Error(`${page.url()} never came to rest; open: ${open.join(", ") || "none"}\n${error.message}`);
  });
}
