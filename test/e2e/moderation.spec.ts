// Moderation as people meet it: an admin adds refused terms in /admin/settings; a user whose
// prompt contains one reads, in their language, that the request was refused, what it may involve
// and that nothing was charged (zh-CN and Arabic, desktop and 390 px); the dashboard counts it.
import { expect, test, type Page } from "@playwright/test";
import { adminPage, shot, signUpNewUser } from "./helpers";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const credits = async (page: Page) => (await (await page.request.get("/api/me")).json()).credits as number;

test("a refused term is refused in the user's language, charges nothing, and shows on the dashboard", async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!, "zh-CN", DESKTOP);
  await admin.goto("/admin/settings");
  const terms = admin.getByTestId("moderation-terms");
  await expect(terms).toBeVisible();
  await terms.fill("违禁品\ncontraband");
  await admin.getByTestId("moderation-save").click();
  await expect(admin.getByText("已保存 2 个拒绝词语")).toBeVisible();
  await admin.getByTestId("admin-moderation").scrollIntoViewIfNeeded();
  await shot(admin, "moderation-admin-terms-zh-desktop");

  const cases = [
    {
      locale: "zh-CN",
      viewport: DESKTOP,
      name: "zh-desktop",
      prompt: "一瓶违 禁 品香水",
      expected: /未通过内容审核：可能涉及本站不接受的词语。.*未扣除积分。/,
    },
    { locale: "zh-CN", viewport: PHONE, name: "zh-390", prompt: "一瓶违禁品香水", expected: /未通过内容审核/ },
    {
      locale: "ar-SA",
      viewport: DESKTOP,
      name: "ar-desktop",
      prompt: "CONTRABAND perfume",
      expected: /رفضت مراجعة المحتوى هذا الطلب.*لم يُخصم أي رصيد\./,
    },
    {
      locale: "ar-SA",
      viewport: PHONE,
      name: "ar-390",
      prompt: "ｃｏｎｔｒａｂａｎｄ perfume",
      expected: /رفضت مراجعة المحتوى/,
    },
  ];
  for (const c of cases) {
    const context = await browser.newContext({ locale: c.locale, viewport: c.viewport });
    const page = await context.newPage();
    await signUpNewUser(page, baseURL!, `moderation-${c.name}`);
    await page.goto("/nano");
    await page.evaluate((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), c.locale);
    await page.reload();
    const before = await credits(page);
    await page.getByTestId("prompt-input").fill(c.prompt);
    await page.getByTestId("generate-button").click();
    await expect(page.getByText(c.expected)).toBeVisible({ timeout: 60_000 });
    expect(await credits(page)).toBe(before);
    await shot(page, `moderation-refused-${c.name}`);
    await context.close();
  }

  await admin.goto("/admin/dashboard");
  const card = admin.getByTestId("admin-refusals");
  await expect(card.getByTestId("admin-refusals-terms")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(admin, "moderation-dashboard-zh-desktop");
});
