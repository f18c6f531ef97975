// Reads near the user (worker/platform/db/session.ts). Locally there is one database and no replica, so
// these tests prove the plumbing, not replica lag: where each request's D1 session starts (a
// recording binding notes what withSession was given), that the bookmark travels back and forth
// by cookie and header, and that a spend followed by reads in the same session sees the new
// balance. Credit decisions start on the primary; a garbage bookmark is ignored, not obeyed.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { readSession } from "../../worker/platform/auth/session-reader";
import { getAuth } from "../../worker/platform/auth/auth";
import { BASE, cookieOf } from "./support/client";
import { generateForm } from "./support/images";
import { signUp } from "./support/users";

const app = createApp();
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The real D1 binding, noting where each session was asked to start. */
function recordingDb() {
  const starts: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "withSession") return (start: string) => (starts.push(start), target.withSession(start));
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { testEnv: { ...env, DB } as Env, starts };
}

function client(testEnv: Env, base = BASE) {
  return (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    headers.set("origin", base);
    return app.fetch(new Request(base + path, { ...init, headers }), testEnv);
  };
}

/** The d1_bookmark Set-Cookie of a response, split into its value and lower-cased attributes. */
function bookmarkCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("d1_bookmark="));
  if (!header) return null;
  const [pair, ...attributes] = header.split(";").map((s) => s.trim());
  return { value: pair.slice("d1_bookmark=".length), attributes: attributes.map((a) => a.toLowerCase()) };
}

describe("every API request runs in one D1 session", () => {
  it("a spend starts on the primary; the reads after it start at its bookmark and see the new balance", async () => {
    const { cookie } = await signUp();
    const { testEnv, starts } = recordingDb();
    const api = client(testEnv);

    const spend = await api("/api/images/generate", {
      method: "POST",
      cookie,
      body: generateForm({ prompt: "a blue teapot" }),
    });
    expect(spend.status).toBe(201);
    expect(((await spend.json()) as { credits: number }).credits).toBe(4);
    expect(starts).toEqual(["first-primary"]);
    const afterSpend = bookmarkCookie(spend);
    expect(afterSpend?.value).toMatch(BOOKMARK);
    expect(afterSpend?.attributes).toEqual(expect.arrayContaining(["path=/api", "httponly", "samesite=lax"]));
    expect(afterSpend?.attributes).not.toContain("secure");
    expect(spend.headers.get("x-d1-bookmark")).toBe(afterSpend!.value);

    // The browser sends the bookmark back with its next requests (Path=/api).
    const jar = `${cookie}; ${cookieOf(spend)}`;
    const meRes = await api("/api/me", { cookie: jar });
    expect(meRes.status).toBe(200);
    expect(((await meRes.json()) as { credits: number }).credits).toBe(4);
    const usage = await api("/api/credits/usage", { cookie: jar });
    expect(((await usage.json()) as { balance: number }).balance).toBe(4);
    expect(starts.slice(1)).toEqual([afterSpend!.value, afterSpend!.value]);
    // The reads wrote nothing, so the bookmark the browser holds is still the newest: no new cookie.
    const afterRead = usage.headers.get("x-d1-bookmark")!;
    expect(afterRead >= afterSpend!.value).toBe(true);
  });

  it("an API client carries the bookmark in the x-d1-bookmark header", async () => {
    const { cookie } = await signUp();
    const { testEnv, starts } = recordingDb();
    const api = client(testEnv);
    const first = await api("/api/credits/usage", { cookie });
    const bookmark = first.headers.get("x-d1-bookmark");
    expect(bookmark).toMatch(BOOKMARK);
    expect(starts).toEqual(["first-unconstrained"]);
    const second = await api("/api/credits/usage", { cookie, headers: { "x-d1-bookmark": bookmark! } });
    expect(second.status).toBe(200);
    expect(starts[1]).toBe(bookmark);
  });

  it("a forged or garbage bookmark is ignored: the request is answered from a fresh session", async () => {
    const { cookie } = await signUp();
    const { testEnv, starts } = recordingDb();
    const api = client(testEnv);
    for (const garbage of [
      "zzzz",
      "not a bookmark",
      "%E0%A4%A",
      "00000000-0000000a-00000000-0000",
      "'; DROP TABLE user; --",
    ]) {
      const res = await api("/api/me", { cookie: `${cookie}; d1_bookmark=${encodeURIComponent(garbage)}` });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { credits: number }).credits).toBe(5);
      // Replaced by a real bookmark, so the browser stops sending the garbage.
      expect(bookmarkCookie(res)?.value).toMatch(BOOKMARK);
      const viaHeader = await api("/api/credits/usage", {
        cookie,
        headers: { "x-d1-bookmark": garbage.replace(/[^\x20-\x7e]/g, "") },
      });
      expect(viaHeader.status).toBe(200);
    }
    expect(new Set(starts)).toEqual(new Set(["first-unconstrained"]));
  });

  it("over https the bookmark cookie is Secure", async () => {
    const { testEnv } = recordingDb();
    const httpsEnv = { ...testEnv, BETTER_AUTH_URL: "https://atelier.example" } as Env;
    const api = client(httpsEnv, "https://atelier.example");
    const res = await api("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `https-${crypto.randomUUID()}@example.com`, password: "secret123", name: "https" }),
    });
    expect(res.status).toBe(200);
    const usage = await api("/api/credits/usage", { cookie: cookieOf(res) });
    expect(usage.status).toBe(200);
    expect(bookmarkCookie(usage)?.attributes).toEqual(expect.arrayContaining(["secure", "httponly", "path=/api"]));
  });
});

describe("a replica that has not seen a sign-in yet", () => {
  it("the session is looked up on the primary before the answer is 'signed out'", async () => {
    const { cookie } = await signUp();
    // A replica behind the sign-in: it answers every query, and knows no session rows.
    const behind = {
      prepare: (sql: string) => ({
        bind: () => ({ first: async () => (sql.includes("FROM session") ? null : undefined) }),
      }),
      batch: async () => [],
      getBookmark: () => null,
    } as unknown as D1DatabaseSession;
    const headers = new Headers({ cookie });
    const signedIn = await readSession(env, getAuth(env, BASE), headers, behind);
    expect(signedIn?.user.email).toMatch(/@example\.com$/);
  });
});
