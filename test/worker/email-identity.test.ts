// One person, one mailbox (issue 10): addresses compare trimmed and case-insensitively; for the
// sign-up bonus and referrals a mailbox's aliases are one person, and a deleted address that
// registers again gets neither a second time (a keyed hash of it is kept, never the address).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { canonicalEmail, identityHash } from "../../worker/platform/auth/email-identity";
import { getBalance, ledgerBalance } from "../../worker/features/credits/service";
import { cookieOf, rawCall as call } from "./support/client";
import { me, verifyEmail } from "./support/users";

const db = () => createDb(env.DB);

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});

let n = 0;
const tag = () => `${Date.now().toString(36)}${n++}`;

async function register(email: string, referralCode?: string) {
  const res = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "secret123", name: "p", ...(referralCode ? { referralCode } : {}) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = await verifyEmail(email.trim().toLowerCase(), cookieOf(res));
  const { user } = await me(cookie);
  const code = (await env.DB.prepare("SELECT code FROM referral_codes WHERE user_id = ?")
    .bind(user.id)
    .first<{ code: string }>())!.code;
  return { id: user.id, email: user.email, cookie, code };
}

const relationship = (inviteeId: string) =>
  env.DB.prepare("SELECT status FROM referral_relationships WHERE invitee_id = ?")
    .bind(inviteeId)
    .first<{ status: string }>();

describe("canonical addresses", () => {
  it("folds case, spaces, +tags, and Gmail's dots and googlemail.com", () => {
    expect(canonicalEmail("  Ada.Lovelace+Art@GMail.com ")).toBe("adalovelace@gmail.com");
    expect(canonicalEmail("ada.lovelace@googlemail.com")).toBe("adalovelace@gmail.com");
    expect(canonicalEmail("ada.lovelace+x@example.com")).toBe("ada.lovelace@example.com");
    expect(canonicalEmail("+only@example.com")).toBe("+only@example.com");
  });

  it("hashes per person with the auth secret: aliases equal, people and secrets differ", async () => {
    const s = env.BETTER_AUTH_SECRET;
    expect(await identityHash(s, "a.b+1@gmail.com")).toBe(await identityHash(s, "AB@googlemail.com"));
    expect(await identityHash(s, "ab@gmail.com")).not.toBe(await identityHash(s, "ac@gmail.com"));
    expect(await identityHash(s, "ab@gmail.com")).not.toBe(await identityHash(`${s}x`, "ab@gmail.com"));
    expect(await identityHash(s, "ab@gmail.com")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("sign-in compares addresses trimmed and case-insensitively", () => {
  it("an account made as ' Mixed@Example.com ' signs in as 'MIXED@example.COM '", async () => {
    const local = `Mixed-${tag()}`;
    const user = await register(`  ${local}@Example.com `);
    expect(user.email).toBe(`${local.toLowerCase()}@example.com`);
    const res = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ` ${local.toUpperCase()}@example.COM `, password: "secret123" }),
    });
    expect(res.status).toBe(200);
  });
});

describe("aliases of one mailbox are one person", () => {
  it("an alias cannot refer itself; a second alias gets no bonus and no referral reward, and its invitation goes", async () => {
    const t = tag();
    const inviter = await register(`inviter.${t}@gmail.com`);
    const self = await register(`inviter${t}+alt@gmail.com`, inviter.code);
    expect(await relationship(self.id)).toBeNull();
    expect(await getBalance(db(), self.id)).toBe(0);
    expect(await getBalance(db(), inviter.id)).toBe(5);

    const friend = await register(`friend.${t}@gmail.com`, inviter.code);
    expect((await relationship(friend.id))!.status).toBe("completed");
    expect(await getBalance(db(), friend.id)).toBe(10);
    expect(await getBalance(db(), inviter.id)).toBe(15);

    const friendAgain = await register(`f.r.i.e.n.d.${t}+2@googlemail.com`, inviter.code);
    expect(await relationship(friendAgain.id)).toBeNull();
    expect(await getBalance(db(), friendAgain.id)).toBe(0);
    expect(await getBalance(db(), inviter.id)).toBe(15);
    for (const u of [inviter, self, friend, friendAgain])
      expect(await ledgerBalance(db(), u.id)).toBe(await getBalance(db(), u.id));
    const code = await env.DB.prepare("SELECT total_invites AS n FROM referral_codes WHERE user_id = ?")
      .bind(inviter.id)
      .first("n");
    expect(code).toBe(1);
  });
});

describe("a deleted address registered again", () => {
  it("gets no second sign-up bonus and no second referral reward; the address itself is not kept", async () => {
    const t = tag();
    const inviter = await register(`host-${t}@example.com`);
    const email = `again-${t}@example.com`;
    const first = await register(email, inviter.code);
    expect(await getBalance(db(), first.id)).toBe(10);
    expect(await getBalance(db(), inviter.id)).toBe(15);

    const deleted = await call("/api/account/delete", {
      method: "POST",
      cookie: first.cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "secret123" }),
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const kept = await env.DB.prepare("SELECT hash, kind, user_id FROM identity_claims WHERE hash = ?")
      .bind(await identityHash(env.BETTER_AUTH_SECRET, email))
      .all();
    expect(kept.results.map((r) => [r.kind, r.user_id]).sort()).toEqual([
      ["referral", null],
      ["signup_bonus", null],
    ]);
    expect(JSON.stringify(kept.results)).not.toContain("again-");

    const second = await register(email, inviter.code);
    expect(second.id).not.toBe(first.id);
    expect(await getBalance(db(), second.id)).toBe(0);
    expect(await relationship(second.id)).toBeNull();
    expect(await getBalance(db(), inviter.id)).toBe(15);
    expect((await me(second.cookie)).credits).toBe(0);
  });
});

describe("an account made before identities were kept", () => {
  const forget = async (userId: string) => {
    await env.DB.batch([
      env.DB.prepare("UPDATE profiles SET email_hash = NULL WHERE id = ?").bind(userId),
      env.DB.prepare("DELETE FROM identity_claims WHERE user_id = ?").bind(userId),
    ]);
  };
  const claimsOf = async (userId: string) =>
    (
      await env.DB.prepare("SELECT kind FROM identity_claims WHERE user_id = ? ORDER BY kind")
        .bind(userId)
        .all<{ kind: string }>()
    ).results.map((r) => r.kind);

  it("gets its hash and used claims back at sign-in or on its next page load; its aliases then get nothing", async () => {
    const t = tag();
    const inviter = await register(`old-host-${t}@example.com`);
    const old = await register(`old.timer.${t}@gmail.com`, inviter.code);
    await forget(old.id);

    // Signing in restores it.
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: old.email, password: "secret123" }),
    });
    expect(signIn.status).toBe(200);
    expect(await claimsOf(old.id)).toEqual(["referral", "signup_bonus"]);

    // So does a page load of a session from before (no sign-in needed).
    await forget(old.id);
    expect((await call("/api/me", { cookie: old.cookie })).status).toBe(200);
    expect(await claimsOf(old.id)).toEqual(["referral", "signup_bonus"]);
    expect(await env.DB.prepare("SELECT email_hash FROM profiles WHERE id = ?").bind(old.id).first("email_hash")).toBe(
      await identityHash(env.BETTER_AUTH_SECRET, old.email),
    );

    const alias = await register(`oldtimer${t}+2@gmail.com`, inviter.code);
    expect(await getBalance(db(), alias.id)).toBe(0);
    expect(await relationship(alias.id)).toBeNull();
  });
});
