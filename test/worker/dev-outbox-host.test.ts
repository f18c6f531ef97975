// The dev outbox (reset and verification links of every local account) answers only on this
// machine's loopback: an address literal in 127.0.0.0/8 or ::1, or localhost and names under it
// (RFC 6761 reserves them for loopback; see worker/platform/mail/dev-outbox.ts). A DNS name that only
// looks like one, such as 127.0.0.1.evil.com, can be pointed at 127.0.0.1 by anyone, so a page
// served from it (DNS rebinding) must not read the outbox.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const outbox = (host: string) => exports.default.fetch(new Request(`http://${host}/api/dev/outbox`));

describe("the dev outbox (DEV_OUTBOX=1 in tests)", () => {
  it.each([
    "localhost",
    "localhost:8787",
    "127.0.0.1",
    "127.0.0.1:8787",
    "127.1.2.3",
    "127.1",
    "[::1]",
    "[::1]:8787",
    "atelier.localhost",
  ])("answers on %s", async (host) => {
    const res = await outbox(host);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty("mails");
  });

  it.each([
    "127.0.0.1.evil.com",
    "127.evil.com",
    "127.0.0.1.nip.io",
    "localhost.evil.com",
    "evil-localhost",
    "10.0.0.1",
    "0.0.0.0",
    "[::ffff:127.0.0.1]",
    "atelier.example.com",
  ])("is not there on %s", async (host) => {
    const res = await outbox(host);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});
