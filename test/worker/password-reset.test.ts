// "Forgot password" end to end through the Worker: the same answer for known and unknown emails,
// the mail (dev outbox or Resend) in the asker's language with a link that works exactly once,
// every old session ended, and the dev outbox unreachable unless DEV_OUTBOX="1" on loopback.
import { afterEach, beforeEach, describe, expect, it, vi, inject, type MockInstance } from "vitest";
import { env } from "cloudflare:workers";
import { createApp } from "../../worker/app";
import { sendMail } from "../../worker/platform/mail/sender";
import { pickMailLocale } from "../../worker/platform/mail/mail-locale";
import type { RecordedRequest } from "../fakes/recorded";
import { BASE, rawCall as call, cookieOf, objectOf, refusal } from "./support/client";
import { outbox, signUp, uniqueEmail } from "./support/users";

type OutboxMail = Awaited<ReturnType<typeof outbox>>[number];

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const requestReset = (email: string, headers: Record<string, string> = {}) =>
  post("/api/auth/request-password-reset", { email }, headers);
const resetPassword = (token: string, newPassword: string) => post("/api/auth/reset-password", { token, newPassword });
const signIn = (email: string, password: string) => post("/api/auth/sign-in/email", { email, password });

const isReset = (m: OutboxMail) => m.links.some((l) => l.includes("/auth/reset-password"));

/** Mails are delivered after the response (waitUntil), so wait for the one we expect. */
async function mailTo(email: string): Promise<OutboxMail> {
  return vi.waitFor(
    async () => {
      const mails = await outbox();
      // The newest reset mail (sign-up's verification mail went to the same address first).
      const mail = mails.find((m) => m.to === email && isReset(m));
      if (!mail) throw new Error(`no mail to ${email} yet`);
      return mail;
    },
    { timeout: 5000, interval: 50 },
  );
}

const tokenIn = (mail: OutboxMail) => new URL(mail.links[0]).searchParams.get("token")!;

/** The Worker with a different configuration, called in-process (as exports.default would be). */
const withEnv = (overrides: Partial<Env>, path: string, init: RequestInit = {}) =>
  createApp().fetch(
    new Request(BASE + path, {
      ...init,
      headers: { origin: BASE, "content-type": "application/json", ...init.headers },
    }),
    { ...env, ...overrides },
  );

const resendUrl = inject("providerFakes").resend;
const resendRequests = async (key: string) =>
  (await (await fetch(`${resendUrl}/__requests?key=${encodeURIComponent(key)}`)).json()) as RecordedRequest[];
const resendEnv = (key: string, from = "Atelier <no-reply@example.com>") => ({
  RESEND_API_KEY: key,
  RESEND_BASE_URL: resendUrl,
  MAIL_FROM: from,
});

// The dev outbox prints every mail; keep the test output quiet but let a test read what it printed.
let printed: MockInstance<typeof console.log>;
beforeEach(() => {
  printed = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => printed.mockRestore());

describe("requesting a reset", () => {
  it("answers a known and an unknown email alike; only the known one gets a mail", async () => {
    const { email } = await signUp();
    const stranger = uniqueEmail("nobody");
    const unknown = await requestReset(stranger, { "x-locale": "en-US" });
    const known = await requestReset(email, { "x-locale": "en-US" });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await objectOf(known)).toEqual(await objectOf(unknown));

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Reset your Atelier password");
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost\/auth\/reset-password\?token=[\w-]+$/);
    expect(mail.text).toContain(email);
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    const mails = await outbox();
    expect(mails.some((m) => m.to === stranger)).toBe(false);
    // What `npm start` shows: recipient, subject, and the link alone on its line.
    const shown = printed.mock.calls
      .map((args) => String(args[0]))
      .find((line) => line.includes(email) && line.includes("reset-password"))!;
    expect(shown).toContain(`To:      ${email}\nSubject: Reset your Atelier password`);
    expect(shown).toContain(`\n${mail.links[0]}\n`);
  });

  it("writes the mail in the language the SPA asked for, Chinese when nothing says otherwise", async () => {
    const [ar, zh, de] = await Promise.all([signUp(), signUp(), signUp()]);
    await requestReset(ar.email, { "x-locale": "ar-SA" });
    await requestReset(zh.email);
    await requestReset(de.email, { "accept-language": "de-CH,de;q=0.9,en;q=0.5" });
    const arabic = await mailTo(ar.email);
    expect(arabic.subject).toBe("إعادة تعيين كلمة مرور Atelier");
    expect(arabic.html).toContain('dir="rtl"');
    expect((await mailTo(zh.email)).subject).toBe("重置您的 Atelier 密码");
    expect((await mailTo(de.email)).subject).toBe("Setze dein Atelier-Passwort zurück");
  });

  it("picks the mail language from X-Locale, then Accept-Language by prefix, then zh-CN", () => {
    expect(pickMailLocale(new Headers({ "x-locale": "pt-BR", "accept-language": "fr" }))).toBe("pt-BR");
    expect(pickMailLocale(new Headers({ "accept-language": "xx, ja;q=0.8" }))).toBe("ja-JP");
    expect(pickMailLocale(new Headers({ "x-locale": "klingon" }))).toBe("zh-CN");
    expect(pickMailLocale(undefined)).toBe("zh-CN");
  });
});

