// Over https every API answer tells the browser to use https only, for two years and for the
// subdomains too (the SPA's documents get the same from web/public/_headers). Over http, as in
// local runs, it is not sent: a browser ignores it there, and localhost must not claim it.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const HSTS = "max-age=63072000; includeSubDomains";
const get = (url: string) => exports.default.fetch(new Request(url));

describe("Strict-Transport-Security", () => {
  it.each(["/api/health", "/api/nothing-here", "/api/me", "/api/auth/get-session"])(
    "https %s carries it",
    async (path) => {
      const res = await get(`https://localhost${path}`);
      expect(res.headers.get("strict-transport-security")).toBe(HSTS);
    },
  );

  it("http does not", async () => {
    const res = await get("http://localhost/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});
