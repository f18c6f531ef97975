// Marketplace export packs as a seller uses them (issue 28, decision 0034): one new user makes one
// product picture, then from its card in the library exports for Taobao and Amazon: the download
// is a ZIP of the two marketplaces' files and report.json, and the dialog's report page shows
// both files. zh-CN at desktop size and 390 px; the same dialog in Arabic (right to left) at
// 390 px reads and fits, then at desktop size.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });

async function openExport(page: Page) {
  const card = page.getByTestId("library-work").first();
  await card.hover();
  await card.getByTestId("export-pack-open").click();
  const dialog = page.getByTestId("export-pack-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("export a work for two marketplaces: a ZIP of their files and report.json, then the report page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpNewUser(page, baseURL!, "exportpack");
  await page.goto("/nano");
  await page.getByTestId("prompt-input").fill("红色香水瓶，白色背景");
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  // The generator's result offers the export too.
  await expect(page.getByTestId("work-tools").getByTestId("export-pack-open")).toBeVisible();

  await page.goto("/library");
  const dialog = await openExport(page);
  await expect(dialog.getByTestId("export-pack-start")).toBeDisabled();
  await dialog.getByTestId("export-pack-target-taobao").check();
  await dialog.getByTestId("export-pack-target-amazon").check();
  await shot(page, "export-pack-zh-desktop");
  const downloaded = page.waitForEvent("download");
  await dialog.getByTestId("export-pack-start").click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files).sort()).toEqual(["alt-text.txt", "amazon/main.jpg", "report.json", "taobao/main.jpg"]);
  const report = JSON.parse(new TextDecoder().decode(files["report.json"])) as { files: { file: string }[] };
  expect(report.files.map((f) => f.file)).toEqual(["taobao/main.jpg", "amazon/main.jpg"]);

  const page2 = dialog.getByTestId("export-pack-report");
  await expect(page2).toBeVisible();
  await expect(page2.getByTestId("export-pack-file")).toHaveCount(2);
  await expect(dialog).toContainText("检查结果");
  await expect(page2).toContainText("amazon/main.jpg");
  await shot(page, "export-pack-report-zh-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "export-pack-report-zh-390");

  await page.evaluate(() => localStorage.setItem("PARAGLIDE_LOCALE", "ar-SA"));
  await page.goto("/library");
  const arabic = await openExport(page);
  await expect(arabic).toContainText("تصدير للمتاجر الإلكترونية");
  await arabic.getByTestId("export-pack-target-jd").check();
  await arabic.getByTestId("export-pack-target-shopify").check();
  // The dialog fits the narrow screen: nothing sticks out sideways.
  const box = (await arabic.locator(".modal-box").boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, "export-pack-ar-390");
  const again = page.waitForEvent("download");
  await arabic.getByTestId("export-pack-start").click();
  await again;
  await expect(arabic.getByTestId("export-pack-file")).toHaveCount(2);
  await expect(arabic).toContainText("تقرير الفحص");
  await shot(page, "export-pack-report-ar-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "export-pack-report-ar-desktop");
});