describe("resetting with the mailed token", () => {
  it("sets the new password, ends every session, and works only once", async () => {
    const { email, password, cookie: first } = await signUp();
    const second = cookieOf(await signIn(email, password));
    expect((await call("/api/me", { cookie: second })).status).toBe(200);

    await requestReset(email);
    const token = tokenIn(await mailTo(email));
    const reset = await resetPassword(token, "brand-new-pass");
    expect(reset.status).toBe(200);

    for (const cookie of [first, second]) expect((await call("/api/me", { cookie })).status).toBe(401);
    const old = await signIn(email, password);
    expect(old.status).toBe(401);
    expect(await objectOf(old)).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect((await signIn(email, "brand-new-pass")).status).toBe(200);

    const again = await resetPassword(token, "another-pass");
    expect(again.status).toBe(400);
    expect(await objectOf(again)).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(email, "brand-new-pass")).status).toBe(200);
  });

  it("deletes the account's API tokens: whoever had the old password may have made one", async () => {
    const { email, cookie } = await signUp();
    const made = await call("/api/account/tokens", {
      cookie,
      method: "POST",
      body: JSON.stringify({ name: "script" }),
      headers: { "content-type": "application/json" },
    });
    expect(made.status).toBe(201);
    const { secret } = (await made.json()) as { secret: string };
    expect((await call("/api/credits/usage", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);

    await requestReset(email);
    expect((await resetPassword(tokenIn(await mailTo(email)), "brand-new-pass")).status).toBe(200);

    expect(await refusal(call("/api/credits/usage", { headers: { authorization: `Bearer ${secret}` } }))).toMatchObject(
      { status: 401, code: "API_TOKEN_INVALID" },
    );
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM api_tokens t JOIN user u ON u.id = t.user_id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("refuses an unknown or expired token and a too-short password, keeping the old password", async () => {
    const { email, password } = await signUp();
    const made = await resetPassword("not-a-real-token", "brand-new-pass");
    expect(made.status).toBe(400);
    expect(await objectOf(made)).toMatchObject({ code: "INVALID_TOKEN" });

    await requestReset(email);
    const token = tokenIn(await mailTo(email));
    const short = await resetPassword(token, "12345");
    expect(short.status).toBe(400);
    expect(await objectOf(short)).toMatchObject({ code: "PASSWORD_TOO_SHORT" });

    await env.DB.prepare("UPDATE verification SET expires_at = ? WHERE identifier = ?")
      .bind(Date.now() - 1000, `reset-password:${token}`)
      .run();
    const expired = await resetPassword(token, "brand-new-pass");
    expect(expired.status).toBe(400);
    expect(await objectOf(expired)).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe("the dev outbox", () => {
  it("does not exist unless DEV_OUTBOX is 1, nor on a public host", async () => {
    for (const value of ["0", ""]) {
      const res = await withEnv({ DEV_OUTBOX: value }, "/api/dev/outbox");
      expect(await refusal(res)).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
    const res = await createApp().fetch(new Request("https://atelier.example.com/api/dev/outbox"), env);
    expect(res.status).toBe(404);
  });

  it("with no transport at all, still answers generically but logs an error for the operator", async () => {
    const { email } = await signUp();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await withEnv({ DEV_OUTBOX: "0" }, "/api/auth/request-password-reset", {
        method: "POST",
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      expect(await objectOf(res)).toMatchObject({ status: true });
      await vi.waitFor(() =>
        expect(errors).toHaveBeenCalledWith(
          expect.stringContaining("was not delivered"),
          expect.stringContaining("No mail transport configured"),
        ),
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe("Resend", () => {
  const mail = { to: "ada@example.com", subject: "Hello", text: "Hi\n\nhttps://x.test/a", html: "<p>Hi</p>" };

  it("posts the mail to /emails with the Bearer key", async () => {
    const key = `ok:${crypto.randomUUID()}`;
    expect(await sendMail({ ...env, ...resendEnv(key) }, mail)).toBe("resend");
    const [sent] = await resendRequests(key);
    expect(sent).toMatchObject({ method: "POST", path: "/emails", headers: { authorization: `Bearer ${key}` } });
    expect(sent.json).toEqual({
      from: "Atelier <no-reply@example.com>",
      to: ["ada@example.com"],
      subject: "Hello",
      text: mail.text,
      html: mail.html,
    });
  });

  it("reports Resend's refusal and a missing MAIL_FROM instead of pretending", async () => {
    await expect(sendMail({ ...env, ...resendEnv(`unverified-domain:${crypto.randomUUID()}`) }, mail)).rejects.toThrow(
      /403.*domain is not verified/,
    );
    const key = `ok:${crypto.randomUUID()}`;
    await expect(sendMail({ ...env, ...resendEnv(key, "") }, mail)).rejects.toThrow(/MAIL_FROM/);
    expect(await resendRequests(key)).toHaveLength(0);
  });

  it("carries the reset mail when configured, instead of the dev outbox", async () => {
    const { email } = await signUp();
    const key = `ok:${crypto.randomUUID()}`;
    const res = await withEnv(resendEnv(key), "/api/auth/request-password-reset", {
      method: "POST",
      body: JSON.stringify({ email }),
      headers: { "x-locale": "fr-FR" },
    });
    expect(res.status).toBe(200);
    const [sent] = await vi.waitFor(async () => {
      const requests = await resendRequests(key);
      if (!requests.length) throw new Error("not sent yet");
      return requests;
    });
    expect(sent.json).toMatchObject({ to: [email], subject: "Réinitialisez votre mot de passe Atelier" });
    expect(sent.json?.html).toMatch(/href="http:\/\/localhost\/auth\/reset-password\?token=[\w-]+"/);
    const mails = await outbox();
    expect(mails.some((m) => m.to === email && isReset(m))).toBe(false);
  });
});
