// A seller's batch from a spreadsheet (issue 28): a 3-row CSV with one bad row, the row's error
// and the price before anything starts, the bad row removed, the batch run with each row
// finishing live, the ZIP downloaded, its pictures downloaded again as export packs (a folder per
// work and one report.json) and the batch in the list of past batches (zh-CN, desktop); then the
// page in Arabic on a phone: the export dialog and the past batches fit the screen, a past batch
// opens from the list, and the row errors read. One user, two demo generations.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN" });

const SHEET = {
  name: "上新.csv",
  mimeType: "text/csv",
  buffer: Buffer.from("\uFEFF提示词,变体数,比例\r\n白瓷杯，晨光木桌,1,1:1\r\n玻璃花瓶,9,1:1\r\n竹编收纳篮,1,4:3\r\n"),
};

test("a seller runs a batch from a CSV and downloads its pictures", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpNewUser(page, baseURL!, "batch");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/studio/batch");
  await expect(page.getByRole("heading", { name: "表格批量生成" })).toBeVisible();

  await page.getByTestId("batch-sheet").setInputFiles(SHEET);
  const bad = page.getByTestId("batch-row-3");
  await expect(bad.getByTestId("batch-row-problem")).toHaveText("变体数 \u20689\u2069 无效：应为 1 到 4 的整数。");
  await expect(page.getByTestId("batch-total")).toHaveText("合计：2 积分（可运行的行：2）");
  await expect(page.getByTestId("batch-start")).toBeDisabled();
  await shot(page, "batch-zh-CN-desktop-check");

  await bad.getByTestId("batch-remove-row").click();
  await expect(page.getByTestId("batch-row-3")).toHaveCount(0);
  const start = page.getByTestId("batch-start");
  await expect(start).toBeEnabled();
  await start.click();

  await expect(page).toHaveURL(/\/studio\/batch\?id=/);
  const run = page.getByTestId("batch-run");
  await expect(run).toHaveAttribute("data-status", "finished", { timeout: 60_000 });
  await expect(page.getByTestId("batch-run-row-2")).toHaveAttribute("data-status", "done");
  await expect(page.getByTestId("batch-run-row-4")).toHaveAttribute("data-status", "done");
  await expect(page.getByTestId("batch-progress")).toHaveText("已完成 2/2 行 · 已扣 2 积分");
  await expect(page.getByTestId("credit-balance")).toHaveText("3 积分");
  await shot(page, "batch-zh-CN-desktop-done");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("batch-zip").click()]);
  expect(download.suggestedFilename()).toMatch(/^batch-.*\.zip$/);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 4).toString("hex")).toBe("504b0304");
  expect(zip.readUInt16LE(zip.length - 12)).toBe(2);

  // The same pictures as export packs for JD: one ZIP, a folder per work, one report.
  await page.getByTestId("batch-export-open").click();
  const dialog = page.getByTestId("batch-export-dialog");
  await dialog.getByTestId("export-pack-target-jd").check();
  const [packs] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("batch-export-start").click()]);
  expect(packs.suggestedFilename()).toMatch(/^batch-.*-export\.zip$/);
  const files = unzipSync(readFileSync(await packs.path()));
  expect(Object.keys(files).filter((name) => name.endsWith("/alt-text.txt"))).toEqual([
    "002-1-白瓷杯-晨光木桌/alt-text.txt",
    "004-1-竹编收纳篮/alt-text.txt",
  ]);
  const report = JSON.parse(new TextDecoder().decode(files["report.json"])) as { works: { status: string }[] };
  expect(report.works.map((w) => w.status)).toEqual(["ready", "ready"]);
  await expect(dialog.getByTestId("batch-export-result")).toHaveText("已下载 2 个作品的电商套图。");
  await shot(page, "batch-zh-CN-desktop-export");
  await dialog.getByRole("button", { name: "关闭" }).click();

  const past = page.getByTestId("batch-past-item");
  await expect(past).toHaveCount(1);
  await expect(past).toContainText("白瓷杯，晨光木桌");
  await expect(past).toContainText("已完成 2/2 行 · 图片：2");
  await expect(past).toHaveAttribute("aria-current", "page");
  await past.scrollIntoViewIfNeeded();
  await shot(page, "batch-zh-CN-desktop-past");

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "batch-zh-CN-mobile-done");
  await page.evaluate(() => localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA"));
  await page.reload();
  await expect(page.getByTestId("batch-progress")).toHaveText("اكتمل 2 من 2 صف · خُصم نقطتان");
  await shot(page, "batch-ar-SA-mobile-done");
  await page.getByTestId("batch-export-open").click();
  await expect(page.getByTestId("batch-export-dialog")).toContainText("مجلد لكل عمل");
  await expectNoSidewaysScroll(page);
  await shot(page, "batch-ar-SA-mobile-export");
  await page.getByTestId("batch-export-dialog").getByRole("button", { name: "إغلاق" }).click();

  // A new batch's page lists the past one, which opens again from there.
  await page.getByTestId("batch-new").click();
  await expect(page.getByTestId("batch-past")).toContainText("الدفعات السابقة");
  await expect(past).toContainText("مكتملة");
  await past.scrollIntoViewIfNeeded();
  await shot(page, "batch-ar-SA-mobile-past");
  await past.click();
  await expect(page.getByTestId("batch-progress")).toHaveText("اكتمل 2 من 2 صف · خُصم نقطتان");
  await page.getByTestId("batch-new").click();
  await page.getByTestId("batch-sheet").setInputFiles(SHEET);
  await expect(page.getByTestId("batch-row-3").getByTestId("batch-row-problem")).toContainText("عدد النسخ");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoSidewaysScroll(page);
  await shot(page, "batch-ar-SA-mobile-check");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "batch-ar-SA-desktop-check");
});
