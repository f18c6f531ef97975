// The storybook PDF in Chinese, Thai, Hindi and Arabic: made in the browser, rasterised by poppler's
// pdftoppm, and read pixel by pixel: no line of text (dark ink) comes down into the footer's
// band, and the footer is there. PNGs of every page land in screenshots/ to look at.
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { grantCredits, signUpNewUser } from "./helpers";

test.use({ viewport: { width: 1280, height: 860 } });

/** Rows × columns of grey levels from a binary PGM (P5, 8 bit) as pdftoppm -gray writes it. */
function readPgm(path: string) {
  const bytes = readFileSync(path);
  const [, w, h] = bytes.toString("latin1", 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/)!.map(Number);
  const start = bytes.length - w * h;
  return { w, h, at: (x: number, y: number) => bytes[start + y * w + x] };
}

const BOOKS = [
  { locale: "zh-CN", idea: "一只戴着红围巾、梦想坐着自己造的火箭去月球看望嫦娥姐姐的勇敢小兔子", words: "小兔子" },
  { locale: "th-TH", idea: "กระต่ายน้อยผู้กล้าหาญที่ใส่ผ้าพันคอสีแดงและอยากนั่งจรวดที่สร้างเองไปเยี่ยมดวงจันทร์", words: "กระต่าย" },
  { locale: "hi-IN", idea: "चाँद पर जाना चाहने वाला एक छोटा बहादुर खरगोश", words: "खरगोश" },
  { locale: "ar-SA", idea: "قطة صغيرة تحب النجوم وتريد أن تطير إليها", words: "قطة" },
];

for (const book of BOOKS) {
  test(`the ${book.locale} storybook PDF keeps its text above the footer`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const email = await signUpNewUser(page, baseURL!, `pdf-${book.locale.toLowerCase()}`);
    grantCredits(email, 10);
    await page.addInitScript((locale) => localStorage.setItem("PARAGLIDE_LOCALE", locale), book.locale);
    await page.goto("/studio/storybook");
    await page.getByTestId("story-idea").fill(book.idea);
    await page.getByTestId("story-submit").click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByTestId("library-work")).toHaveCount(1, { timeout: 120_000 });
    await page.getByTestId("library-work").first().locator("button").first().click();
    await page.getByTestId("work-open-book").click();
    await expect(page.getByTestId("book-text")).toContainText(book.words);

    const pdf = `screenshots/book-pdf-${book.locale}.pdf`;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("book-pdf").click()]);
    await download.saveAs(pdf);
    expect(readFileSync(pdf).toString("latin1").match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(4);

    const prefix = `screenshots/book-pdf-${book.locale}-page`;
    for (const f of readdirSync("screenshots")) if (f.startsWith(`book-pdf-${book.locale}-page`)) rmSync(`screenshots/${f}`);
    execFileSync("pdftoppm", ["-png", "-r", "60", pdf, prefix]);
    execFileSync("pdftoppm", ["-gray", "-r", "72", pdf, prefix]);
    const sheets = readdirSync("screenshots").filter((f) => f.startsWith(`book-pdf-${book.locale}-page`) && f.endsWith(".pgm"));
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    for (const sheet of sheets) {
      // A 1200 × 1300 px sheet at 0.75 pt/px is 900 × 975 px at 72 dpi. The footer's grey
      // (#8a8399) sits in the bottom 70 px of the sheet; body text is near-black (#2b2540) and,
      // Arabic and Thai marks included, ends by 1200 px.
      const { w, h, at } = readPgm(`screenshots/${sheet}`);
      expect([w, h]).toEqual([900, 975]);
      const scale = h / 1300;
      let darkBelowText = 0;
      let footerInk = 0;
      for (let y = Math.round(1205 * scale); y < h; y++)
        for (let x = 0; x < w; x++) {
          if (at(x, y) < 100) darkBelowText++;
          if (y >= Math.round(1225 * scale) && at(x, y) < 200) footerInk++;
        }
      expect(darkBelowText, `${sheet}: text in the footer's band`).toBe(0);
      expect(footerInk, `${sheet}: footer`).toBeGreaterThan(50);
    }
  });
}
