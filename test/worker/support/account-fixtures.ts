// A user with a bit of everything, for the account-deletion tests: a nano work, a finished room
// design (its upload and result), a storybook's pages and narration, a spend and its refund, a
// manual recharge, and completed referrals on both sides (invited by someone, inviting someone).
import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { consumeTasks } from "../../../worker/features/tasks/consumer";
import { createRecharge } from "../../../worker/features/admin/recharges";
import { grantCredits, refundCredits, spendCredits } from "../../../worker/features/credits/service";
import { createTask, type TaskMessage } from "../../../worker/features/tasks/service";
import { INTERIOR_COST } from "../../../shared/prices";
import { generate, solidPng } from "./images";
import { db, newUser, uniqueEmail } from "./users";

export { db };

/** A new user (`newUser()`) with their referral code; `signUpFields` may carry the code they were invited with. */
export async function signUpWith(
  signUpFields: Record<string, unknown> = {},
  email = uniqueEmail("acct"),
  password = "secret123",
) {
  const user = await newUser({ email, password, signUpFields });
  const code = (await env.DB.prepare("SELECT code FROM referral_codes WHERE user_id = ?")
    .bind(user.id)
    .first<{ code: string }>())!.code;
  return { ...user, code };
}

/** Runs one interior-design task through the real queue consumer (built-in engine). */
async function finishedRoomDesign(userId: string) {
  const queued: TaskMessage[] = [];
  const testEnv = { ...env, TASKS: { send: async (m: TaskMessage) => void queued.push(m) } as unknown as Queue };
  const imageKey = `u/${userId}/uploads/${crypto.randomUUID()}.png`;
  await createTask(
    { db: db(), env: testEnv, userId },
    {
      type: "interior_design",
      cost: INTERIOR_COST,
      inputData: { imageKey, roomType: "bedroom", designStyle: "japanese" },
      uploads: [{ key: imageKey, bytes: solidPng(64, 48, [180, 150, 120]), contentType: "image/png" }],
    },
  );
  const batch = createMessageBatch<TaskMessage>("atelier-tasks", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: queued[0] },
  ]);
  createExecutionContext();
  await consumeTasks(batch, testEnv);
}

/** Pages and narration as the storybook task writes them, plus the book's row. */
async function storybook(userId: string) {
  const bookId = crypto.randomUUID();
  const key = (name: string) => `u/${userId}/books/${bookId}/${name}`;
  await env.FILES.put(key("page-1.png"), solidPng(8, 8, [1, 2, 3]));
  await env.FILES.put(key("page-2.png"), solidPng(8, 8, [3, 2, 1]));
  await env.FILES.put(key("page-1.mp3"), new Uint8Array([0xff, 0xfb, 0x90]));
  await env.DB.prepare(
    `INSERT INTO storybooks (id, user_id, task_id, title, idea, style, language, num_pages, pages, credits_used)
     VALUES (?, ?, ?, 'T', 'idea', 'watercolor', 'zh-CN', 2, ?, 6)`,
  )
    .bind(
      bookId,
      userId,
      crypto.randomUUID(),
      JSON.stringify([{ text: "a", imageKey: key("page-1.png"), audioKey: key("page-1.mp3") }]),
    )
    .run();
}

export async function fullUser(adminId: string) {
  const inviter = await signUpWith();
  const user = await signUpWith({ referralCode: inviter.code });
  const invitee = await signUpWith({ referralCode: user.code });
  expect((await generate(user.cookie)).status).toBe(201);
  await grantCredits(db(), {
    userId: user.id,
    amount: 20,
    action: "admin_adjustment",
    idempotencyKey: `fixture-grant:${user.id}`,
    metadata: { reason: "fixture" },
  });
  await finishedRoomDesign(user.id);
  await storybook(user.id);
  const spend = await spendCredits(db(), {
    userId: user.id,
    amount: 2,
    action: "generate_image",
    idempotencyKey: `fixture-spend:${user.id}`,
    metadata: { prompt: "private words" },
  });
  await refundCredits(db(), spend.record, "engine failed");
  await createRecharge(db(), {
    admin: { id: adminId, email: "fixture-admin@example.com" },
    target: { userId: user.id },
    amountCents: 990,
    credits: 30,
    note: "paid by WeChat, order 12345",
  });
  return { user, inviter, invitee };
}

export const countOf = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

/** Every table that names a user, with the column that does. */
export const USER_COLUMNS: [table: string, column: string][] = [
  ["user", "id"],
  ["session", "user_id"],
  ["account", "user_id"],
  ["verification", "value"],
  ["profiles", "id"],
  ["user_credits", "user_id"],
  ["user_roles", "user_id"],
  ["referral_codes", "user_id"],
  ["referral_relationships", "inviter_id"],
  ["referral_relationships", "invitee_id"],
  ["generated_artworks", "user_id"],
  ["interior_designs", "user_id"],
  ["storybooks", "user_id"],
  ["generation_tasks", "user_id"],
  ["usage_records", "user_id"],
  ["recharge_records", "user_id"],
];

export async function rowsNaming(userId: string) {
  const found: Record<string, number> = {};
  for (const [table, column] of USER_COLUMNS) {
    const n = await countOf(`SELECT count(*) AS n FROM \`${table}\` WHERE ${column} = ?`, userId);
    if (n) found[`${table}.${column}`] = n;
  }
  // Anything else that might carry the id inside text: the ledger's keys and metadata.
  const ledger = await countOf(
    "SELECT count(*) AS n FROM usage_records WHERE idempotency_key LIKE ?1 OR metadata LIKE ?1",
    `%${userId}%`,
  );
  if (ledger) found["usage_records.text"] = ledger;
  return found;
}

export const filesOf = async (userId: string) =>
  (await env.FILES.list({ prefix: `u/${userId}/` })).objects.map((o) => o.key);
