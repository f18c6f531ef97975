// The storybook's hero picture in a real browser: reached with Tab, opened with Enter and Space,
// the chosen file's name shown in place of the browser's own "Choose File", then sent with the book.
import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, grantCredits, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN" });

test("the hero picture is picked with the keyboard and sent with the book", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = await signUpNewUser(page, baseURL!, "hero");
  await grantCredits(baseURL!, email, 10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/studio/storybook");
  const button = page.getByTestId("story-reference-button");
  await expect(button).toContainText("选择主角图片");

  await page.getByTestId("story-style").focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  for (const key of ["Enter", " "]) {
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press(key)]);
    expect(chooser.isMultiple()).toBe(false);
    if (key === " ") await chooser.setFiles("web/public/showcase/forest.jpg");
  }
  await expect(page.getByTestId("story-reference-name")).toHaveText("forest.jpg");
  await expect(button.locator("img")).toBeVisible();
  await shot(page, "story-reference-zh-desktop");

  await page.getByTestId("story-idea").fill("森林里的小狐狸");
  await page.getByTestId("story-submit").click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText("任务已提交")).toBeVisible();
});

for (const [locale, choose, remove] of [
  ["ar-SA", "اختر صورة للبطل", "إزالة صورة البطل"],
  ["zh-CN", "选择主角图片", "移除主角参考图"],
]) {
  test(`the hero picture control reads in ${locale} on a phone`, async ({ page, baseURL }) => {
    await signUpNewUser(page, baseURL!, `hero-${locale.toLowerCase()}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
    await page.goto("/studio/storybook");
    const button = page.getByTestId("story-reference-button");
    await expect(button).toContainText(choose);
    await button.scrollIntoViewIfNeeded();
    await shot(page, `story-reference-${locale}-mobile`);
    await page.getByTestId("story-reference").setInputFiles("web/public/showcase/forest.jpg");
    await expect(page.getByTestId("story-reference-name")).toHaveText("forest.jpg");
    await expect(page.getByTestId("story-reference-remove")).toHaveAccessibleName(remove);
    await shot(page, `story-reference-${locale}-mobile-chosen`);
    await expectNoSidewaysScroll(page);
  });
}
