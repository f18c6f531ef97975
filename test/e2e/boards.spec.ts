// Boards as a user uses them in the library: make a board, put a work on it from the card,
// filter by it, rename it, take the work off, delete the board (its works stay). zh-CN and
// Arabic (right to left), desktop and 390 px, and no sideways scroll at 360 px.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

async function useLanguage(page: Page, locale: string) {
  await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
  await page.reload();
}

/** Dialogs fade in: a screenshot waits until the open one is fully drawn. */
async function settled(page: Page) {
  await expect
    .poll(() => page.locator("dialog[open] .modal-box").evaluate((el) => getComputedStyle(el).opacity))
    .toBe("1");
}

test("a board collects works, filters the library, is renamed and deleted", async ({ page, baseURL }) => {
  await signUpNewUser(page, baseURL!, "boards");
  for (const prompt of ["红色香水瓶，白色背景", "蓝色马克杯"]) {
    const res = await page.request.post("/api/images/generate", {
      headers: { origin: baseURL! },
      multipart: { prompt },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.goto("/library");
  const cards = page.getByTestId("library-work");
  await expect(cards).toHaveCount(2);
  const bar = page.getByTestId("board-bar");
  await expect(bar.getByRole("button", { name: "全部作品" })).toHaveAttribute("aria-pressed", "true");

  // A new board, from the bar.
  await bar.getByTestId("board-new").click();
  const nameDialog = page.getByTestId("board-name-dialog");
  await expect(nameDialog.getByTestId("board-name-save")).toBeDisabled();
  await nameDialog.getByTestId("board-name-input").fill("  夏季活动  ");
  await nameDialog.getByTestId("board-name-save").click();
  await expect(page.getByText("画板已创建")).toBeVisible();
  const chip = bar.getByTestId("board-chip");
  await expect(chip).toHaveText(/夏季活动\s*0/);

  // The perfume (the older work, second card) onto the board from its card.
  const perfume = cards.filter({ hasText: "红色香水瓶" });
  await perfume.hover();
  await perfume.getByTestId("card-boards").click();
  const addDialog = page.getByTestId("add-to-board-dialog");
  const option = addDialog.getByTestId("board-option").filter({ hasText: "夏季活动" });
  await expect(option).toHaveAttribute("aria-checked", "false");
  await option.click();
  await expect(option).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("已添加到“夏季活动”")).toBeVisible();
  await settled(page);
  await shot(page, "boards-add-zh-desktop");
  await addDialog.getByTestId("add-to-board-close").click();
  await expect(chip).toHaveText(/夏季活动\s*1/);

  // The board as a filter: only the perfume.
  await chip.click();
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("work-card-title")).toHaveText("红色香水瓶，白色背景");
  await shot(page, "boards-filter-zh-desktop");

  // Renamed from the chosen board's menu.
  await bar.getByTestId("board-options").click();
  await page.getByTestId("board-rename").click();
  await expect(nameDialog.getByTestId("board-name-input")).toHaveValue("夏季活动");
  await nameDialog.getByTestId("board-name-input").fill("夏季精选");
  await nameDialog.getByTestId("board-name-save").click();
  await expect(page.getByText("画板已重命名")).toBeVisible();
  await expect(chip).toHaveText(/夏季精选\s*1/);
  await expect(cards).toHaveCount(1);

  // Phones: the bar wraps, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shot(page, "boards-filter-zh-mobile");

  // The same in Arabic, right to left.
  await useLanguage(page, "ar-SA");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(bar.getByRole("button", { name: "كل الأعمال" })).toBeVisible();
  await expect(chip).toHaveText(/夏季精选\s*1/);
  await chip.click();
  await expect(cards).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shot(page, "boards-filter-ar-mobile");
  await cards.first().getByTestId("card-boards").click();
  await expect(addDialog.getByTestId("board-option")).toHaveAttribute("aria-checked", "true");
  await settled(page);
  await shot(page, "boards-add-ar-mobile");
  await addDialog.getByTestId("add-to-board-close").click();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await shot(page, "boards-filter-ar-desktop");

  // Taken off the board from its card in the board's view: the board is empty.
  await useLanguage(page, "zh-CN");
  await chip.click();
  await expect(cards).toHaveCount(1);
  await cards.first().hover();
  await cards.first().getByTestId("card-remove-from-board").click();
  await expect(page.getByText("已从“夏季精选”移除")).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(page.getByTestId("library-empty")).toHaveText("这个画板还没有作品。点作品上的画板按钮即可添加。");
  await expect(chip).toHaveText(/夏季精选\s*0/);

  // Deleted, after a confirmation: the bar is back to "all works" and both works are still there.
  await bar.getByTestId("board-options").click();
  await page.getByTestId("board-delete").click();
  await expect(page.getByText("删除画板“夏季精选”？其中的作品仍会保留在作品库中。")).toBeVisible();
  await settled(page);
  await shot(page, "boards-delete-zh-desktop");
  await page.locator("dialog[open]").getByTestId("confirm-delete").click();
  await expect(page.getByText("画板已删除")).toBeVisible();
  await expect(chip).toHaveCount(0);
  await expect(cards).toHaveCount(2);
});
