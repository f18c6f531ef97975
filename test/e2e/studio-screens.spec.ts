// Issue 27's screens in a browser, where layout decides: nano's Generate button is on screen at
// 1280×800 without scrolling, and the library's source tabs stay on screen on phones (390 and
// 320 px) in every language.
import { expect, test, type Page } from "@playwright/test";
import { signUpNewUser } from "./helpers";

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
