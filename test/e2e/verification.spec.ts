// Email confirmation as a newcomer sees it: the banner on every signed-in page (in the user's
// language, at desktop and phone widths), and a forged link landing on the root with a clear
// message instead of a silent failure.
import { expect, test } from "@playwright/test";
import { confirmationLink, expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

const cases = [
  {
    locale: "zh-CN",
    width: 1280,
    height: 860,
    title: "请验证您的邮箱",
    resend: "重新发送验证邮件",
    done: "邮箱已验证",
  },
  {
    locale: "en-US",
    width: 390,
    height: 844,
    title: "Please confirm your email",
    resend: "Resend confirmation email",
    done: "Email confirmed",
  },
  {
    locale: "ar-SA",
    width: 390,
    height: 844,
    title: "يُرجى تأكيد بريدك الإلكتروني",
    resend: "إعادة إرسال رسالة التأكيد",
    done: "تم تأكيد البريد الإلكتروني",
  },
];

for (const c of cases) {
  test.describe(`${c.locale} at ${c.width}px`, () => {
    test.use({ locale: c.locale, viewport: { width: c.width, height: c.height } });

    test("the banner explains, resends and goes away once the address is confirmed", async ({ page, baseURL }) => {
      await page.addInitScript((locale) => localStorage.setItem("PARAGLIDE_LOCALE", locale), c.locale);
      const email = await signUpNewUser(page, baseURL!, `banner-${c.locale}`, { verify: false });
      for (const path of ["/dashboard", "/studio/image-style"]) {
        await page.goto(path);
        const banner = page.getByTestId("verify-email-banner");
        await expect(banner).toContainText(c.title);
        await expect(banner).toContainText(email.toLowerCase());
        // No page scrolls sideways, the long address included.
        await expectNoSidewaysScroll(page);
      }
      await page.getByTestId("verify-resend").click();
      await expect(page.getByTestId("verify-resend")).toHaveText(c.resend);
      await shot(page, `verify-banner-${c.locale}-${c.width}`);

      await page.goto(await confirmationLink(page, email));
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(c.done)).toBeVisible();
      await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
    });
  });
}

test.describe("a broken link", () => {
  test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

  test("lands on the site root and says the link is invalid; the account stays unconfirmed", async ({
    page,
    baseURL,
  }) => {
    const email = await signUpNewUser(page, baseURL!, "broken", { verify: false });
    const link = new URL(await confirmationLink(page, email));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    await page.goto(link.toString());
    await expect(page.getByText("验证链接无效或已过期")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("verify-email-banner")).toBeVisible();
    await shot(page, "verify-link-invalid-zh");
  });
});
