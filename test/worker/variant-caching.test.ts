// Pictures travel once (issue 24, decision 21): display copies and thumbnails are served under
// content-addressed names (`?v=…&h=<hash of the bytes>`) as `private, max-age=31536000, immutable`,
// and every answer listing pictures hands those names out. A name whose hash is not the stored
// bytes' (stale, wrong, none) never gets the immutable header: it gets the current bytes under
// no-cache. A URL is not a key: another user, a signed-out browser and a revoked session are
// refused as before. Sign-out, account deletion and a tab whose session ended elsewhere answer
// with Clear-Site-Data: "cache", since the browser's cache now holds the pictures.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { variantHashes } from "../../worker/platform/db/schema";
import { variantKey } from "../../worker/platform/storage/keys";
import { storeVariants } from "../../worker/features/files/service";
import { writeConfig } from "../../worker/platform/system-config";
import { BACKFILL_KEY, backfillVariants } from "../../worker/features/files/variant-backfill";
import { sha256Hex } from "../../worker/platform/image/variant-hashes";
import { clientFor, ok, rawCall as call } from "./support/client";
import { generate, solidPng } from "./support/images";
import { signUp } from "./support/users";
import { eq } from "drizzle-orm";

const IMMUTABLE = "private, max-age=31536000, immutable";
const NO_CACHE = "private, no-cache";
const keyOf = (url: string) => url.replace("/api/files/", "");
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const hashIn = (url: string) => new URL(url, "http://x").searchParams.get("h");
const db = () => createDb(env.DB);
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function newWork(prompt = "a red perfume bottle") {
  const { cookie } = await signUp();
  const { work } = await ok(generate(cookie, prompt), 201);
  return { cookie, work };
}

/** What the library lists for the user's newest creation. */
async function listed(cookie: string) {
  const { works } = await ok(clientFor(cookie).works.$get({ query: {} }));
  return works[0];
}

/**
 * Turns a picture's variants back into ones stored before hashes existed (no hash, no index row);
 * they keep their AI-label stamp, or they would be made again as stale labels (decision 24).
 */
async function unhash(key: string) {
  for (const v of ["thumb", "display"] as const) {
    const object = await env.FILES.get(variantKey(key, v));
    const { sha256: _hash, ...kept } = object!.customMetadata ?? {};
    await env.FILES.put(variantKey(key, v), await object!.arrayBuffer(), {
      httpMetadata: object!.httpMetadata,
      customMetadata: kept,
    });
  }
  await db().delete(variantHashes).where(eq(variantHashes.key, key));
}

