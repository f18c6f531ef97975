// On a slow network the library and the dashboard show theme-coloured placeholders in the works'
// final boxes (nothing moves when the images arrive), and ask for the small variants by srcset.
// Screenshots while loading and after: zh-CN and en-US, desktop and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { grantCredits, shot, signUpNewUser } from "./helpers";

const RATIOS = ["1:1", "4:3", "3:4", "16:9", "9:16", "1:1", "4:3"];

/** Holds every stored file's response until `release()`: the images are still on their way. */
async function slowFiles(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/files/**", async (route) => {
    await released;
    await route.continue();
  });
  return { release, restore: () => page.unroute("**/api/files/**") };
}

const boxesOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.querySelector("img")!.parentElement!.getBoundingClientRect();
      return {
        width: Math.round(box.width),
        height: Math.round(box.height),
        state: card.querySelector("[data-image-state]")!.getAttribute("data-image-state"),
      };
    }),
  );

test("placeholders hold the works' places until the variants arrive (zh-CN, then en-US)", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  // One user's works serve both languages: drawing them is most of this test's time.
  const email = await signUpNewUser(page, baseURL!, "images");
  await grantCredits(baseURL!, email, 20);
  for (const [i, aspectRatio] of RATIOS.entries()) {
    const res = await page.request.post("/api/images/generate", {
      headers: { origin: baseURL! },
      multipart: { prompt: `a ceramic teapot, view ${i + 1}`, aspectRatio },
    });
    expect(res.status()).toBe(201);
  }
  for (const locale of ["zh-CN", "en-US"] as const) {
    // Init scripts run in the order they were added: the last language set wins.
    await page.addInitScript((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);

    for (const [device, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["mobile", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [path, testId] of [
        ["/library", "library-work"],
        ["/dashboard", "recent-work"],
      ] as const) {
        const files = await slowFiles(page);
        await page.goto(path);
        await expect(page.getByTestId(testId)).toHaveCount(testId === "recent-work" ? 6 : RATIOS.length);
        const img = page.getByTestId(testId).first().locator("img");
        await expect(img).toHaveAttribute(
          "srcset",
          /\?v=thumb&h=[0-9a-f]{32} \d+w, .*\?v=display&h=[0-9a-f]{32} \d+w$/,
        );
        await expect(img).toHaveAttribute("sizes", /calc/);
        const loading = await boxesOf(page, testId);
        expect(loading.every((b) => b.state === "loading" && b.width > 0 && b.width === b.height)).toBe(true);
        // The placeholder is the theme's colour, not a blank white card.
        const fill = await img.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
        expect(fill).not.toMatch(/^rgba?\(255, 255, 255|^rgba\(0, 0, 0, 0\)$|^transparent$/);
        // The phone's dashboard has its recent works below the fold: the whole page is shot.
        const whole = device === "mobile" && testId === "recent-work";
        await shot(page, `work-images-${path.slice(1)}-${device}-${locale}-loading`, whole);

        files.release();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect
          .poll(async () => (await boxesOf(page, testId)).every((b) => b.state === "loaded"), { timeout: 60_000 })
          .toBe(true);
        // Nothing moved: every card keeps the box it had while loading.
        expect((await boxesOf(page, testId)).map(({ width, height }) => ({ width, height }))).toEqual(
          loading.map(({ width, height }) => ({ width, height })),
        );
        // The fade-in has ended: every image is fully opaque.
        await expect
          .poll(() =>
            page
              .getByTestId(testId)
              .locator("img")
              .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).opacity)),
          )
          .toEqual(Array(loading.length).fill("1"));
        await shot(page, `work-images-${path.slice(1)}-${device}-${locale}-loaded`, whole);
        await files.restore();
      }
    }
  }
});
