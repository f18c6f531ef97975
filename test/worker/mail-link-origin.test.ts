// Issue 25, hole 8: with BETTER_AUTH_URL empty, better-auth builds confirmation and reset links
// from the request's Host. Outside a loopback host such a mail is refused: the person asking gets
// MAIL_UNAVAILABLE (translated in the SPA), the operator a log line naming BETTER_AUTH_URL, and
// nothing is written or mailed. On loopback (`npm start`, e2e) and with the origin set, mail goes.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { outbox, signUp, uniqueEmail } from "./support/users";

const app = createApp();
const unset = { ...env, BETTER_AUTH_URL: "" };

function post(origin: string, path: string, body: unknown, workerEnv: Env = unset) {
  return app.fetch(
    new Request(`${origin}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    }),
    workerEnv,
  );
}
const mailsTo = async (email: string) => (await outbox()).filter((m) => m.to === email);
const userCount = async (email: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = ?").bind(email).first<{ n: number }>())!.n;

afterEach(() => vi.restoreAllMocks());

describe("mail links without a configured origin (BETTER_AUTH_URL empty)", () => {
  it("HOLE: a reset request on a public host is refused with MAIL_UNAVAILABLE and a log line; no link is mailed", async () => {
    const { email } = await signUp();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await post("https://evil.example.net", "/request-password-reset", { email });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "MAIL_UNAVAILABLE" });
    expect(logged.mock.calls.flat().join(" ")).toContain("BETTER_AUTH_URL");
    await new Promise((r) => setTimeout(r, 50));
    expect((await mailsTo(email)).flatMap((m) => m.links).filter((l) => l.includes("reset-password"))).toEqual([]);
    const tokens = await env.DB.prepare(
      "SELECT count(*) AS n FROM verification v JOIN user u ON u.id = v.value WHERE u.email = ? AND v.identifier LIKE 'reset-password:%'",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(0);
  });

  it("HOLE: a sign-up on a public host is refused before any account exists; a resend is refused too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = uniqueEmail("nohost");
    const res = await post("https://atelier.example.com", "/sign-up/email", {
      email,
      password: "secret123",
      name: "n",
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "MAIL_UNAVAILABLE" });
    expect(await userCount(email)).toBe(0);
    expect((await post("https://atelier.example.com", "/send-verification-email", { email })).status).toBe(503);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("on a loopback host the request's origin is still used (npm start, e2e)", async () => {
    const email = uniqueEmail("loop");
    const res = await post("http://127.0.0.1:8787", "/sign-up/email", { email, password: "secret123", name: "l" });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.links[0].startsWith("http://127.0.0.1:8787/api/auth/verify-email")).toBe(true);
  });

  it("with BETTER_AUTH_URL set, links carry it whatever Host the request names", async () => {
    const { email } = await signUp();
    const configured = { ...env, BETTER_AUTH_URL: "https://atelier.example.com" };
    const res = await post("https://atelier.example.com", "/request-password-reset", { email }, configured);
    expect(res.status).toBe(200);
    const link = await vi.waitFor(async () => {
      const found = (await mailsTo(email)).flatMap((m) => m.links).find((l) => l.includes("/auth/reset-password"));
      if (!found) throw new Error("no reset mail yet");
      return found;
    });
    expect(new URL(link).origin).toBe("https://atelier.example.com");
  });
});
