// Suspending an account (decision 26): admins only, never an admin; at once the user's sessions
// end, their sockets close, sign-in says "suspended" (only to the right password), API tokens are
// refused, unfinished tasks are refunded exactly once, and the users table shows it. Unsuspending
// lets the account sign in again. Each action leaves an audit entry.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { INTERIOR_COST } from "../../shared/prices";
import { cancelTasks } from "../../worker/features/operator/suspensions";
import { liveStub } from "../../worker/platform/live/user-live";
import { ledgerBalance } from "../../worker/features/credits/service";
import { clientFor, ok, rawCall, refusal } from "./support/client";
import { recordingQueue, newUserWithInteriorTask } from "./support/tasks";
import { db, newAdmin, newUser } from "./support/users";

const json = (cookie: string, path: string, body: unknown) =>
  rawCall(path, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const suspend = (admin: string, userId: string, reason = "spam") =>
  json(admin, `/api/admin/users/${userId}/suspend`, { reason });
const signIn = (email: string, password: string) => json("", "/api/auth/sign-in/email", { email, password });
const balanceOf = async (userId: string) =>
  (await env.DB.prepare("SELECT balance FROM user_credits WHERE user_id = ?")
    .bind(userId)
    .first<{ balance: number }>())!.balance;
const auditRows = (action: string, target: string) =>
  env.DB.prepare("SELECT admin_id, reason FROM admin_audit_log WHERE action = ? AND target_user_id = ?")
    .bind(action, target)
    .all<{ admin_id: string; reason: string | null }>();

describe("who may suspend", () => {
  it("answers 401 signed out and 403 to a user who is not an admin", async () => {
    const [user, target] = [await newUser(), await newUser()];
    expect((await suspend("", target.id)).status).toBe(401);
    expect((await refusal(suspend(user.cookie, target.id))).code).toBe("FORBIDDEN");
    expect((await refusal(json(user.cookie, `/api/admin/users/${target.id}/unsuspend`, {}))).code).toBe("FORBIDDEN");
    expect((await rawCall("/api/me", { cookie: target.cookie })).status).toBe(200);
  });

  it("never suspends an admin: not oneself, not another admin", async () => {
    const [admin, other] = [await newAdmin(), await newAdmin()];
    expect(await refusal(suspend(admin.cookie, admin.id))).toMatchObject({ status: 403, code: "CANNOT_SUSPEND_ADMIN" });
    expect(await refusal(suspend(admin.cookie, other.id))).toMatchObject({ status: 403, code: "CANNOT_SUSPEND_ADMIN" });
    expect((await rawCall("/api/me", { cookie: other.cookie })).status).toBe(200);
    expect((await auditRows("user.suspend", other.id)).results).toEqual([]);
  });

  it("needs a reason and a user that exists", async () => {
    const [admin, target] = [await newAdmin(), await newUser()];
    expect((await refusal(json(admin.cookie, `/api/admin/users/${target.id}/suspend`, { reason: "   " }))).code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await refusal(json(admin.cookie, `/api/admin/users/${target.id}/suspend`, {}))).code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await refusal(suspend(admin.cookie, "no-such-user"))).code).toBe("NOT_FOUND");
  });
});

