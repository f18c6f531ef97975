// The SPA's documents are served as static assets without running the Worker, so their headers
// come from web/public/_headers: every page tells the browser to use https only, in the same words
// as the API (worker/platform/middleware/security-headers.ts, whose value test/worker/hsts.test.ts pins).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HSTS } from "../../worker/platform/middleware/security-headers";

/** _headers as { "/path pattern": { header: value } } (Cloudflare's format: a path, then indented headers). */
function parseHeaders(text: string) {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules[line.trim()] = current = {};
    else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

describe("web/public/_headers", () => {
  it("sends the API's HSTS with every document", () => {
    const rules = parseHeaders(readFileSync(join(process.cwd(), "web/public/_headers"), "utf8"));
    expect(rules["/*"]["strict-transport-security"]).toBe(HSTS);
  });
});
