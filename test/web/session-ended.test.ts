// A tab that finds its session ended elsewhere (a 401 from the API after being signed in) asks the
// Worker once for Clear-Site-Data: "cache" (POST /api/session/ended), so the pictures the browser
// kept for a year are gone before the next person uses this computer; a visitor's tab never asks.
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, unwrap } from "@/lib/api";
import { noteSignedIn } from "@/lib/session-ended";

function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (input instanceof Request ? input.method : init?.method) ?? "GET";
    asked.push(`${method} ${new URL(url, "http://localhost").pathname}`);
    if (url.includes("/api/session/ended")) return Response.json({ cleared: true });
    return Response.json({ error: { code: "UNAUTHORIZED", message: "Sign in first." } }, { status: 401 });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("a session ended elsewhere", () => {
  it("clears the site's cache once, at the first 401 after being signed in", async () => {
    const asked = stubServer();
    noteSignedIn();
    for (let i = 0; i < 2; i++) await expect(unwrap(api.me.$get())).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(asked.filter((a) => a === "POST /api/session/ended")).toHaveLength(1));
    expect(asked.filter((a) => a === "GET /api/me")).toHaveLength(2);
  });

  it("asks nothing for a tab that was never signed in (or has already cleared)", async () => {
    const asked = stubServer();
    await expect(unwrap(api.me.$get())).rejects.toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 10));
    expect(asked).toEqual(["GET /api/me"]);
  });
});
