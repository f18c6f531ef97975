// Uploads that lie, through the real routes: files named .png that are not PNGs, headers that
// are cut short or claim huge dimensions, and bodies that grow past the limit without a
// Content-Length. Each is refused with its own code before any engine runs or credit moves.
import { describe, expect, it } from "vitest";
import { inspectImageHeader, readImageHeader } from "../../worker/platform/image/header";
import { decodeImage } from "../../worker/platform/image/decode";
import { readImageUploads } from "../../worker/platform/image/uploads";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { generate, pngBlob, pngHeader, solidPng } from "./support/images";
import { me, signUp } from "./support/users";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MB = 1024 * 1024;

/** Real 12 × 8 images encoded by photon (JPEG baseline, lossless WebP). */
const REAL_JPEG = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAgAAAQABAAD/wAARCAAIAAwDAREAAhEBAxEB/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykqKRkfLTAtKDAlKCko/9sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwCKvjz74KAP/9k=",
  ),
  (c) => c.charCodeAt(0),
);
const REAL_WEBP = Uint8Array.from(
  atob(
    "UklGRpgAAABXRUJQVlA4TIwAAAAvC8ABEM1VICICHogEAAAAAIABAAAAAAAAAAAAAAAwAAAAAAAAAAAAAAAAAAAAAAAAAAAgAHggAQAAAAAA5x8AAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAA4IEEAAAAAACcfwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAABA5IcOAA==",
  ),
  (c) => c.charCodeAt(0),
);

const text = (s: string) => new TextEncoder().encode(s);

