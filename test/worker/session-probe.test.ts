// GET /api/session, the SPA's page-load probe: a visitor gets 200 with `me: null` (no failed
// request in the browser's console), a signed-in user exactly what /api/me says, and a forged or
// signed-out cookie is a visitor. /api/me itself still answers 401 without a session.
import { describe, expect, it } from "vitest";
import { rawCall as call, clientFor } from "./support/client";
import { me, signUp } from "./support/users";

const probe = async (cookie?: string) => {
  const res = await clientFor(cookie).session.$get();
  return { status: res.status, body: await res.json() };
};

describe("GET /api/session", () => {
  it("answers a visitor 200 with no user, while /api/me stays 401", async () => {
    expect(await probe()).toEqual({ status: 200, body: { me: null } });
    expect((await call("/api/me")).status).toBe(401);
  });

  it("answers a signed-in user with what /api/me says", async () => {
    const { cookie } = await signUp();
    const answer = await probe(cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.me).toEqual(await me(cookie));
    expect(answer.body.me).toMatchObject({ credits: 5, isAdmin: false, user: { emailVerified: true } });
  });

  it("treats a forged or signed-out cookie as a visitor", async () => {
    const { cookie } = await signUp();
    const forged = cookie.replace(
      /(session_token=[^.;]+\.)([^;]+)/,
      (_, head: string, sig: string) => head + [...sig].reverse().join(""),
    );
    expect(forged).not.toBe(cookie);
    expect(await probe(forged)).toEqual({ status: 200, body: { me: null } });
    const out = await call("/api/auth/sign-out", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await probe(cookie)).toEqual({ status: 200, body: { me: null } });
  });
});