describe("a suspended account", () => {
  it("loses its sessions, sockets and tokens at once, and sign-in says it is suspended", async () => {
    const [admin, target] = [await newAdmin(), await newUser()];
    const { secret } = await ok(clientFor(target.cookie).account.tokens.$post({ json: { name: "script" } }), 201);
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await rawCall("/api/credits/usage", { headers: bearer })).status).toBe(200);
    const socket = await rawCall("/api/live", { cookie: target.cookie, headers: { upgrade: "websocket" } });
    expect(socket.status).toBe(101);
    socket.webSocket!.accept();
    expect(await liveStub(env, target.id).openSockets()).toBe(1);

    expect(await ok(suspend(admin.cookie, target.id, "sells stolen art") as never)).toEqual({
      suspended: true,
      cancelledTasks: 0,
    });

    expect((await rawCall("/api/me", { cookie: target.cookie })).status).toBe(401);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?").bind(target.id).first("n")).toBe(
      0,
    );
    await vi.waitFor(async () => expect(await liveStub(env, target.id).openSockets()).toBe(0));
    expect(await refusal(rawCall("/api/credits/usage", { headers: bearer }))).toMatchObject({
      status: 403,
      code: "ACCOUNT_SUSPENDED",
    });

    const refused = await signIn(target.email, target.password);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    expect(refused.headers.getSetCookie().filter((c) => !c.includes("=;") && !/max-age=0/i.test(c))).toEqual([]);
    // A wrong password learns nothing about the suspension.
    expect(await (await signIn(target.email, "wrong-password")).json()).not.toMatchObject({
      code: "ACCOUNT_SUSPENDED",
    });

    const list = await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: target.email } }));
    expect(list.users[0]).toMatchObject({ id: target.id, suspension: { reason: "sells stolen art" } });
    expect((await auditRows("user.suspend", target.id)).results).toEqual([
      { admin_id: admin.id, reason: "sells stolen art" },
    ]);
  });

  it("is refused on a session that outlived the suspension (checked on the request, not remembered)", async () => {
    const [admin, target] = [await newAdmin(), await newUser()];
    expect((await rawCall("/api/me", { cookie: target.cookie })).status).toBe(200);
    // As if the session were written after the suspension's batch: only the row keeps them out.
    await env.DB.prepare("INSERT INTO account_suspensions (user_id, reason, suspended_by) VALUES (?, 'x', ?)")
      .bind(target.id, admin.id)
      .run();
    expect((await rawCall("/api/me", { cookie: target.cookie })).status).toBe(401);
    await env.DB.prepare("DELETE FROM account_suspensions WHERE user_id = ?").bind(target.id).run();
    expect((await rawCall("/api/me", { cookie: target.cookie })).status).toBe(200);
  });

  it("has its unfinished tasks failed and refunded exactly once", async () => {
    const admin = await newAdmin();
    const { queue } = recordingQueue();
    const { userId, task } = await newUserWithInteriorTask(
      { ...env, TASKS: queue },
      { roomType: "bedroom", designStyle: "modern" },
    );
    const before = await balanceOf(userId);
    expect(await ok(suspend(admin.cookie, userId) as never)).toEqual({ suspended: true, cancelledTasks: 1 });
    expect(await balanceOf(userId)).toBe(before + INTERIOR_COST);
    const row = await env.DB.prepare("SELECT status FROM generation_tasks WHERE id = ?").bind(task.id).first("status");
    expect(row).toBe("failed");
    // Again, and concurrently: nothing more is paid back.
    await Promise.all([cancelTasks(db(), env, userId), cancelTasks(db(), env, userId), suspend(admin.cookie, userId)]);
    expect(await balanceOf(userId)).toBe(before + INTERIOR_COST);
    expect(await ledgerBalance(db(), userId)).toBe(await balanceOf(userId));
    const refunds = await env.DB.prepare(
      "SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND credits_used < 0 AND idempotency_key LIKE 'refund:%'",
    )
      .bind(userId)
      .first("n");
    expect(refunds).toBe(1);
  });

  it("signs in again once unsuspended", async () => {
    const [admin, target] = [await newAdmin(), await newUser()];
    await suspend(admin.cookie, target.id);
    expect((await signIn(target.email, target.password)).status).toBe(403);
    const lifted = await json(admin.cookie, `/api/admin/users/${target.id}/unsuspend`, { reason: "appeal accepted" });
    expect(await lifted.json()).toEqual({ suspended: false, changed: true });
    expect((await signIn(target.email, target.password)).status).toBe(200);
    const list = await ok(clientFor(admin.cookie).admin.users.$get({ query: { q: target.email } }));
    expect(list.users[0].suspension).toBeNull();
    expect((await auditRows("user.unsuspend", target.id)).results).toEqual([
      { admin_id: admin.id, reason: "appeal accepted" },
    ]);
  });
});
