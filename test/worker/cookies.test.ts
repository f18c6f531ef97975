// The session cookie's attributes, over http (local dev) and https (production), and better-auth's
// origin check: a sign-in posted from another site is refused.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { BASE, rawCall as call, clientFor, cookieOf, objectOf, rawOk } from "./support/client";
import { uniqueEmail } from "./support/users";

const app = createApp();

/** The app under another BETTER_AUTH_URL (one env object per origin, so auth is built once). */
function at(authUrl: string) {
  const overridden = { ...env, BETTER_AUTH_URL: authUrl };
  return (url: string, init: RequestInit = {}) => app.fetch(new Request(url, init), overridden);
}

const signUpBody = () => JSON.stringify({ email: uniqueEmail("cookie"), password: "secret123", name: "cookie" });
const jsonPost = (origin: string, body: string, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body,
});

function sessionCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.includes("session_token="));
  expect(header, "a session cookie was set").toBeDefined();
  const [pair, ...attributes] = header!.split(";").map((s) => s.trim());
  return { name: pair.split("=")[0], attributes: attributes.map((a) => a.toLowerCase()) };
}

describe("session cookie", () => {
  it("over http: HttpOnly, SameSite=Lax, Path=/, not Secure, no prefix", async () => {
    const res = await call("/api/auth/sign-up/email", jsonPost(BASE, signUpBody()));
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie.name).toBe("better-auth.session_token");
    expect(cookie.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(cookie.attributes).not.toContain("secure");
  });

  it("over https (no BETTER_AUTH_URL): the __Secure- prefix and Secure, and the session works", async () => {
    const fetchAt = at("");
    const origin = "https://localhost";
    const res = await fetchAt(`${origin}/api/auth/sign-up/email`, jsonPost(origin, signUpBody()));
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie.name).toBe("__Secure-better-auth.session_token");
    expect(cookie.attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));

    // Our session middleware and the account routes read the prefixed cookie.
    const jar = cookieOf(res);
    expect((await fetchAt(`${origin}/api/me`, { headers: { cookie: jar } })).status).toBe(200);
    const sessions = await rawOk(
      fetchAt(`${origin}/api/account/sessions`, { headers: { cookie: jar } }),
      clientFor().account.sessions.$get,
    );
    expect(sessions.sessions).toHaveLength(1);
    // The same cookie is not a session for the http origin (a prefixed cookie is https-only).
    expect((await call("/api/me", { cookie: jar })).status).toBe(401);

    // Deleting the account expires the prefixed cookie, with the attributes it was set with.
    const deleted = await fetchAt(
      `${origin}/api/account/delete`,
      jsonPost(origin, JSON.stringify({ password: "secret123" }), jar),
    );
    expect(deleted.status).toBe(200);
    const expired = sessionCookie(deleted);
    expect(expired.name).toBe("__Secure-better-auth.session_token");
    expect(expired.attributes).toEqual(expect.arrayContaining(["max-age=0", "secure", "path=/"]));
  });

  it("with an https BETTER_AUTH_URL: prefixed and Secure", async () => {
    const origin = "https://atelier.example.com";
    const res = await at(origin)(`${origin}/api/auth/sign-up/email`, jsonPost(origin, signUpBody()));
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie.name).toBe("__Secure-better-auth.session_token");
    expect(cookie.attributes).toContain("secure");
  });
});

describe("origin check", () => {
  it("refuses a sign-in posted from another site", async () => {
    const email = uniqueEmail("origin");
    expect(
      (
        await call(
          "/api/auth/sign-up/email",
          jsonPost(BASE, JSON.stringify({ email, password: "secret123", name: "o" })),
        )
      ).status,
    ).toBe(200);
    const res = await call(
      "/api/auth/sign-in/email",
      jsonPost("https://evil.example", JSON.stringify({ email, password: "secret123" })),
    );
    expect(res.status).toBe(403);
    expect(await objectOf(res)).toMatchObject({ code: "INVALID_ORIGIN" });
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
  });

  it("refuses a cookie-carrying auth POST from another site (sign-out, change password)", async () => {
    const res = await call("/api/auth/sign-up/email", jsonPost(BASE, signUpBody()));
    const cookie = cookieOf(res);
    const out = await call("/api/auth/sign-out", jsonPost("https://evil.example", "{}", cookie));
    expect(out.status).toBe(403);
    const change = await call(
      "/api/auth/change-password",
      jsonPost(
        "https://evil.example",
        JSON.stringify({ currentPassword: "secret123", newPassword: "another123" }),
        cookie,
      ),
    );
    expect(change.status).toBe(403);
    expect((await call("/api/me", { cookie })).status).toBe(200);
  });
});
