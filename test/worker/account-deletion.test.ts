// "Delete my data" through the route: every row and file of the user goes, other users are
// untouched, the back office's numbers stay, and the ledger the numbers come from is anonymised.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminStats } from "../../worker/features/admin/stats";
import { getBalance, ledgerBalance } from "../../worker/features/credits/service";
import { countOf, db, filesOf, fullUser, rowsNaming, signUpWith } from "./support/account-fixtures";
import { bodyOf, rawCall as call, clientFor, ok, refusal } from "./support/client";

const deleteAccount = (cookie: string | undefined, password: unknown) =>
  call("/api/account/delete", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });

let adminId = "";
beforeAll(async () => {
  adminId = (await signUpWith({}, "boss@example.com")).id;
});

describe("delete my data", () => {
  it("removes the user's rows and files, keeps the dashboard's numbers, anonymises the ledger", async () => {
    const { user, inviter, invitee } = await fullUser(adminId);
    const bystander = await fullUser(adminId);
    const files = await filesOf(user.id);
    // A nano work, the room photo and its design, two pages and a narration.
    expect(files.length).toBeGreaterThanOrEqual(6);
    const bystanderFiles = await filesOf(bystander.user.id);
    const ledgerRows = await countOf("SELECT count(*) AS n FROM usage_records WHERE user_id = ?", user.id);
    const balance = (await getBalance(db(), user.id))!;
    const before = await adminStats(db());

    const res = await deleteAccount(user.cookie, user.password);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ deleted: true });
    // The browser's session cookie is expired in the same response.
    expect(res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))).toMatch(/Max-Age=0/);

    expect(await rowsNaming(user.id)).toEqual({});
    expect(await filesOf(user.id)).toEqual([]);

    // The dashboard: money, spend and referrals as before; one user and their balance fewer.
    const after = await adminStats(db());
    expect(after.totals.rechargeYuan).toBe(before.totals.rechargeYuan);
    expect(after.totals.referrals).toBe(before.totals.referrals);
    expect(after.daily.map((d) => d.creditsSpent)).toEqual(before.daily.map((d) => d.creditsSpent));
    expect(after.totals.users).toBe(before.totals.users - 1);
    expect(after.totals.creditBalance).toBe(before.totals.creditBalance - balance);

    // The ledger rows are there, without a user, a key naming them, or their metadata.
    const kept = await env.DB.prepare(
      "SELECT idempotency_key AS k, metadata FROM usage_records WHERE idempotency_key LIKE 'deleted:%'",
    ).all<{ k: string; metadata: string | null }>();
    expect(kept.results).toHaveLength(ledgerRows);
    const metadata = kept.results.map((r) => r.metadata).filter(Boolean);
    expect(metadata).toHaveLength(1); // the refund, still linked to its charge
    expect(Object.keys(JSON.parse(metadata[0]!))).toEqual(["refundOf"]);
    const recharge = await env.DB.prepare(
      "SELECT user_id, note, amount_cents FROM recharge_records WHERE user_id IS NULL",
    ).all();
    expect(recharge.results).toEqual([{ user_id: null, note: null, amount_cents: 990 }]);

    // Both referrals stay counted; the deleted side is nobody now.
    expect(
      await countOf(
        "SELECT count(*) AS n FROM referral_relationships WHERE inviter_id = ? AND invitee_id IS NULL AND status = 'completed'",
        inviter.id,
      ),
    ).toBe(1);
    expect(
      await countOf(
        "SELECT count(*) AS n FROM referral_relationships WHERE inviter_id IS NULL AND invitee_id = ? AND status = 'completed'",
        invitee.id,
      ),
    ).toBe(1);
    const inviterPage = await ok(clientFor(inviter.cookie).referrals.me.$get());
    expect(inviterPage.invitations).toEqual([expect.objectContaining({ username: null, status: "completed" })]);

    // Everyone else is as they were, and still balances to their ledger.
    for (const other of [inviter, invitee, bystander.user]) {
      expect((await call("/api/me", { cookie: other.cookie })).status).toBe(200);
      expect(await ledgerBalance(db(), other.id)).toBe(await getBalance(db(), other.id));
    }
    expect(await filesOf(bystander.user.id)).toEqual(bystanderFiles);
    expect((await ok(clientFor(bystander.user.cookie).works.$get({ query: {} }))).works.length).toBeGreaterThan(0);

    // Gone for good: the cookie, the password, a second attempt.
    expect((await call("/api/me", { cookie: user.cookie })).status).toBe(401);
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(401);
    expect((await deleteAccount(user.cookie, user.password)).status).toBe(401);
  });

  it("an admin's id also leaves the records they made for others", async () => {
    // A second admin (ADMIN_EMAILS' address is taken by beforeAll): the role granted directly.
    const admin = await signUpWith();
    await env.DB.prepare("INSERT INTO user_roles (id, user_id, role) VALUES (?, ?, 'admin')")
      .bind(crypto.randomUUID(), admin.id)
      .run();
    const { user } = await fullUser(admin.id);
    expect((await deleteAccount(admin.cookie, admin.password)).status).toBe(200);
    expect(await countOf("SELECT count(*) AS n FROM recharge_records WHERE created_by = ?", admin.id)).toBe(0);
    expect(await countOf("SELECT count(*) AS n FROM usage_records WHERE metadata LIKE ?", `%${admin.id}%`)).toBe(0);
    // The customer keeps their recharge and their credits.
    expect(await countOf("SELECT count(*) AS n FROM recharge_records WHERE user_id = ?", user.id)).toBe(1);
    expect(await ledgerBalance(db(), user.id)).toBe(await getBalance(db(), user.id));
  });
});

describe("refusals", () => {
  it("needs a session and the right password", async () => {
    const user = await signUpWith();
    expect((await deleteAccount(undefined, user.password)).status).toBe(401);
    const wrong = await deleteAccount(user.cookie, "not-my-password");
    expect(wrong.status).toBe(400);
    expect((await refusal(wrong)).code).toBe("INVALID_PASSWORD");
    expect((await deleteAccount(user.cookie, "")).status).toBe(400);
    expect((await call("/api/me", { cookie: user.cookie })).status).toBe(200);
    expect(await countOf("SELECT count(*) AS n FROM user WHERE id = ?", user.id)).toBe(1);
  });

  it.each(["pending", "processing"])(
    "waits for a creation that is %s, and deletes nothing meanwhile",
    async (status) => {
      const user = await signUpWith();
      await env.FILES.put(`u/${user.id}/uploads/room.png`, new Uint8Array([1]));
      await env.DB.prepare(
        "INSERT INTO generation_tasks (id, user_id, task_type, status, input_data, credits_cost) VALUES (?, ?, 'interior_design', ?, '{}', 2)",
      )
        .bind(crypto.randomUUID(), user.id, status)
        .run();
      const res = await deleteAccount(user.cookie, user.password);
      expect(res.status).toBe(409);
      expect((await refusal(res)).code).toBe("TASKS_IN_PROGRESS");
      expect((await call("/api/me", { cookie: user.cookie })).status).toBe(200);
      expect(await filesOf(user.id)).toHaveLength(1);

      await env.DB.prepare("UPDATE generation_tasks SET status = 'failed' WHERE user_id = ?").bind(user.id).run();
      expect((await deleteAccount(user.cookie, user.password)).status).toBe(200);
      expect(await rowsNaming(user.id)).toEqual({});
      expect(await filesOf(user.id)).toEqual([]);
    },
  );
});
