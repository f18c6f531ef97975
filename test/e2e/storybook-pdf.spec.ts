// The storybook PDF in Chinese, Thai, Hindi and Arabic: made in the browser, each page's JPEG
// read back out of the PDF and decoded by Chromium, pixel by pixel: no line of text (dark ink)
// comes down into the footer's band, and the footer is there; the Arabic book reads right to
// left. The page JPEGs land in screenshots/ to look at. (No PDF renderer is needed: the PDF
// places one JPEG per page.) One user orders the four books at once: the engine draws the next
// ones while the first is checked, and one sign-up serves them all.
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { grantCredits, shot, signUpNewUser } from "./helpers";

test.use({ viewport: { width: 1280, height: 860 } });

/** The page images of a PDF written by web/features/storybook/pdf.ts: every DCTDecode stream, in order. */
function pageJpegs(pdf: Buffer): Buffer[] {
  const text = pdf.toString("latin1");
  const jpegs: Buffer[] = [];
  for (const match of text.matchAll(/\/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    jpegs.push(pdf.subarray(start, start + Number(match[1])));
  }
  return jpegs;
}

/** Counts, decoded by the browser: near-black pixels below the text's limit, and footer ink. */
function inkBelowText(page: Page, jpeg: Buffer) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/jpeg;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const grey = (x: number, y: number) => {
      const i = (y * canvas.width + x) * 4;
      return 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    };
    // A 1200 × 1300 px sheet: the footer's grey (#8a8399) sits in the bottom 70 px; body text is
    // near-black (#2b2540) and, Arabic and Thai marks included, ends by 1200 px.
    let darkBelowText = 0;
    let footerInk = 0;
    for (let y = 1205; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++) {
        if (grey(x, y) < 100) darkBelowText++;
        if (y >= 1225 && grey(x, y) < 200) footerInk++;
      }
    return {
      width: canvas.width,
      height: canvas.height,
      darkBelowText,
      footerInk,
    };
  }, jpeg.toString("base64"));
}

const BOOKS = [
  {
    locale: "zh-CN",
    idea: "一只戴着红围巾、梦想坐着自己造的火箭去月球看望嫦娥姐姐的勇敢小兔子",
    words: "小兔子",
  },
  {
    locale: "th-TH",
    idea: "กระต่ายน้อยผู้กล้าหาญที่ใส่ผ้าพันคอสีแดงและอยากนั่งจรวดที่สร้างเองไปเยี่ยมดวงจันทร์",
    words: "กระต่าย",
  },
  {
    locale: "hi-IN",
    idea: "चाँद पर जाना चाहने वाला एक छोटा बहादुर खरगोश",
    words: "खरगोश",
  },
  // In another style than the default, to read right to left.
  {
    locale: "ar-SA",
    idea: "قطة صغيرة تحب النجوم وتريد أن تطير إليها",
    words: "قطة",
    style: "sci_fi",
  },
];

/** The app in `locale` from the next load on (the choice the language menu stores). */
const inLocale = (page: Page, locale: string) =>
  page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);

test("the storybook PDF keeps its text above the footer in Chinese, Thai, Hindi and Arabic", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = await signUpNewUser(page, baseURL!, "pdf");
  await grantCredits(baseURL!, email, 10 * BOOKS.length);
  // Each book is ordered in its own language (the book is written in the app's language).
  await page.goto("/auth/forgot-password");
  // The app stores the browser's language once its messages have loaded: after that, ours.
  await page.waitForFunction(() => localStorage.getItem("PARAGLIDE_LOCALE") !== null);
  for (const book of BOOKS) {
    await inLocale(page, book.locale);
    await page.goto("/studio/storybook");
    await expect(page.locator("html")).toHaveAttribute("lang", book.locale);
    await page.getByTestId("story-idea").fill(book.idea);
    if (book.style) await page.getByTestId("story-style").selectOption(book.style);
    await page.getByTestId("story-submit").click();
    await expect(page).toHaveURL(/\/library$/);
  }
  // The finished books.
  let ids: string[] = [];
  await expect(async () => {
    const { works } = (await (await page.request.get("/api/works?source=storybook")).json()) as {
      works: { id: string }[];
    };
    ids = works.map((w) => w.id);
    expect(ids).toHaveLength(BOOKS.length);
  }).toPass({ timeout: 180_000 });

  const checked: string[] = [];
  for (const id of ids) {
    // Which book this is (the engine may finish them in any order), then read in its language.
    await page.goto(`/studio/storybook/${id}`);
    const lang = await page.getByTestId("book").getAttribute("lang");
    const book = BOOKS.find((b) => b.locale === lang);
    if (!book) throw new Error(`a book in ${lang}: not one of those ordered`);
    checked.push(book.locale);
    await inLocale(page, book.locale);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", book.locale);
    await expect(page.getByTestId("book")).toHaveAttribute("dir", book.locale === "ar-SA" ? "rtl" : "ltr");
    await expect(page.getByTestId("book-text")).toContainText(book.words);
    if (book.locale === "ar-SA") await shot(page, "book-ar-desktop");

    const pdf = `screenshots/book-pdf-${book.locale}.pdf`;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("book-pdf").click()]);
    await download.saveAs(pdf);
    expect(
      readFileSync(pdf)
        .toString("latin1")
        .match(/\/Type \/Page\b/g)!.length,
    ).toBeGreaterThanOrEqual(4);

    const jpegs = pageJpegs(readFileSync(pdf));
    expect(jpegs.length).toBeGreaterThanOrEqual(4);
    mkdirSync("screenshots", { recursive: true });
    for (const [n, jpeg] of jpegs.entries()) {
      const sheet = `book-pdf-${book.locale}-page-${n + 1}.jpg`;
      writeFileSync(`screenshots/${sheet}`, jpeg);
      const ink = await inkBelowText(page, jpeg);
      expect([ink.width, ink.height]).toEqual([1200, 1300]);
      expect(ink.darkBelowText, `${sheet}: text in the footer's band`).toBe(0);
      expect(ink.footerInk, `${sheet}: footer`).toBeGreaterThan(50);
    }
  }
  expect(checked.sort()).toEqual(BOOKS.map((b) => b.locale).sort());
});