/** Files that claim to be PNGs (by name and Content-Type) and the code each must get. */
const LIARS: { name: string; bytes: Uint8Array; code: string; status: number }[] = [
  {
    name: "SVG named .png",
    bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    code: "UNSUPPORTED_IMAGE_TYPE",
    status: 415,
  },
  { name: "script named .png", bytes: text("#!/bin/sh\nrm -rf /\n"), code: "UNSUPPORTED_IMAGE_TYPE", status: 415 },
  {
    name: "HTML/PNG polyglot",
    bytes: new Uint8Array([
      ...text("<html><!--"),
      ...pngHeader(16, 16),
      ...text("--><script>alert(1)</script></html>"),
    ]),
    code: "UNSUPPORTED_IMAGE_TYPE",
    status: 415,
  },
  {
    name: "GIF",
    bytes: new Uint8Array([...text("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3b]),
    code: "UNSUPPORTED_IMAGE_TYPE",
    status: 415,
  },
  {
    name: "truncated PNG (signature only)",
    bytes: Uint8Array.from(PNG_SIGNATURE),
    code: "UNSUPPORTED_IMAGE_TYPE",
    status: 415,
  },
  {
    name: "fake JPEG without a frame header",
    bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...text("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
    code: "UNSUPPORTED_IMAGE_TYPE",
    status: 415,
  },
  {
    name: "PNG header claiming 20000×20000",
    bytes: pngHeader(20000, 20000),
    code: "IMAGE_DIMENSIONS_TOO_LARGE",
    status: 413,
  },
  {
    name: "PNG header claiming 8192×8193",
    bytes: pngHeader(8192, 8193),
    code: "IMAGE_DIMENSIONS_TOO_LARGE",
    status: 413,
  },
  {
    name: "PNG header claiming 4097×4096 (over 4096 × 4096 pixels)",
    bytes: pngHeader(4097, 4096),
    code: "IMAGE_DIMENSIONS_TOO_LARGE",
    status: 413,
  },
  // 24 MP: within the old 40 MP, but past what the Worker can decode (Workers AI's input images, the demo engine).
  {
    name: "PNG header claiming 6000×4000 (24 MP)",
    bytes: pngHeader(6000, 4000),
    code: "IMAGE_DIMENSIONS_TOO_LARGE",
    status: 413,
  },
];

const ROUTES = {
  generate: (cookie: string, image: File) => generate(cookie, "a vase", [image]),
  transform: (cookie: string, image: File) =>
    clientFor(cookie).images.transform.$post({ form: { styleId: "anime", image }, header: {} }),
  interior: (cookie: string, image: File) =>
    clientFor(cookie).tasks.$post({
      form: { type: "interior_design", roomType: "bedroom", designStyle: "japanese", image },
      header: {},
    }),
};

async function nothingCharged(cookie: string) {
  expect((await me(cookie)).credits).toBe(5);
  const api = clientFor(cookie);
  const { records } = await ok(api.credits.usage.$get({ query: {} }));
  expect(records.filter((r) => r.actionType !== "signup_bonus")).toEqual([]);
  expect((await ok(api.works.$get({ query: {} }))).works).toEqual([]);
  expect((await ok(api.tasks.$get())).tasks).toEqual([]);
}

describe("files that lie about being images", () => {
  for (const [route, post] of Object.entries(ROUTES)) {
    it(`${route}: each is refused with its code and nothing is charged`, async () => {
      const { cookie } = await signUp();
      for (const liar of LIARS) {
        const { status, code } = await refusal(post(cookie, pngBlob(liar.bytes)));
        expect({ file: liar.name, status, code }).toEqual({ file: liar.name, status: liar.status, code: liar.code });
      }
      await nothingCharged(cookie);
    });
  }

  it("the dimensions refusal says what the file claimed and the caps", async () => {
    const { cookie } = await signUp();
    expect(await refusal(ROUTES.generate(cookie, pngBlob(pngHeader(20000, 20000))))).toMatchObject({
      status: 413,
      code: "IMAGE_DIMENSIONS_TOO_LARGE",
      details: { width: 20000, height: 20000, maxSide: 8192, maxMegapixels: 16.7 },
    });
    await nothingCharged(cookie);
  });
});

describe("real images still pass", () => {
  it("small PNG, JPEG and WebP references generate; a small room photo makes an interior task", async () => {
    const { cookie } = await signUp();
    for (const bytes of [solidPng(12, 8, [200, 100, 50]), REAL_JPEG, REAL_WEBP]) {
      const res = await ROUTES.generate(
        cookie,
        new File([bytes as Uint8Array<ArrayBuffer>], "ref", { type: "application/octet-stream" }),
      );
      expect(res.status).toBe(201);
    }
    const { task } = await ok(ROUTES.interior(cookie, pngBlob(solidPng(64, 48, [180, 150, 120]))), 201);
    expect((await me(cookie)).credits).toBe(5 - 3 - task.creditsCost);
  });
});

describe("a header that reads but a body that does not decode", () => {
  it("still reaches the engine and is refunded exactly once (generate and transform)", async () => {
    const { cookie } = await signUp();
    // A real PNG cut off inside its pixel data: signature and IHDR intact, IDAT incomplete.
    const cut = solidPng(32, 32, [90, 90, 200]).slice(0, 50);
    expect(readImageHeader(cut)).toEqual({ type: "image/png", width: 32, height: 32 });
    for (const post of [ROUTES.generate, ROUTES.transform]) {
      expect(await refusal(post(cookie, pngBlob(cut)))).toMatchObject({
        status: 415,
        code: "UNSUPPORTED_IMAGE_TYPE",
        details: { refunded: true },
      });
    }
    expect((await me(cookie)).credits).toBe(5);
    const { records } = await ok(clientFor(cookie).credits.usage.$get({ query: {} }));
    const moves = records.filter((r) => r.actionType !== "signup_bonus").map((r) => r.creditsUsed);
    expect(moves.sort()).toEqual([-1, -1, 1, 1]);
  });
});

describe("dimension caps at the boundary", () => {
  const upload = (bytes: Uint8Array) =>
    readImageUploads([new File([bytes as Uint8Array<ArrayBuffer>], "x.png")], { maxCount: 1, maxBytes: MB });

  it("exactly 4096 × 4096 pixels and 8192 px a side pass; one pixel more does not", async () => {
    expect((await upload(pngHeader(4096, 4096)))[0]).toMatchObject({ type: "image/png", width: 4096, height: 4096 });
    expect((await upload(pngHeader(8192, 2048)))[0]).toMatchObject({ width: 8192, height: 2048 });
    for (const [w, h] of [
      [4096, 4097],
      [8192, 2049],
      [8193, 1],
      [1, 8193],
      [8192, 8192],
      [5000, 4000],
    ]) {
      await expect(upload(pngHeader(w, h))).rejects.toMatchObject({ code: "IMAGE_DIMENSIONS_TOO_LARGE", status: 413 });
    }
    await expect(upload(pngHeader(0, 10))).rejects.toMatchObject({ code: "UNSUPPORTED_IMAGE_TYPE" });
  });
});

describe("header parser", () => {
  const u16be = (n: number) => [n >> 8, n & 0xff];
  /** SOI, an APP0 segment, fill bytes, then a start-of-frame (baseline C0 or progressive C2). */
  const jpeg = (sof: number, width: number, height: number) =>
    new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      4,
      0,
      0,
      0xff,
      0xff,
      sof,
      0,
      11,
      8,
      ...u16be(height),
      ...u16be(width),
      1,
      1,
      0x11,
      0,
    ]);
  const riff = (chunk: string, payload: number[]) =>
    new Uint8Array([...text("RIFF"), 0, 0, 0, 0, ...text("WEBP"), ...text(chunk), 0, 0, 0, 0, ...payload]);

  it("reads width and height from real and hand-made headers", () => {
    expect(readImageHeader(solidPng(12, 8, [0, 0, 0]))).toEqual({ type: "image/png", width: 12, height: 8 });
    expect(readImageHeader(REAL_JPEG)).toEqual({ type: "image/jpeg", width: 12, height: 8 });
    expect(readImageHeader(REAL_WEBP)).toEqual({ type: "image/webp", width: 12, height: 8 });
    expect(readImageHeader(jpeg(0xc0, 9000, 20))).toEqual({ type: "image/jpeg", width: 9000, height: 20 });
    expect(readImageHeader(jpeg(0xc2, 640, 480))).toEqual({ type: "image/jpeg", width: 640, height: 480 });
    // VP8X: flags, 3 reserved bytes, then width-1 and height-1 as 24-bit little-endian; then its frame.
    expect(readImageHeader(vp8x(9000, 10, vp8(9000, 10)))).toEqual({ type: "image/webp", width: 9000, height: 10 });
    expect(readImageHeader(vp8x(640, 480, vp8l(640, 480)))).toEqual({ type: "image/webp", width: 640, height: 480 });
    // "VP8 ": 3-byte frame tag, start code 9d 01 2a, 14-bit width and height.
    expect(readImageHeader(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toEqual({
      type: "image/webp",
      width: 640,
      height: 480,
    });
  });

  it("says nothing for headers that are cut short or malformed", () => {
    expect(readImageHeader(pngHeader(16, 16).slice(0, 20))).toBeNull();
    expect(readImageHeader(jpeg(0xc0, 640, 480).slice(0, 16))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull(); // scan before any frame
    expect(readImageHeader(riff("VP8 ", [0, 0, 0, 1, 2, 3, 0x80, 0x02, 0xe0, 0x01]))).toBeNull(); // no start code
    expect(readImageHeader(riff("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(readImageHeader(text("RIFF\0\0\0\0WEBP"))).toBeNull();
    // A VP8X canvas with no frame after it says nothing about the pixels.
    expect(readImageHeader(riff("VP8X", [0, 0, 0, 0, 0x27, 0x23, 0, 0x09, 0, 0]))).toBeNull();
  });
});

/** A chunk: FourCC, little-endian size, payload (padded to even). */
const chunk = (id: string, payload: number[]) => [
  ...text(id),
  ...u32le(payload.length),
  ...payload,
  ...(payload.length & 1 ? [0] : []),
];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
/** A lossy frame header: key-frame tag, start code, 14-bit width and height (then no real data). */
const vp8 = (w: number, h: number) =>
  chunk("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, w & 0xff, w >> 8, h & 0xff, h >> 8, 0, 0]);
/** A lossless frame header: signature 0x2f, then width-1 and height-1 in 14 bits each. */
const vp8l = (w: number, h: number) => {
  const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
  return chunk("VP8L", [0x2f, ...u32le(bits), 0, 0, 0]);
};
/** An extended WebP: the VP8X canvas, then the chunks given. */
const vp8x = (w: number, h: number, ...chunks: number[][]) => {
  const body = [...text("WEBP"), ...chunk("VP8X", [0x02, 0, 0, 0, ...u24le(w - 1), ...u24le(h - 1)]), ...chunks.flat()];
  return new Uint8Array([...text("RIFF"), ...u32le(body.length), ...body]);
};
/** An animation frame at (x, y) of w × h around a bitstream chunk. */
const anmf = (x: number, y: number, w: number, h: number, frame: number[]) =>
  chunk("ANMF", [...u24le(x / 2), ...u24le(y / 2), ...u24le(w - 1), ...u24le(h - 1), ...u24le(100), 0, ...frame]);
const u16be = (n: number) => [n >> 8, n & 0xff];
/** A JPEG with a baseline frame, a (tiny) scan, then a second frame header of another size. */
const twoFrameJpeg = (w1: number, h1: number, w2: number, h2: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0,
    11,
    8,
    ...u16be(h1),
    ...u16be(w1),
    1,
    1,
    0x11,
    0,
    0xff,
    0xda,
    0,
    8,
    1,
    1,
    0,
    0,
    0x3f,
    0,
    0x12,
    0xff,
    0x00,
    0x34,
    0xff,
    0xd0,
    0x56,
    0xff,
    0xc2,
    0,
    11,
    8,
    ...u16be(h2),
    ...u16be(w2),
    1,
    1,
    0x11,
    0,
    0xff,
    0xd9,
  ]);
/** A PNG header and one more chunk (CRCs left zero: nobody decodes these). */
const pngWith = (w: number, h: number, id: string, payload: number[]) => {
  const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return new Uint8Array([...pngHeader(w, h), ...u32be(payload.length), ...text(id), ...payload, 0, 0, 0, 0]);
};
const fcTL = (w: number, h: number, x: number, y: number) => {
  const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return [...u32be(0), ...u32be(w), ...u32be(h), ...u32be(x), ...u32be(y), 0, 1, 0, 10, 0, 0];
};

/** Files whose headers contradict each other: the size checks read one, a decoder would allocate the other. */
const CONTRADICTIONS: { name: string; bytes: Uint8Array }[] = [
  { name: "WebP: VP8X says 100×100, its lossy frame is 10000×10000", bytes: vp8x(100, 100, vp8(10000, 10000)) },
  { name: "WebP: VP8X says 100×100, its lossless frame is 10000×10000", bytes: vp8x(100, 100, vp8l(10000, 10000)) },
  {
    name: "WebP: an animation frame past the canvas",
    bytes: vp8x(100, 100, anmf(0, 0, 10000, 10000, vp8(10000, 10000))),
  },
  {
    name: "WebP: an animation frame whose bitstream is larger than the frame",
    bytes: vp8x(100, 100, anmf(0, 0, 100, 100, vp8l(10000, 10000))),
  },
  { name: "JPEG: a second frame header of another size", bytes: twoFrameJpeg(100, 100, 10000, 10000) },
  { name: "PNG: a second IHDR", bytes: pngWith(100, 100, "IHDR", [0, 0, 39, 16, 0, 0, 39, 16, 8, 6, 0, 0, 0]) },
  { name: "PNG: an APNG frame past the canvas", bytes: pngWith(100, 100, "fcTL", fcTL(10000, 10000, 0, 0)) },
];

describe("files whose headers disagree about their size (issue 25, hole 2)", () => {
  it("are told apart from honest ones by the header reader", () => {
    for (const { name, bytes } of CONTRADICTIONS)
      expect({ name, header: inspectImageHeader(bytes) }).toEqual({ name, header: "disagree" });
    expect(
      inspectImageHeader(vp8x(100, 100, anmf(0, 0, 100, 50, vp8(100, 50)), anmf(0, 50, 100, 50, vp8l(100, 50)))),
    ).toEqual({ type: "image/webp", width: 100, height: 100 });
    expect(inspectImageHeader(pngWith(100, 100, "fcTL", fcTL(50, 50, 50, 50)))).toEqual({
      type: "image/png",
      width: 100,
      height: 100,
    });
    expect(inspectImageHeader(twoFrameJpeg(100, 100, 100, 100))).toEqual({
      type: "image/jpeg",
      width: 100,
      height: 100,
    });
  });

  it("are never handed to the decoder", () => {
    for (const { bytes } of CONTRADICTIONS)
      expect(() => decodeImage(bytes, "photo")).toThrow(expect.objectContaining({ kind: "INVALID_IMAGE" }));
  });

  for (const [route, post] of Object.entries({
    ...ROUTES,
    storybook: (cookie: string, image: File) =>
      clientFor(cookie).tasks.$post({
        form: { type: "storybook", prompt: "a fox", numPages: "4", language: "zh-CN", reference: image } as never,
        header: {},
      }),
  })) {
    it(`${route}: each is refused with IMAGE_HEADERS_DISAGREE before any charge`, async () => {
      const { cookie } = await signUp();
      for (const { name, bytes } of CONTRADICTIONS) {
        const { status, code } = await refusal(post(cookie, pngBlob(bytes)));
        expect({ name, status, code }).toEqual({ name, status: 422, code: "IMAGE_HEADERS_DISAGREE" });
      }
      await nothingCharged(cookie);
    });
  }
});

describe("body size while reading", () => {
  /**
   * A multipart body as a stream with no Content-Length: the form fields, then a file part of
   * `fileBytes` zero bytes in 64 KiB chunks. `pulled()` says how much the server asked for.
   */
  function streamedForm(fields: Record<string, string>, fileField: string, fileBytes: number) {
    const boundary = `----atelier-${crypto.randomUUID()}`;
    const head =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const chunk = new Uint8Array(64 * 1024);
    chunk.set(PNG_SIGNATURE);
    let sent = 0;
    let pulled = 0;
    let stage: "head" | "file" | "done" = "head";
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stage === "head") {
          stage = "file";
          const bytes = text(head);
          pulled += bytes.length;
          return controller.enqueue(bytes);
        }
        if (stage === "file" && sent < fileBytes) {
          const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
          sent += part.length;
          pulled += part.length;
          return controller.enqueue(part.slice());
        }
        stage = "done";
        controller.enqueue(text(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const init = {
      body,
      duplex: "half",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    } as RequestInit;
    return { init, pulled: () => pulled };
  }

  const cases: { path: string; fields: Record<string, string>; file: string; limit: number }[] = [
    { path: "/api/images/generate", fields: { prompt: "a vase" }, file: "images", limit: 16 * MB },
    { path: "/api/images/transform", fields: { styleId: "anime" }, file: "image", limit: 11 * MB },
    {
      path: "/api/tasks",
      fields: { type: "interior_design", roomType: "bedroom", designStyle: "japanese" },
      file: "image",
      limit: 11 * MB,
    },
  ];

  for (const { path, fields, file, limit } of cases) {
    it(`${path}: a chunked body past the limit is cut off with 413 and nothing is charged`, async () => {
      const { cookie } = await signUp();
      const upload = streamedForm(fields, file, 64 * MB);
      const res = await call(path, { method: "POST", cookie, ...upload.init });
      expect(await refusal(res)).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
      // Reading stopped at the limit: far less than the 64 MB on offer was ever taken.
      expect(upload.pulled()).toBeGreaterThan(limit - MB);
      expect(upload.pulled()).toBeLessThan(limit + MB);
      await nothingCharged(cookie);
    });
  }

  it("a chunked body within the limit is read as usual", async () => {
    const { cookie } = await signUp();
    const form = new FormData();
    form.set("prompt", "a vase");
    form.append("images", pngBlob(solidPng(16, 16, [10, 200, 30])), "ref.png");
    // Encoded once, then fed in 100-byte chunks with no Content-Length.
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 100) controller.enqueue(body.slice(i, i + 100));
        controller.close();
      },
    });
    const res = await call("/api/images/generate", {
      method: "POST",
      cookie,
      body: stream,
      duplex: "half",
      headers: { "content-type": encoded.headers.get("content-type")! },
    } as RequestInit & { cookie: string });
    expect(res.status).toBe(201);
    expect((await me(cookie)).credits).toBe(4);
  });

  it("a Content-Length header that undersells the body does not get it past the limit", async () => {
    const { cookie } = await signUp();
    const upload = streamedForm({ styleId: "anime" }, "image", 32 * MB);
    const headers = { ...(upload.init.headers as Record<string, string>), "content-length": "1000" };
    const res = await call("/api/images/transform", { method: "POST", cookie, ...upload.init, headers });
    expect(await refusal(res)).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    await nothingCharged(cookie);
  });
});
