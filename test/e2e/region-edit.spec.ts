// Region edit as a user does it: a new user generates a product image, opens the editor from
// the result, paints a stroke with the mouse, erases a bit of it, paints another and undoes it,
// types what to change and pays. The test downloads the original and the new version and
// compares them: every pixel away from the painted stroke (the erased bit and the undone stroke
// included) is identical, the stroke itself changed. zh-CN and ar-SA, desktop and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { signUpNewUser, shot } from "./helpers";
import { readPng, type Pixels } from "./png-pixels";

type Point = { x: number; y: number };

/** The distance from p to the segment a–b. */
function distance(p: Point, a: Point, b: Point) {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

async function workImage(page: Page, id: string): Promise<Pixels> {
  const { work } = (await (await page.request.get(`/api/works/${id}`)).json()) as { work: { imageUrl: string } };
  return readPng(await (await page.request.get(work.imageUrl)).body());
}

async function generateAndOpenEditor(page: Page, baseURL: string, prompt: string) {
  await signUpNewUser(page, baseURL, "region");
  await page.goto("/nano");
  await page.getByTestId("prompt-input").fill(prompt);
  await page.getByTestId("generate-button").click();
  const result = page.getByTestId("result-image");
  await expect(result).toBeVisible();
  const workId = (await result.getAttribute("data-work-id"))!;
  await page.getByTestId("result-edit-region").click();
  await expect(page).toHaveURL(new RegExp(`/edit/${workId}$`));
  const canvas = page.getByTestId("region-edit-canvas");
  await expect(canvas).toBeVisible();
  return { workId, canvas };
}

/** Drags the mouse from a to b, given as fractions of the canvas box; returns both in page pixels. */
async function drag(page: Page, box: { x: number; y: number; width: number; height: number }, a: Point, b: Point) {
  const from = { x: box.x + a.x * box.width, y: box.y + a.y * box.height };
  const to = { x: box.x + b.x * box.width, y: box.y + b.y * box.height };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test.describe("zh-CN", () => {
  test.use({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });

  test("paint, erase, undo, instruct: outside the painted area every pixel stays", async ({ page, baseURL }) => {
    const { workId, canvas } = await generateAndOpenEditor(page, baseURL!, "红色香水瓶，白色背景");
    const submit = page.getByTestId("region-edit-submit");
    await expect(submit).toHaveText("修改涂抹区域（消耗 1 积分）");
    await expect(submit).toBeDisabled();
    const box = (await canvas.boundingBox())!;
    const natural = await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
    const scale = natural.width / box.width;
    const brush = 32; // the page's default brush, in screen pixels

    // A horizontal stroke across the middle, its right end erased, a second stroke undone.
    await drag(page, box, { x: 0.2, y: 0.5 }, { x: 0.8, y: 0.5 });
    await page.getByTestId("region-edit-erase").click();
    await drag(page, box, { x: 0.72, y: 0.45 }, { x: 0.72, y: 0.55 });
    await page.getByTestId("region-edit-paint").click();
    await drag(page, box, { x: 0.5, y: 0.15 }, { x: 0.5, y: 0.3 });
    await page.getByTestId("region-edit-undo").click();
    await expect(page.getByTestId("region-edit-redo")).toBeEnabled();
    await shot(page, "region-edit-zh-desktop");

    await page.getByTestId("region-edit-instruction").fill("更暗一些");
    await submit.click();
    const result = page.getByTestId("region-edit-result");
    await expect(result).toBeVisible();
    const newId = (await result.getAttribute("data-work-id"))!;
    await shot(page, "region-edit-zh-result");

    const original = await workImage(page, workId);
    const edited = await workImage(page, newId);
    expect([edited.width, edited.height]).toEqual([original.width, original.height]);
    const inNatural = (p: Point) => ({ x: p.x * natural.width, y: p.y * natural.height });
    const stroke = [inNatural({ x: 0.2, y: 0.5 }), inNatural({ x: 0.8, y: 0.5 })] as const;
    const eraser = [inNatural({ x: 0.72, y: 0.45 }), inNatural({ x: 0.72, y: 0.55 })] as const;
    const undone = [inNatural({ x: 0.5, y: 0.15 }), inNatural({ x: 0.5, y: 0.3 })] as const;
    const r = (brush / 2) * scale;
    let outside = 0;
    let outsideChanged = 0;
    let keptByEraser = 0;
    let keptByUndo = 0;
    let inside = 0;
    let insideChange = 0;
    for (let y = 0; y < original.height; y++) {
      for (let x = 0; x < original.width; x++) {
        const p = { x: x + 0.5, y: y + 0.5 };
        const i = (y * original.width + x) * 4;
        const same = [0, 1, 2, 3].every((c) => original.rgba[i + c] === edited.rgba[i + c]);
        const fromStroke = distance(p, ...stroke);
        const fromEraser = distance(p, ...eraser);
        // Away from the stroke, or well inside the erased bit: never painted.
        if (fromStroke > r + 2 || fromEraser < r - 2) {
          outside++;
          if (!same) outsideChanged++;
          if (fromEraser < r - 2) keptByEraser++;
          if (distance(p, ...undone) < r - 2) keptByUndo++;
        } else if (fromStroke < r - 8 && fromEraser > r + 8) {
          inside++;
          insideChange +=
            Math.abs(original.rgba[i] - edited.rgba[i]) +
            Math.abs(original.rgba[i + 1] - edited.rgba[i + 1]) +
            Math.abs(original.rgba[i + 2] - edited.rgba[i + 2]);
        }
      }
    }
    expect(keptByEraser).toBeGreaterThan(100);
    expect(keptByUndo).toBeGreaterThan(100);
    expect(outside).toBeGreaterThan(original.width * original.height * 0.5);
    expect(outsideChanged).toBe(0);
    expect(inside).toBeGreaterThan(1000);
    expect(insideChange / (inside * 3)).toBeGreaterThan(15);

    // The new version is in the library as a version of the same creation.
    await page.goto("/library");
    await expect(page.getByTestId("library-work").first()).toHaveAttribute("data-versions", "2");
  });

  test("the editor at 390 px", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { canvas } = await generateAndOpenEditor(page, baseURL!, "蓝色陶瓷杯");
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await drag(page, box, { x: 0.3, y: 0.4 }, { x: 0.7, y: 0.6 });
    await page.getByTestId("region-edit-instruction").fill("黑白");
    await expect(page.getByTestId("region-edit-submit")).toBeEnabled();
    await shot(page, "region-edit-zh-390", true);
  });
});

test.describe("ar-SA", () => {
  test.use({ locale: "ar-SA", viewport: { width: 1280, height: 900 } });

  test("right to left, and no sideways scroll at 360 px", async ({ page, baseURL }) => {
    const { canvas } = await generateAndOpenEditor(page, baseURL!, "a blue ceramic mug");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const box = (await canvas.boundingBox())!;
    await drag(page, box, { x: 0.3, y: 0.5 }, { x: 0.7, y: 0.5 });
    await expect(page.getByTestId("region-edit-submit")).toHaveText("تغيير المنطقة الملوّنة (يستهلك نقطة واحدة)");
    await shot(page, "region-edit-ar-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "region-edit-ar-390", true);
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