describe("content-addressed variants", () => {
  it("are handed out by the generator and the library, named by the SHA-256 of the bytes, and kept for a year", async () => {
    const { cookie, work } = await newWork();
    expect(work.variantUrls.thumb).toMatch(/^\/api\/files\/u\/[^?]+\?v=thumb&h=[0-9a-f]{32}$/);
    expect(work.variantUrls.display).toMatch(/\?v=display&h=[0-9a-f]{32}$/);
    expect((await listed(cookie)).variantUrls).toEqual(work.variantUrls);
    for (const variant of ["thumb", "display"] as const) {
      const res = await call(work.variantUrls[variant], { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
      const bytes = await bytesOf(res);
      expect((await sha256Hex(bytes)).startsWith(hashIn(work.variantUrls[variant])!)).toBe(true);
      // A revalidation (a browser that lost freshness some other way) stays immutable: same bytes.
      const again = await call(work.variantUrls[variant], {
        cookie,
        headers: { "if-none-match": res.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toBe(IMMUTABLE);
    }
    // The original (the download) is unchanged: checked with the server on every use.
    expect((await call(work.imageUrl, { cookie })).headers.get("cache-control")).toBe(NO_CACHE);
  });

  it("a wrong, malformed or missing hash gets the current bytes under no-cache, never immutable", async () => {
    const { cookie, work } = await newWork("a blue teapot");
    const right = await bytesOf(await call(work.variantUrls.thumb, { cookie }));
    const plain = `${work.imageUrl}?v=thumb`;
    for (const url of [
      `${plain}&h=${"0".repeat(32)}`,
      `${plain}&h=${hashIn(work.variantUrls.thumb)!.slice(0, 16)}`,
      `${plain}&h=zz`,
      plain,
    ]) {
      const res = await call(url, { cookie });
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control"), url).toBe(NO_CACHE);
      expect(await bytesOf(res)).toEqual(right);
    }
  });

  it("a stale name, once the variant is made again with other bytes, is no longer immutable; listings name the new bytes", async () => {
    const { cookie, work } = await newWork("a green lamp");
    const key = keyOf(work.imageUrl);
    // The picture's variants made again from other pixels (as issue 25's labels will do).
    await storeVariants(env, key, solidPng(640, 480, [200, 30, 30]));
    const stale = await call(work.variantUrls.thumb, { cookie });
    expect(stale.headers.get("cache-control")).toBe(NO_CACHE);
    const now = (await listed(cookie)).variantUrls.thumb;
    expect(now).not.toBe(work.variantUrls.thumb);
    const fresh = await call(now, { cookie });
    expect(fresh.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await bytesOf(fresh)).toEqual(await bytesOf(stale));
  });

  it("still needs the owner's session: another user, a signed-out browser and a revoked session are refused as before", async () => {
    const { cookie, work } = await newWork("a silver watch");
    const stranger = await signUp();
    for (const url of [work.variantUrls.thumb, work.variantUrls.display]) {
      expect((await call(url, { cookie: stranger.cookie })).status).toBe(404);
      expect((await call(url)).status).toBe(401);
    }
    const out = await call("/api/auth/sign-out", { cookie, ...json({}) });
    expect(out.status).toBe(200);
    const revoked = await call(work.variantUrls.thumb, { cookie });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get("cache-control")).not.toBe(IMMUTABLE);
  });

  it("a variant stored before hashes gets its hash on its first request; the next listing names it", async () => {
    const { cookie, work } = await newWork("an orange kettle");
    const key = keyOf(work.imageUrl);
    await unhash(key);
    const before = (await listed(cookie)).variantUrls;
    expect(before).toEqual({ thumb: `${work.imageUrl}?v=thumb`, display: `${work.imageUrl}?v=display` });
    const first = await call(before.thumb, { cookie });
    expect(first.headers.get("cache-control")).toBe(NO_CACHE);
    const bytes = await bytesOf(first);
    expect((await env.FILES.head(variantKey(key, "thumb")))!.customMetadata!.sha256).toBe(await sha256Hex(bytes));
    const after = (await listed(cookie)).variantUrls;
    expect(after.thumb).toBe(work.variantUrls.thumb);
    // Not asked for yet: still the plain name.
    expect(after.display).toBe(before.display);
    expect((await call(after.thumb, { cookie })).headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("npm run variants:backfill hashes variants stored before hashes", async () => {
    const { cookie, work } = await newWork("a yellow chair");
    const key = keyOf(work.imageUrl);
    await unhash(key);
    await writeConfig(db(), BACKFILL_KEY, {
      requestedAt: Date.now(),
      after: null,
      made: 0,
      checked: 0,
      finishedAt: null,
    });
    let state = await backfillVariants(env, { maxImages: 1000, maxPages: 100 });
    while (state && !state.finishedAt) state = await backfillVariants(env, { maxImages: 1000, maxPages: 100 });
    expect(state!.hashed).toBeGreaterThanOrEqual(1);
    expect((await listed(cookie)).variantUrls).toEqual(work.variantUrls);
  });

  it("boards and share links hand out the content-addressed thumbnail too", async () => {
    const { cookie, work } = await newWork("a wooden toy");
    const api = clientFor(cookie);
    const { board } = await ok(api.boards.$post({ json: { name: "Toys" } }), 201);
    expect((await call(`/api/boards/${board.id}/works/${work.id}`, { method: "PUT", cookie })).status).toBe(200);
    const { boards } = await ok(api.boards.$get());
    expect(boards[0].coverUrl).toBe(work.variantUrls.thumb);
    expect((await call("/api/shares", { cookie, ...json({ workId: work.id }) })).status).toBeLessThan(300);
    const { shares } = await ok(api.shares.$get());
    expect(shares[0].thumbUrl).toBe(work.variantUrls.thumb);
  });
});

describe("the hashes go with their pictures", () => {
  const rowOf = (key: string) => db().select().from(variantHashes).where(eq(variantHashes.key, key)).get();

  it("when the work is deleted, and when the account is", async () => {
    const { cookie, work } = await newWork("a glass vase");
    expect(await rowOf(keyOf(work.imageUrl))).toBeDefined();
    expect((await call(`/api/works/${work.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await rowOf(keyOf(work.imageUrl))).toBeUndefined();

    const second = await newWork("a clay pot");
    expect(await rowOf(keyOf(second.work.imageUrl))).toBeDefined();
    expect(
      (await call("/api/account/delete", { cookie: second.cookie, ...json({ password: "secret123" }) })).status,
    ).toBe(200);
    expect(await rowOf(keyOf(second.work.imageUrl))).toBeUndefined();
  });
});

describe('Clear-Site-Data: "cache" when a session ends', () => {
  it("on sign-out", async () => {
    const { cookie } = await signUp();
    const out = await call("/api/auth/sign-out", { cookie, ...json({}) });
    expect(out.status).toBe(200);
    expect(out.headers.get("clear-site-data")).toBe('"cache"');
  });

  it("on account deletion", async () => {
    const { cookie } = await signUp();
    const res = await call("/api/account/delete", { cookie, ...json({ password: "secret123" }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    // A wrong password deletes nothing and clears nothing.
    const other = await signUp();
    const refused = await call("/api/account/delete", {
      cookie: other.cookie,
      ...json({ password: "wrong-password" }),
    });
    expect(refused.status).not.toBe(200);
    expect(refused.headers.get("clear-site-data")).toBeNull();
  });

  it("from POST /api/session/ended, which a tab calls when it finds its session ended elsewhere (no session needed)", async () => {
    const { cookie } = await signUp();
    await call("/api/auth/sign-out", { cookie, ...json({}) });
    for (const asker of [cookie, undefined]) {
      const res = await call("/api/session/ended", { method: "POST", cookie: asker });
      expect(res.status).toBe(200);
      expect(res.headers.get("clear-site-data")).toBe('"cache"');
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("not on an ordinary answer", async () => {
    const { cookie } = await signUp();
    expect((await call("/api/session", { cookie })).headers.get("clear-site-data")).toBeNull();
  });
});
