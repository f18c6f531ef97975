// Interior design and a 4-page storybook made in the background: the library card follows
// them live, then the results open, the book pages turn and the PDF downloads. (Books in other
// languages, Arabic right to left among them, and their PDFs: storybook-pdf.spec.ts.)
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { grantCredits, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

test("interior design and a storybook, watched live in the library", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const email = await signUpNewUser(page, baseURL!, "bookish");
  await grantCredits(baseURL!, email, 20);

  // Interior design: four steps, then off to the library.
  await page.goto("/interior-design");
  await page.getByTestId("photo-input").setInputFiles("web/public/showcase/forest.jpg");
  await page.getByTestId("room-bedroom").click();
  await page.getByTestId("design-japanese").click();
  await shot(page, "interior-zh-desktop");
  await page.getByTestId("interior-submit").click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText("任务已提交")).toBeVisible();

  // The storybook.
  await page.goto("/studio/storybook");
  await page.getByTestId("story-idea").fill("一只想去月球的小兔子");
  await expect(page.getByTestId("story-cost")).toHaveText("10 积分");
  await page.getByTestId("story-submit").click();
  await expect(page).toHaveURL(/\/library$/);

  // The card shows the work in progress and empties by itself (no reload) as tasks finish. On an
  // idle machine the built-in engine can finish both before the library has loaded: then there
  // is nothing to watch, and the works are simply there. On a busy one the library can take longer
  // than the glance below to show the card: then the works, arriving by themselves, say it is done.
  const card = page.getByTestId("tasks-card");
  const watched = await card.waitFor({ state: "visible", timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (watched) {
    await expect(card).toHaveAttribute("data-live", "socket");
    await shot(page, "library-tasks-zh");
    await expect(card).toBeHidden({ timeout: 120_000 });
    await expect(page.getByText("生成完成").first()).toBeVisible();
  }
  await expect(page.getByTestId("library-work")).toHaveCount(2, { timeout: 120_000 });
  await expect(card).toBeHidden();

  // The interior design result: before/after in the detail dialog.
  await page.getByRole("tab", { name: "室内设计" }).click();
  await page.getByTestId("library-work").first().locator("button").first().click();
  await expect(page.getByTestId("work-dialog").getByTestId("before-after")).toBeVisible();
  await page.keyboard.press("Escape");

  // The book: turn pages, then the PDF has one page per book page.
  await page.getByRole("tab", { name: "绘本" }).click();
  await page.getByTestId("library-work").first().locator("button").first().click();
  await page.getByTestId("work-open-book").click();
  await expect(page.getByTestId("book-page")).toHaveText("第 1 页，共 4 页");
  await expect(page.getByTestId("book-text")).toContainText("小兔子");
  await shot(page, "book-zh-desktop");
  await page.getByTestId("book-next").click();
  await expect(page.getByTestId("book-page")).toHaveText("第 2 页，共 4 页");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("book-pdf").click()]);
  await download.saveAs("screenshots/book-zh.pdf");
  const pdf = readFileSync("screenshots/book-zh.pdf").toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(4);
});
