// The image transfer budget (issue 13): how many bytes of images a signed-in user's /library of
// 20 works costs in Chromium, at desktop width (1280 px) and on a 390 px phone, scrolled through
// to the end. Budgets: ≤ 1 MB and ≤ 600 KB. `measureLibraryImages` is for the bench table; run
// alone (`node scripts/bench-images.mjs`) it starts wrangler dev on a fresh state, signs a user
// up, makes 20 works with the demo engine and prints the figures.
//
// Bytes are what went over the wire for each image response (CDP's encodedDataLength, headers
// included), in a fresh browser context per width so nothing comes from the cache.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { KB } from "./bundle-sizes.mjs";
import { startLocalApp } from "./local-app.mjs";

export const IMAGE_BUDGETS = { desktopBytes: 1024 * KB, mobileBytes: 600 * KB };

/** The phone: 390 px wide at 2 device pixels per CSS pixel (a common mid-range Android). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return (
    execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser || true"], {
      encoding: "utf8",
    }).trim() || undefined
  );
}

/** "a=1; b=2" (a Cookie header) as Playwright cookies for the app's origin. */
export const cookiesFor = (base, cookie) =>
  cookie
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    });

/** Opens /library in a fresh context, scrolls to the end, and sums the image bytes received. */
async function measureOnce(browser, base, cookie, device, expectedWorks) {
  const context = await browser.newContext(device);
  await context.addCookies(cookiesFor(base, cookie));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const images = new Map(); // requestId → url
  const bytes = new Map(); // requestId → encoded bytes
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Image") images.set(e.requestId, e.response.url);
  });
  cdp.on("Network.loadingFinished", (e) => bytes.set(e.requestId, e.encodedDataLength));

  await page.goto(`${base}/library`);
  await page
    .getByTestId("library-work")
    .nth(expectedWorks - 1)
    .waitFor({ timeout: 60_000 });
  // Scroll through in steps, as a person would, so lazy images load where they would.
  for (let y = 0; ;) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y >= height) break;
    y += device.viewport.height / 2;
    await page.evaluate((top) => window.scrollTo({ top }), y);
    await page.waitForTimeout(150);
  }
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="library-work"] img')].every((img) => img.complete),
    null,
    { timeout: 120_000 },
  );
  await page.waitForLoadState("networkidle");

  let total = 0;
  for (const [id, url] of images) {
    total += bytes.get(id) ?? 0;
    if (process.env.BENCH_IMAGES_VERBOSE)
      console.log(`    ${String(bytes.get(id)).padStart(8)}  ${url.replace(base, "")}`);
  }
  await context.close();
  return { bytes: total, images: images.size };
}

/**
 * Image bytes of a signed-in user's /library (they should have `expectedWorks` works with real
 * files) at 1280 px and at 390 px.
 */
export async function measureLibraryImages(base, cookie, { expectedWorks = 20 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const desktop = await measureOnce(browser, base, cookie, VIEWPORTS.desktop, expectedWorks);
    const mobile = await measureOnce(browser, base, cookie, VIEWPORTS.mobile, expectedWorks);
    return {
      desktopBytes: desktop.bytes,
      mobileBytes: mobile.bytes,
      desktopImages: desktop.images,
      mobileImages: mobile.images,
    };
  } finally {
    await browser.close();
  }
}

const PROMPTS = [
  "a ceramic teapot on a linen tablecloth, morning light",
  "red lipstick on a marble counter",
  "wireless headphones on a wooden desk",
  "a glass perfume bottle with pink flowers",
  "running shoes on a city street at dusk",
  "a leather wallet beside a coffee cup",
  "a smart watch on a granite rock",
  "a bottle of olive oil with fresh basil",
  "a scented candle in a cosy winter room",
  "a mechanical keyboard with blue lighting",
  "a straw sun hat on a sandy beach",
  "a jar of honey on a rustic table",
  "a silver necklace on black velvet",
  "an espresso machine in a bright kitchen",
  "a children's wooden toy train",
  "a bottle of sparkling water with lemons",
  "a face cream jar with green leaves",
  "a backpack on a mountain trail",
  "a festive red gift box with a gold ribbon",
  "a vase of tulips on a windowsill",
];

/** Makes `count` works through POST /api/images/generate (the demo engine locally), one prompt each. */
export async function createWorks(base, cookie, count = PROMPTS.length) {
  const works = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set("prompt", PROMPTS[i % PROMPTS.length]);
    form.set("aspectRatio", ["1:1", "4:3", "3:4", "16:9"][i % 4]);
    const res = await fetch(`${base}/api/images/generate`, {
      method: "POST",
      headers: { cookie, origin: base },
      body: form,
    });
    if (res.status !== 201) throw new Error(`generation ${i}: ${res.status} ${await res.text()}`);
    works.push((await res.json()).work);
  }
  return works;
}

// ---------------------------------------------------------------- run alone

async function main() {
  const app = await startLocalApp({
    port: process.env.BENCH_IMAGES_PORT ?? "8797",
    state: ".wrangler/bench-images-state",
    build: "if-missing",
  });
  const { base } = app;
  try {
    const { cookie } = await app.signUp("images", { balance: 100 });
    console.log("▶ 20 works through POST /api/images/generate");
    const works = await createWorks(base, cookie, 20);
    const originals = await Promise.all(
      works.map(
        async (w) => (await (await fetch(base + w.imageUrl, { headers: { cookie } })).arrayBuffer()).byteLength,
      ),
    );
    console.log("▶ /library in Chromium at 1280 px and 390 px");
    const figures = await measureLibraryImages(base, cookie);
    const kb = (n) => `${(n / KB).toFixed(0)} KB`;
    const verdict = (value, budget) =>
      `${kb(value).padStart(9)}  budget ≤ ${kb(budget)}  ${value <= budget ? "✓" : "✗ over"}`;
    console.log(`\nLibrary of 20 works (originals ${kb(originals.reduce((a, b) => a + b, 0))} in all):`);
    console.log(
      `  desktop 1280 px: ${verdict(figures.desktopBytes, IMAGE_BUDGETS.desktopBytes)}  (${figures.desktopImages} image responses)`,
    );
    console.log(
      `  phone 390 px:    ${verdict(figures.mobileBytes, IMAGE_BUDGETS.mobileBytes)}  (${figures.mobileImages} image responses)`,
    );
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
