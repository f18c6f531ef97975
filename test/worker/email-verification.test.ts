// Email verification (issue 10, spec §2): the mail, the link, what an unconfirmed account may not
// do (spend, be admin, earn referral rewards), resending, and the reward paid once whichever
// comes first, confirming or signing in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { VERIFICATION_MAILS } from "../../worker/platform/auth/account-limits";
import { createDb } from "../../worker/platform/db/client";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { getBalance } from "../../worker/features/credits/service";
import { createApp } from "../../worker/app";
import { BASE, cookieOf, objectOf, rawCall as call, refusal } from "./support/client";
import { generateForm, pngBlob, solidPng } from "./support/images";
import { me, outbox, signUp, uniqueEmail, verificationLink, verifyEmail } from "./support/users";

const db = () => createDb(env.DB);

const postJson = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

type OutboxMail = { to: string; subject: string; text: string; html: string; links: string[] };
const mailsTo = async (email: string) =>
  ((await { mails: await outbox() }).mails as OutboxMail[]).filter((m) => m.to === email);

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});

const codeOf = async (userId: string) =>
  (await env.DB.prepare("SELECT code FROM referral_codes WHERE user_id = ?").bind(userId).first<{ code: string }>())!
    .code;

describe("the verification mail and link", () => {
  it("sign-up mails a link in the user's language; opened elsewhere, the link confirms and sends the owner to choose a password", async () => {
    const email = uniqueEmail("verify");
    const res = await postJson("/api/auth/sign-up/email", { email, password: "secret123", name: "v" }, undefined, {
      "x-locale": "ja-JP",
    });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect(await me(cookie)).toMatchObject({ credits: 5, user: { emailVerified: false } });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Atelier のメールアドレスを確認してください");
    expect(mail.text).toContain(email);
    expect(mail.links).toHaveLength(1);
    expect(mail.html).toContain('lang="ja-JP"');

    // Opened in another browser (no cookie): confirmed, nobody signed in there, and on to the
    // page where the mailbox's owner chooses the password (decision 0029).
    const link = new URL(mail.links[0]);
    expect(link.pathname).toBe("/api/auth/verify-email");
    const opened = await call(link.pathname + link.search, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get("location")!, BASE);
    expect(landing.pathname).toBe("/auth/reset-password");
    expect(landing.searchParams.get("confirmed")).toBe("1");
    expect(cookieOf(opened)).toBe("");
    expect(await userRow(email)).toMatchObject({ email_verified: 1 });

    // Used again: lands on the root, signs nobody in, hands out no second password page.
    const again = await call(link.pathname + link.search, { redirect: "manual" });
    expect(again.headers.get("location")).toBe("/?verified=1");
    expect(cookieOf(again)).toBe("");
  });

  it("a forged or altered token lands on the root with an error and verifies nothing", async () => {
    const { email, cookie } = await signUp(undefined, undefined, { verify: false });
    const link = new URL(await verificationLink(email));
    link.searchParams.set("token", link.searchParams.get("token")!.slice(0, -2) + "xx");
    const res = await call(link.pathname + link.search, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?verified=1&error=INVALID_TOKEN");
    expect((await me(cookie)).user.emailVerified).toBe(false);
  });

  it("resend: a signed-in unverified user gets a new mail; the 6th resend in an hour is 429; not for someone else's address", async () => {
    const { email, cookie } = await signUp(undefined, undefined, { verify: false });
    for (let i = 0; i < VERIFICATION_MAILS.max; i++)
      expect((await postJson("/api/auth/send-verification-email", { email }, cookie)).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1 + VERIFICATION_MAILS.max);
    const limited = await postJson("/api/auth/send-verification-email", { email }, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await objectOf(limited)).toMatchObject({ code: "RATE_LIMITED" });
    // Someone else's address from my session: refused.
    const other = await signUp();
    const mismatch = await postJson("/api/auth/send-verification-email", { email: other.email }, cookie);
    expect(mismatch.status).toBe(400);
    // The newest link works.
    await verifyEmail(email, cookie);
    expect((await me(cookie)).user.emailVerified).toBe(true);
  });
});

describe("until the address is confirmed", () => {
  it("nothing that costs the operator runs: 403 EMAIL_NOT_VERIFIED and no credit moves", async () => {
    const { cookie } = await signUp(undefined, undefined, { verify: false });
    const photo = pngBlob(solidPng(32, 24, [100, 120, 140]));
    const forms = {
      generate: generateForm({ prompt: "a red sneaker" }),
      transform: (() => {
        const f = new FormData();
        f.set("styleId", "anime");
        f.set("image", photo, "p.png");
        return f;
      })(),
      task: (() => {
        const f = new FormData();
        f.set("type", "interior_design");
        f.set("roomType", "bedroom");
        f.set("designStyle", "modern");
        f.set("image", photo, "room.png");
        return f;
      })(),
      audio: (() => {
        const f = new FormData();
        f.set("audio", new Blob([new Uint8Array(100)], { type: "audio/webm" }), "a.webm");
        return f;
      })(),
    };
    const attempts = [
      call("/api/images/generate", { method: "POST", cookie, body: forms.generate }),
      postJson("/api/images/refine", { workId: "whatever", instruction: "brighter" }, cookie),
      call("/api/images/transform", { method: "POST", cookie, body: forms.transform }),
      call("/api/tasks", { method: "POST", cookie, body: forms.task }),
      call("/api/transcribe", { method: "POST", cookie, body: forms.audio }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect((await refusal(res)).code).toBe("EMAIL_NOT_VERIFIED");
    }
    const { user, credits } = await me(cookie);
    expect(credits).toBe(5);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM usage_records WHERE user_id = ?").bind(user.id).first("n"),
    ).toBe(1);
    // Reading one's own things still works.
    expect((await call("/api/works", { cookie })).status).toBe(200);
  });

  it("ADMIN_EMAILS: a stranger who signed up with the address never gets admin; the owner gets it through a password reset", async () => {
    // boss@example.com is in ADMIN_EMAILS for these tests. A stranger signs up with it first.
    const email = "boss@example.com";
    const squatter = await postJson("/api/auth/sign-up/email", {
      email: ` Boss@Example.com `,
      password: "squatter1",
      name: "b",
    });
    expect(squatter.status).toBe(200);
    const squatterCookie = cookieOf(squatter);
    expect((await me(squatterCookie)).isAdmin).toBe(false);
    expect((await call("/api/admin/stats", { cookie: squatterCookie })).status).toBe(403);
    const { user } = await me(squatterCookie);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM user_roles WHERE user_id = ?").bind(user.id).first("n"),
    ).toBe(0);

    // The mailbox's owner clicks the link on their own device: the address is confirmed, the
    // stranger's session and password stop working, and the owner goes on to choose a password.
    const ownerClick = await call(
      new URL(await verificationLink(email)).pathname + new URL(await verificationLink(email)).search,
      { redirect: "manual" },
    );
    expect(cookieOf(ownerClick)).toBe("");
    expect((await call("/api/me", { cookie: squatterCookie })).status).toBe(401);
    const signIn = (password: string) => postJson("/api/auth/sign-in/email", { email, password });
    expect((await signIn("squatter1")).status).toBe(401);

    // Choosing it proves mailbox and password at once: admin now.
    const token = new URL(ownerClick.headers.get("location")!, BASE).searchParams.get("token");
    expect((await postJson("/api/auth/reset-password", { token, newPassword: "owner-pass-1" })).status).toBe(200);
    expect((await signIn("squatter1")).status).toBe(401);
    const owner = cookieOf(await signIn("owner-pass-1"));
    expect((await me(owner)).isAdmin).toBe(true);
    expect((await call("/api/admin/stats", { cookie: owner })).status).toBe(200);
  });

  it("ADMIN_EMAILS: the person who signed up and opens the link in that same browser is admin at once", async () => {
    const email = "boss2@example.com";
    const { cookie } = await signUp(email, "secret123", { verify: false });
    // A Worker whose ADMIN_EMAILS lists this address serves the link.
    const link = new URL(await verificationLink(email));
    const after = await createApp().fetch(
      new Request(BASE + link.pathname + link.search, { headers: { cookie, origin: BASE }, redirect: "manual" }),
      { ...env, ADMIN_EMAILS: email },
    );
    expect(after.status).toBe(302);
    // The browser keeps its session (no new cookie), and it is now an admin's.
    expect(cookieOf(after)).toBe("");
    expect((await me(cookie)).isAdmin).toBe(true);
  });

  it("a confirmation link opened in a browser signed in to another account confirms it but does not switch the browser", async () => {
    const victim = await signUp();
    const attacker = await signUp(undefined, undefined, { verify: false });
    const link = new URL(await verificationLink(attacker.email));
    const res = await call(link.pathname + link.search, { cookie: victim.cookie, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await me(victim.cookie)).user.email).toBe(victim.email);
    expect(await userRow(attacker.email)).toMatchObject({ email_verified: 1 });
  });

  it("an admin role on an unconfirmed address (granted by a script) opens nothing", async () => {
    const { cookie } = await signUp(undefined, undefined, { verify: false });
    const { user } = await me(cookie);
    await grantAdmin(db(), user.id);
    expect((await me(cookie)).isAdmin).toBe(false);
    expect((await call("/api/admin/users", { cookie })).status).toBe(403);
  });
});

