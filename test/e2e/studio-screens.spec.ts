// Issue 27's screens in a browser, where layout decides: nano's Generate button is on screen at
// 1280×800 without scrolling, and the library's source tabs stay on screen on phones (390 and
// 320 px) in every language. Screenshots of the studios changed (zh-CN and ar-SA, desktop and 390 px).
import { expect, test, type Page } from "@playwright/test";
import { shot, signUpNewUser } from "./helpers";

// Listed here: shared/locales reads project.inlang/settings.json, which Playwright's loader cannot import.
const LOCALES = [
  "zh-CN",
  "en-US",
  "es-ES",
  "fr-FR",
  "de-DE",
  "ja-JP",
  "ko-KR",
  "pt-BR",
  "ru-RU",
  "ar-SA",
  "hi-IN",
  "it-IT",
  "nl-NL",
  "th-TH",
  "vi-VN",
];

const useLocale = (page: Page, locale: string) =>
  page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);

test("Generate is next to the prompt at 1280×800; library tabs fit phones in all languages", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpNewUser(page, baseURL!, "screens");
  await page.goto("/nano");
  await expect(page.getByTestId("generate-button")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/library");
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of LOCALES) {
      await useLocale(page, locale);
      await page.reload();
      const tabs = page.getByTestId("library-sources").getByRole("tab");
      await expect(tabs.first()).toBeVisible();
      const outside = await tabs.evaluateAll(
        (all, w) =>
          all
            .filter((t) => {
              const r = t.getBoundingClientRect();
              return r.left < 0 || r.right > w || t.scrollWidth > t.clientWidth + 1;
            })
            .map((t) => t.textContent),
        width,
      );
      expect(outside, `${locale} at ${width} px`).toEqual([]);
    }
  }
});

for (const locale of ["zh-CN", "ar-SA"]) {
  test(`screenshots of the changed studios in ${locale}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signUpNewUser(page, baseURL!, `shots-${locale.toLowerCase()}`);
    await useLocale(page, locale);
    for (const [device, width, height] of [
      ["desktop", 1280, 800],
      ["390", 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ["/nano", "/interior-design", "/studio/storybook", "/library"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await shot(page, `screens27-${path.split("/").pop()}-${locale}-${device}`, true);
      }
      await page.goto("/art-studio");
      await page.getByTestId("photo-input").setInputFiles("web/public/showcase/forest.jpg");
      await expect(page.getByTestId("after-image")).toBeVisible();
      await page.getByTestId("style-select").selectOption("pop-art");
      await expect(page.getByTestId("art-apply-style")).toBeVisible();
      await shot(page, `screens27-art-${locale}-${device}`, true);
    }
  });
}
