// Queue position on the library's task card: a user's storybook waits behind another user's
// task; the card says "第 2 位 · 约 N 分钟" from the first load, and when the task ahead leaves
// the queue (the minute's sweep fails it: it was queued 11 minutes ago and never ran) the card
// moves to place 1 over the live socket, without a reload. The queue is held back by seeding the
// two tasks straight into the local D1 with no queue message, so the consumer never takes them.
// zh-CN and Arabic (right to left), desktop and 390 px, and no sideways scroll at 360 px.
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { expectNoSidewaysScroll, shot, signUpNewUser } from "./helpers";

test.use({ locale: "zh-CN", viewport: { width: 1280, height: 860 } });

/** Runs SQL on the e2e server's local D1, as helpers.grantCredits does. */
function sql(command: string) {
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      process.env.E2E_STATE ?? ".wrangler/e2e-state",
      "--command",
      command,
    ],
    {
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
}

const ms = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

/** Another user's room design queued 11 minutes ago, then this user's 8-page storybook a minute ago. */
function seedQueue(email: string, otherEmail: string, tag: string) {
  sql(
    `INSERT INTO generation_tasks (id, user_id, task_type, status, input_data, credits_cost, created_at)
     SELECT 'ahead-${tag}', id, 'interior_design', 'pending', '{"roomType":"office","designStyle":"modern"}', 2, ${ms} - 660000 FROM user WHERE email = '${otherEmail}';
     INSERT INTO generation_tasks (id, user_id, task_type, status, input_data, credits_cost, created_at)
     SELECT 'book-${tag}', id, 'storybook', 'pending', '{"idea":"a snail at sea","style":"fairy_tale","numPages":8,"language":"zh-CN"}', 18, ${ms} - 60000 FROM user WHERE email = '${email}';`,
  );
}

const cases = [
  { locale: "zh-CN", first: /^第 2 位 · (约 \d+ 分钟|不到 1 分钟)$/, then: /^第 1 位 · (约 \d+ 分钟|不到 1 分钟)$/ },
  { locale: "ar-SA", first: /^رقم 2 في الطابور · /, then: /^رقم 1 في الطابور · / },
];

for (const { locale, first, then } of cases) {
  test(`a queued storybook shows its place and estimate, and moves up live (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = `${locale}-${Date.now()}`;
    const other = await browser.newContext();
    const otherEmail = await signUpNewUser(await other.newPage(), baseURL!, "ahead", { verify: false });
    await other.close();
    const email = await signUpNewUser(page, baseURL!, "queued");
    seedQueue(email, otherEmail, tag);

    await page.addInitScript((l) => localStorage.setItem("PARAGLIDE_LOCALE", l), locale);
    await page.goto("/library");
    const card = page.getByTestId("tasks-card");
    const queue = card.getByTestId("task-queue");
    // From the task list itself, before any event.
    await expect(queue).toHaveText(first);
    await expect(card).toHaveAttribute("data-live", "socket");
    if (locale === "ar-SA") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const box = await queue.boundingBox();
    await shot(page, `queue-${locale}-desktop`);

    // The task ahead leaves the queue: the sweep pushes the new place over the socket.
    const sweep = await page.request.get("/__scheduled?cron=*+*+*+*+*");
    expect(sweep.ok()).toBe(true);
    await expect(queue).toHaveText(then, { timeout: 10_000 });
    await expect(card).toHaveAttribute("data-live", "socket");
    // The line changed its words, not the card's layout.
    expect((await queue.boundingBox())!.height).toBe(box!.height);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(queue).toBeVisible();
    // One line at phone width too (it wraps below the task's name, not inside itself).
    expect((await queue.boundingBox())!.height).toBe(box!.height);
    await expectNoSidewaysScroll(page);
    await shot(page, `queue-${locale}-390`);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page);

    // Leave the shared local queue empty for the next test.
    sql(`UPDATE generation_tasks SET status = 'failed' WHERE id = 'book-${tag}'`);
  });
}