const userRow = (email: string) =>
  env.DB.prepare("SELECT id, email_verified FROM user WHERE email = ?")
    .bind(email)
    .first<{ id: string; email_verified: number }>();
const sessionsOf = async (userId: string) =>
  (await env.DB.prepare("SELECT id FROM session WHERE user_id = ?").bind(userId).all<{ id: string }>()).results;
const tokensOf = async (userId: string) =>
  (await env.DB.prepare("SELECT id FROM api_tokens WHERE user_id = ?").bind(userId).all()).results;

describe("the address's owner takes the account over when confirming it (issue 25, hole 4)", () => {
  it("HOLE: a stranger who signed up with the owner's address keeps no session, password or API token once the owner confirms", async () => {
    const email = uniqueEmail("squat");
    const stranger = await signUp(email, "strangers-pass", { verify: false });
    // The stranger signs in from a second device too and makes an API token.
    const second = cookieOf(await postJson("/api/auth/sign-in/email", { email, password: "strangers-pass" }));
    const { user } = await me(stranger.cookie);
    await env.DB.prepare(
      "INSERT INTO api_tokens (id, user_id, name, token_hash, prefix, created_at) VALUES (?, ?, 'x', ?, 'atl_x', ?)",
    )
      .bind(crypto.randomUUID(), user.id, crypto.randomUUID(), Date.now())
      .run();

    // The owner of the mailbox opens the link on their own phone.
    const opened = await call(
      new URL(await verificationLink(email)).pathname + new URL(await verificationLink(email)).search,
      { redirect: "manual" },
    );
    expect(opened.status).toBe(302);
    expect(await userRow(email)).toMatchObject({ email_verified: 1 });
    expect((await call("/api/me", { cookie: stranger.cookie })).status).toBe(401);
    expect((await call("/api/me", { cookie: second })).status).toBe(401);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await tokensOf(user.id)).toEqual([]);
    expect((await postJson("/api/auth/sign-in/email", { email, password: "strangers-pass" })).status).toBe(401);

    // The owner chooses a password of their own on the page the link led to, and signs in with it.
    const landing = new URL(opened.headers.get("location")!, BASE);
    expect(landing.pathname).toBe("/auth/reset-password");
    expect(
      (
        await postJson("/api/auth/reset-password", {
          token: landing.searchParams.get("token"),
          newPassword: "owners-own-1",
        })
      ).status,
    ).toBe(200);
    const owner = cookieOf(await postJson("/api/auth/sign-in/email", { email, password: "owners-own-1" }));
    expect(await me(owner)).toMatchObject({ user: { id: user.id, emailVerified: true } });
    expect((await postJson("/api/auth/sign-in/email", { email, password: "strangers-pass" })).status).toBe(401);
    // The page's link works once.
    expect(
      (
        await postJson("/api/auth/reset-password", {
          token: landing.searchParams.get("token"),
          newPassword: "strangers-again",
        })
      ).status,
    ).toBe(400);
  });

  it("opened in the browser that signed up: that session stays and keeps its password; every other session ends", async () => {
    const email = uniqueEmail("self");
    const here = await signUp(email, "secret123", { verify: false });
    const elsewhere = cookieOf(await postJson("/api/auth/sign-in/email", { email, password: "secret123" }));
    await verifyEmail(email, here.cookie);
    expect(await me(here.cookie)).toMatchObject({ user: { email, emailVerified: true } });
    expect((await call("/api/me", { cookie: elsewhere })).status).toBe(401);
    expect((await postJson("/api/auth/sign-in/email", { email, password: "secret123" })).status).toBe(200);
  });

  it("opened in a browser signed in to another account: that browser keeps its own session; the address's account is taken over", async () => {
    const bystander = await signUp();
    const stranger = await signUp(undefined, "strangers-pass", { verify: false });
    const res = await call(
      new URL(await verificationLink(stranger.email)).pathname + new URL(await verificationLink(stranger.email)).search,
      { cookie: bystander.cookie, redirect: "manual" },
    );
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await me(bystander.cookie)).user.email).toBe(bystander.email);
    expect((await call("/api/me", { cookie: stranger.cookie })).status).toBe(401);
    expect(
      (await postJson("/api/auth/sign-in/email", { email: stranger.email, password: "strangers-pass" })).status,
    ).toBe(401);
  });
});

