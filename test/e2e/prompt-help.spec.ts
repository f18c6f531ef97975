// Prompt help as a user uses it on the product-image generator: type a short idea, "Improve
// prompt", edit the suggestion, use it (and undo), then generate with it; the demo engine's
// suggestion is labelled, nothing is charged for help. zh-CN and Arabic (right to left),
// desktop and 390 px, and no sideways scroll at 360 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });

async function useLanguage(page: Page, locale: string) {
  await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
  await page.reload();
}

/** Serious or critical accessibility problems inside the suggestion panel (contrast, names). */
async function panelViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="prompt-help-panel"]').analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

const credits = async (page: Page) => (await (await page.request.get("/api/me")).json()).credits as number;

test("type an idea, improve it, edit the suggestion, use it (and undo), then generate with it", async ({
  page,
  baseURL,
}) => {
  await signUpNewUser(page, baseURL!, "prompthelp");
  await page.goto("/nano");
  const prompt = page.getByTestId("prompt-input");
  await prompt.fill("红色运动鞋");
  const before = await credits(page);

  await page.getByTestId("prompt-help-button").click();
  const panel = page.getByTestId("prompt-help-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("prompt-help-demo")).toHaveText("演示引擎的建议（离线短语模板，不是 AI）");
  const suggestion = panel.getByTestId("prompt-help-suggestion");
  await expect(suggestion).toHaveValue(/^专业产品摄影：红色运动鞋，.*影棚布光.*85毫米镜头/);
  // Nothing changes in the prompt box until the user says so, and nothing is charged.
  await expect(prompt).toHaveValue("红色运动鞋");
  expect(await credits(page)).toBe(before);
  await shot(page, "prompt-help-zh-desktop");
  expect(await panelViolations(page)).toEqual([]);

  // Edit the suggestion, then use it: it replaces the prompt, with an undo.
  const edited = `${await suggestion.inputValue()}鞋带为白色。`;
  await suggestion.fill(edited);
  await panel.getByTestId("prompt-help-use").click();
  await expect(panel).toBeHidden();
  await expect(prompt).toHaveValue(edited);
  await page.getByRole("button", { name: "撤销" }).click();
  await expect(prompt).toHaveValue("红色运动鞋");

  // Again, dismissing first leaves the prompt alone.
  await page.getByTestId("prompt-help-button").click();
  await panel.getByTestId("prompt-help-dismiss").click();
  await expect(panel).toBeHidden();
  await expect(prompt).toHaveValue("红色运动鞋");

  await page.getByTestId("prompt-help-button").click();
  await panel.getByTestId("prompt-help-suggestion").fill(edited);
  await panel.getByTestId("prompt-help-use").click();
  await expect(prompt).toHaveValue(edited);

  // Generate with the improved prompt: only the generation is charged.
  await page.getByTestId("generate-button").click();
  await expect(page.getByTestId("result-image")).toBeVisible();
  expect(await credits(page)).toBe(before - 1);
  const works = await (await page.request.get("/api/works")).json();
  expect(works.works[0].prompt).toBe(edited);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("prompt-help-button").click();
  await expect(panel).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, "prompt-help-zh-mobile");
  await expectNoSidewaysScroll(page);
});

test("in Arabic the suggestion is Arabic and the page reads right to left; 390 px and 360 px fit", async ({
  page,
  baseURL,
}) => {
  await signUpNewUser(page, baseURL!, "prompthelp-ar");
  await page.goto("/nano");
  await useLanguage(page, "ar-SA");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("prompt-input").fill("كوب خزفي أحمر");
  await page.getByTestId("prompt-help-button").click();
  const panel = page.getByTestId("prompt-help-panel");
  await expect(panel.getByTestId("prompt-help-suggestion")).toHaveValue(
    /^صورة منتج احترافية: كوب خزفي أحمر، .*إضاءة استوديو/,
  );
  await expect(panel.getByTestId("prompt-help-use")).toHaveText("استخدام هذا الوصف");
  await shot(page, "prompt-help-ar-desktop");
  expect(await panelViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, "prompt-help-ar-mobile");
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
});
