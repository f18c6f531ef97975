// /api/files/*: how a browser revalidates and streams a private file. A copy it holds costs a 304
// that R2 answers without the bytes; a Range (Safari plays storybook audio in pieces) gets a 206 of
// exactly those bytes, a range past the end a 416 naming the size; and none of it reaches another
// user's file, who is told there is no such file whether or not they ask for a range.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { contentRange, rangeWithin, requestedRange } from "../../worker/platform/storage/byte-range";
import { bookFileKey, fileUrl } from "../../worker/platform/storage/keys";
import { BASE } from "./support/client";
import { me, signUp } from "./support/users";

/** 40 distinct bytes, so every slice says where it came from. */
const AUDIO = new TextEncoder().encode("0123456789abcdefghijABCDEFGHIJklmnopqrst");

/** The real bucket, remembering what each get asked R2 for and whether R2 sent the bytes. */
function watchedFiles() {
  const gets: { options?: R2GetOptions; withBytes: boolean }[] = [];
  const bucket = new Proxy(env.FILES, {
    get(target, prop) {
      if (prop === "get")
        return async (key: string, options?: R2GetOptions) => {
          const object = await target.get(key, options);
          gets.push({ options, withBytes: !!object && "body" in object });
          return object;
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bucket, gets };
}

const app = createApp();
let owner: { cookie: string; url: string; etag: string };
let stranger: string;

function fetchFile(
  url: string,
  cookie: string,
  headers: Record<string, string> = {},
  method = "GET",
  files: R2Bucket = env.FILES,
) {
  return app.fetch(new Request(BASE + url, { method, headers: { cookie, origin: BASE, ...headers } }), {
    ...env,
    FILES: files,
  });
}

beforeAll(async () => {
  const { cookie } = await signUp();
  const key = bookFileKey((await me(cookie)).user.id, crypto.randomUUID(), "page-1.wav");
  await env.FILES.put(key, AUDIO, { httpMetadata: { contentType: "audio/wav", contentLanguage: "zh-CN" } });
  owner = { cookie, url: fileUrl(key), etag: (await env.FILES.head(key))!.httpEtag };
  stranger = (await signUp()).cookie;
});

describe("a whole file", () => {
  it("comes with the stored metadata, its ETag, and private no-cache", async () => {
    const res = await fetchFile(owner.url, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/wav");
    expect(res.headers.get("content-language")).toBe("zh-CN");
    expect(res.headers.get("etag")).toBe(owner.etag);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(AUDIO.length));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(AUDIO);
  });

  it("answers HEAD with the same headers and no bytes", async () => {
    const res = await fetchFile(owner.url, owner.cookie, {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(owner.etag);
    expect(res.headers.get("content-length")).toBe(String(AUDIO.length));
    expect(res.body).toBeNull();
    const part = await fetchFile(owner.url, owner.cookie, { range: "bytes=0-9" }, "HEAD");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-9/40");
  });
});

describe("revalidation", () => {
  it("answers a current ETag with 304, and R2 never sends the bytes", async () => {
    const { bucket, gets } = watchedFiles();
    const res = await fetchFile(owner.url, owner.cookie, { "if-none-match": owner.etag }, "GET", bucket);
    expect(res.status).toBe(304);
    expect(res.body).toBeNull();
    expect(res.headers.get("etag")).toBe(owner.etag);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(gets).toHaveLength(1);
    expect(gets[0].options?.onlyIf).toBeInstanceOf(Headers);
    expect(gets[0].withBytes).toBe(false);
  });

  it("sends the file again for a stale ETag", async () => {
    const res = await fetchFile(owner.url, owner.cookie, { "if-none-match": '"an-older-version"' });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(AUDIO);
  });

  it("answers If-Modified-Since with the Last-Modified it gave, unless an ETag is also sent", async () => {
    const lastModified = (await fetchFile(owner.url, owner.cookie, {}, "HEAD")).headers.get("last-modified")!;
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    expect((await fetchFile(owner.url, owner.cookie, { "if-modified-since": lastModified })).status).toBe(304);
    const dayBefore = new Date(new Date(lastModified).getTime() - 86_400_000).toUTCString();
    expect((await fetchFile(owner.url, owner.cookie, { "if-modified-since": dayBefore })).status).toBe(200);
    // RFC 9110 §13.1.3: with If-None-Match the date is not looked at.
    const stale = await fetchFile(owner.url, owner.cookie, {
      "if-none-match": '"an-older-version"',
      "if-modified-since": lastModified,
    });
    expect(stale.status).toBe(200);
  });

  it("304s a current ETag even when a range is asked for", async () => {
    const res = await fetchFile(owner.url, owner.cookie, { "if-none-match": owner.etag, range: "bytes=0-9" });
    expect(res.status).toBe(304);
  });
});

describe("ranges", () => {
  const cases: [string, number, number][] = [
    ["bytes=0-9", 0, 10],
    ["bytes=10-", 10, 30],
    ["bytes=-5", 35, 5],
    ["bytes=30-99", 30, 10],
    ["bytes=-100", 0, 40],
  ];
  it.each(cases)("%s is a 206 of exactly those bytes", async (range, offset, length) => {
    const res = await fetchFile(owner.url, owner.cookie, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${offset}-${offset + length - 1}/40`);
    expect(res.headers.get("content-length")).toBe(String(length));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-type")).toBe("audio/wav");
    expect(res.headers.get("etag")).toBe(owner.etag);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(AUDIO.slice(offset, offset + length));
  });

  it.each(["bytes=40-", "bytes=100-200", "bytes=-0"])("%s is a 416 naming the size", async (range) => {
    const res = await fetchFile(owner.url, owner.cookie, { range });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe("bytes */40");
    expect(await res.text()).toBe("");
  });

  it.each(["bytes=0-1,5-6", "items=0-9", "bytes=9-2"])("%s is ignored: the whole file", async (range) => {
    const res = await fetchFile(owner.url, owner.cookie, { range });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(AUDIO.length);
  });

  it("gives the whole file when If-Range names a version (rather than guess it is the same)", async () => {
    const res = await fetchFile(owner.url, owner.cookie, { range: "bytes=0-9", "if-range": '"an-older-version"' });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(AUDIO.length);
  });
});

describe("another user's file", () => {
  const asked: Record<string, string>[] = [
    {},
    { range: "bytes=0-9" },
    { range: "bytes=999-" },
    { "if-none-match": "*" },
  ];
  it.each(asked)("is not found (%o)", async (headers) => {
    const { bucket, gets } = watchedFiles();
    for (const method of ["GET", "HEAD"]) {
      const res = await fetchFile(owner.url, stranger, headers, method, bucket);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-range")).toBeNull();
      expect(res.headers.get("etag")).toBeNull();
    }
    expect(gets).toHaveLength(0);
  });

  it("and a missing file of one's own is not found either, with or without a range", async () => {
    const missing = owner.url.replace("page-1.wav", "page-9.wav");
    expect((await fetchFile(missing, owner.cookie)).status).toBe(404);
    expect((await fetchFile(missing, owner.cookie, { range: "bytes=0-9" })).status).toBe(404);
    expect((await fetchFile(missing, owner.cookie, { range: "bytes=99-" })).status).toBe(404);
  });
});

describe("a key longer than R2 takes (1024 bytes)", () => {
  it("is not found, for the file and its variants, in ASCII and in multi-byte characters", async () => {
    const prefix = owner.url.replace("page-1.wav", "");
    for (const name of [
      "a".repeat(1100),
      "页".repeat(400),
      "b".repeat(1024 - prefix.length + "/api/files/".length - 4),
    ]) {
      const url = prefix + encodeURIComponent(name);
      for (const query of ["", "?v=thumb", "?v=display&h=00112233445566778899aabbccddeeff"]) {
        const res = await fetchFile(url + query, owner.cookie);
        expect({ length: name.length, query, status: res.status }).toEqual({ length: name.length, query, status: 404 });
      }
    }
  });
});

describe("reading a Range header", () => {
  it("takes the single ranges browsers send and places them in the file", () => {
    expect(requestedRange("bytes=0-")).toEqual({ offset: 0 });
    expect(requestedRange(" bytes=2-3 ")).toEqual({ offset: 2, length: 2 });
    expect(requestedRange("bytes=-7")).toEqual({ suffix: 7 });
    for (const ignored of [null, "", "bytes=-", "bytes=1-2,4-5", "bytes=5-1", "bytes=a-b"])
      expect(requestedRange(ignored)).toBeNull();
    expect(rangeWithin({ suffix: 7 }, 5)).toEqual({ offset: 0, length: 5 });
    expect(contentRange(rangeWithin({ offset: 3, length: 100 }, 10), 10)).toBe("bytes 3-9/10");
  });
});