describe("the referral reward waits for a confirmed address", () => {
  async function inviter() {
    const u = await signUp();
    const id = (await me(u.cookie)).user.id;
    return { ...u, id, code: await codeOf(id) };
  }
  const inviteeSignUp = async (code: string, email = uniqueEmail("invitee")) => {
    const res = await postJson("/api/auth/sign-up/email", {
      email,
      password: "secret123",
      name: "i",
      referralCode: code,
    });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    return { email, cookie, id: (await me(cookie)).user.id };
  };
  const status = async (inviteeId: string) =>
    (
      await env.DB.prepare("SELECT status FROM referral_relationships WHERE invitee_id = ?")
        .bind(inviteeId)
        .first<{ status: string }>()
    )?.status;

  it("signed in first (sign-up), confirmed later: paid once at confirmation", async () => {
    const a = await inviter();
    const b = await inviteeSignUp(a.code);
    expect(await status(b.id)).toBe("pending");
    // Signing in again unconfirmed pays nothing.
    expect((await postJson("/api/auth/sign-in/email", { email: b.email, password: "secret123" })).status).toBe(200);
    expect(await status(b.id)).toBe("pending");
    expect(await getBalance(db(), a.id)).toBe(5);

    await verifyEmail(b.email, b.cookie);
    expect(await status(b.id)).toBe("completed");
    expect(await getBalance(db(), a.id)).toBe(15);
    expect(await getBalance(db(), b.id)).toBe(10);
    // Later sign-ins and a second click pay nothing more.
    expect((await postJson("/api/auth/sign-in/email", { email: b.email, password: "secret123" })).status).toBe(200);
    await call(new URL(await verificationLink(b.email)).pathname + new URL(await verificationLink(b.email)).search, {
      redirect: "manual",
    });
    expect(await getBalance(db(), a.id)).toBe(15);
    expect(await getBalance(db(), b.id)).toBe(10);
  });

  it("signed out, confirmed from the mail (which then asks for a password): paid once", async () => {
    const a = await inviter();
    const b = await inviteeSignUp(a.code);
    expect((await postJson("/api/auth/sign-out", {}, b.cookie)).status).toBe(200);
    await verifyEmail(b.email);
    expect(await status(b.id)).toBe("completed");
    expect(await getBalance(db(), a.id)).toBe(15);
    expect(await getBalance(db(), b.id)).toBe(10);
  });
});
