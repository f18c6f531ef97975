// AI-content labels (issue 25, decision 24), read back from the bytes the Worker serves: the
// implicit `AIGC` metadata on originals, downloads, display copies, thumbnails, share images and
// storybook pages in PNG, JPEG and WebP; the visible label drawn into every copy handed out, at
// least 5% of the shorter side; the admin switch; the Article 9 path (accept, withdraw, refused
// without acceptance, another user's file, the log row); existing works labelled by the backfill;
// the admin's label screen's API (audit entry, a text too long for the corner) and the switch the
// SPA reads from /api/capabilities.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { pictureLabels, unlabelledDownloads } from "../../worker/platform/db/schema";
import { readImageHeader } from "../../worker/platform/image/header";
import { PhotonImage } from "../../worker/platform/image/photon";
import { variantKey } from "../../worker/platform/storage/keys";
import { readAigc } from "../../worker/features/ai-labels/service";
import { pruneUnlabelledDownloads, RETENTION_MS } from "../../worker/features/ai-labels/unlabelled-downloads";
import { putImage } from "../../worker/features/files/service";
import { sha256Hex } from "../../worker/platform/image/variant-hashes";
import { BACKFILL_KEY, backfillVariants } from "../../worker/features/files/variant-backfill";
import { writeConfig } from "../../worker/platform/system-config";
import { writePng } from "../../shared/png-writer";
import { DEFAULT_LABEL_MASK_PNG } from "../../worker/platform/ai-labels/default-mask";
import { FAKE_JPEG, FAKE_WEBP } from "../fakes/images";
import { ok, rawCall as call, refusal } from "./support/client";
import { generate, solidPng } from "./support/images";
import { db, newAdmin, newUser, type TestUser } from "./support/users";

const bytesOf = async (res: Response) => {
  expect(res.status, res.headers.get("content-type") ?? "").toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};
const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const keyOf = (url: string) => url.replace("/api/files/", "").split("?")[0];
const json = (method: string, body?: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

function pixels(bytes: Uint8Array) {
  const img = PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: img.get_width(), height: img.get_height(), px: img.get_raw_pixels() };
  } finally {
    img.free();
  }
}
/** Mean brightness of a rectangle given as fractions of the picture. */
function brightness(bytes: Uint8Array, [x0, y0, x1, y1]: [number, number, number, number]) {
  const { width, height, px } = pixels(bytes);
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(y0 * height); y < Math.ceil(y1 * height); y++)
    for (let x = Math.floor(x0 * width); x < Math.ceil(x1 * width); x++) {
      const i = (y * width + x) * 4;
      sum += (px[i] + px[i + 1] + px[i + 2]) / 3;
      n++;
    }
  return sum / n;
}
/** Height of the label plate: dark rows at the bottom-right, in pixels, on a light picture. */
function plateHeight(bytes: Uint8Array) {
  const { width, height, px } = pixels(bytes);
  const x = width - Math.ceil(width * 0.04);
  let rows = 0;
  for (let y = 0; y < height; y++) {
    const i = (y * width + x) * 4;
    if ((px[i] + px[i + 1] + px[i + 2]) / 3 < 150) rows++;
  }
  return rows;
}

async function acceptDuty(user: TestUser) {
  return ok(user.api.account["unlabelled-downloads"].$post());
}
const produceIdOf = async (key: string) =>
  (await db().select().from(pictureLabels).where(eq(pictureLabels.key, key)).get())?.produceId;

describe("implicit and visible labels on what the Worker serves", () => {
  it("a generation's download, display copy and thumbnail carry the AIGC metadata and the drawn label; the original keeps its pixels", async () => {
    const user = await newUser();
    const { work } = await ok(generate(user.cookie, "a white porcelain vase, white background"), 201);
    const key = keyOf(work.imageUrl);
    const produceId = await produceIdOf(key);
    expect(produceId).toMatch(/^[0-9a-f-]{36}$/);

    const download = await bytesOf(await call(work.imageUrl, { cookie: user.cookie }));
    expect(readAigc(download)).toEqual({
      Label: "1",
      ContentProducer: "Atelier",
      ProduceID: produceId,
      ReservedCode1: "",
      ContentPropagator: "Atelier",
      PropagateID: `${produceId}:labelled`,
      ReservedCode2: "",
    });

    await acceptDuty(user);
    const original = await bytesOf(await call(`${work.imageUrl}?label=none`, { cookie: user.cookie }));
    expect(readAigc(original)).toMatchObject({ Label: "1", ProduceID: produceId, PropagateID: produceId });
    expect(readImageHeader(download)).toEqual(readImageHeader(original));
    // The label sits in the bottom-right corner; the rest of the picture is the original's.
    expect(brightness(download, [0, 0, 0.5, 0.5])).toBeCloseTo(brightness(original, [0, 0, 0.5, 0.5]), 0);
    expect(brightness(download, [0.8, 0.9, 0.98, 0.97])).toBeLessThan(
      brightness(original, [0.8, 0.9, 0.98, 0.97]) - 20,
    );

    for (const variant of ["thumb", "display"] as const) {
      const url = work.variantUrls[variant];
      const res = await call(url, { cookie: user.cookie });
      const bytes = await bytesOf(res);
      expect(readAigc(bytes)).toMatchObject({ ProduceID: produceId, PropagateID: `${produceId}:${variant}` });
      // Labelled before hashing: the content-addressed name is the hash of the labelled bytes.
      expect(new URL(url, "http://x").searchParams.get("h")).toBe((await sha256Hex(bytes)).slice(0, 32));
      expect(res.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("the drawn label is at least 5% of the shorter side", async () => {
    const user = await newUser();
    const key = `u/${user.id}/works/${crypto.randomUUID()}.png`;
    await putImage(env, key, { bytes: solidPng(400, 240, [250, 250, 250]), mimeType: "image/png" });
    const download = await bytesOf(await call(`/api/files/${key}`, { cookie: user.cookie }));
    // The plate is the text (≥ 5% of 240 = 12 px) with padding around it.
    expect(plateHeight(download)).toBeGreaterThanOrEqual(12);
    const display = await bytesOf(await call(`/api/files/${key}?v=display`, { cookie: user.cookie }));
    expect(plateHeight(display)).toBeGreaterThanOrEqual(12);
  });

  it("JPEG and WebP pictures carry the label in their own metadata, and still decode", async () => {
    const user = await newUser();
    for (const [fake, mimeType] of [
      [FAKE_JPEG, "image/jpeg"],
      [FAKE_WEBP, "image/webp"],
    ] as const) {
      const key = `u/${user.id}/works/${crypto.randomUUID()}.${mimeType === "image/jpeg" ? "jpg" : "webp"}`;
      await putImage(env, key, { bytes: fromBase64(fake.base64), mimeType });
      const produceId = await produceIdOf(key);
      for (const [query, propagate] of [
        ["", `${produceId}:labelled`],
        ["?v=display", `${produceId}:display`],
        ["?v=thumb", `${produceId}:thumb`],
      ] as const) {
        const bytes = await bytesOf(await call(`/api/files/${key}${query}`, { cookie: user.cookie }));
        expect(readAigc(bytes), `${mimeType}${query}`).toMatchObject({
          Label: "1",
          ProduceID: produceId,
          PropagateID: propagate,
        });
        expect(pixels(bytes).width).toBeGreaterThan(0);
      }
      const stored = new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer());
      expect(readImageHeader(stored)?.type).toBe(mimeType);
      expect(readAigc(stored)).toMatchObject({ ProduceID: produceId, PropagateID: produceId });
    }
  });

  it("a user's own upload is not labelled as AI-generated", async () => {
    const user = await newUser();
    const key = `u/${user.id}/uploads/${crypto.randomUUID()}.png`;
    const photo = solidPng(64, 48, [250, 250, 250]);
    await env.FILES.put(key, photo, { httpMetadata: { contentType: "image/png" } });
    expect(readAigc(await bytesOf(await call(`/api/files/${key}`, { cookie: user.cookie })))).toBeNull();
    expect(readAigc(await bytesOf(await call(`/api/files/${key}?v=display`, { cookie: user.cookie })))).toBeNull();
  });

  it("share images and storybook pages stored before labels existed are served labelled", async () => {
    const user = await newUser();
    const bookId = crypto.randomUUID();
    const pageKey = `u/${user.id}/books/${bookId}/page-1.png`;
    await env.FILES.put(pageKey, solidPng(200, 120, [250, 250, 250]), { httpMetadata: { contentType: "image/png" } });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, metadata, root_id, version, source) VALUES (?, ?, 'Fox', ?, 3, '{}', ?, 0, 'storybook')",
      ).bind(bookId, user.id, pageKey, bookId),
      env.DB.prepare(
        "INSERT INTO storybooks (id, user_id, task_id, title, idea, style, language, num_pages, pages, credits_used) VALUES (?, ?, ?, 'Fox', 'idea', 'watercolor', 'en-US', 1, ?, 3)",
      ).bind(bookId, user.id, bookId, JSON.stringify([{ text: "Once", imageKey: pageKey }])),
    ]);
    const page = await bytesOf(await call(`/api/files/${pageKey}`, { cookie: user.cookie }));
    const produceId = await produceIdOf(pageKey);
    expect(readAigc(page)).toMatchObject({ ProduceID: produceId, PropagateID: `${produceId}:labelled` });
    expect(plateHeight(page)).toBeGreaterThanOrEqual(6);
    // The original got its implicit label in place.
    expect(readAigc(new Uint8Array(await (await env.FILES.get(pageKey))!.arrayBuffer()))).toMatchObject({
      ProduceID: produceId,
    });

    const created = await call("/api/shares", { cookie: user.cookie, ...json("POST", { storybookId: bookId }) });
    const { share } = (await created.json()) as { share: { url: string } };
    const token = new URL(share.url).pathname.split("/")[2];
    for (const path of [`/s/${token}/image`, `/s/${token}/pages/1`]) {
      const bytes = await bytesOf(await call(path));
      expect(readAigc(bytes), path).toMatchObject({ ProduceID: produceId, PropagateID: `${produceId}:display` });
      expect(plateHeight(bytes), path).toBeGreaterThanOrEqual(6);
    }
  });

  it("the admin can turn the drawn label off (outside China): copies are made again without it, the metadata stays", async () => {
    const admin = await newAdmin();
    const user = await newUser();
    const key = `u/${user.id}/works/${crypto.randomUUID()}.png`;
    await putImage(env, key, { bytes: solidPng(200, 120, [250, 250, 250]), mimeType: "image/png" });
    expect(
      plateHeight(await bytesOf(await call(`/api/files/${key}?v=display`, { cookie: user.cookie }))),
    ).toBeGreaterThan(0);

    expect((await call("/api/admin/ai-labels", { cookie: user.cookie, ...json("PUT", { drawn: false }) })).status).toBe(
      403,
    );
    expect(await ok(admin.api.admin["ai-labels"].$put({ json: { drawn: false } }))).toMatchObject({
      drawn: false,
      text: "AI生成",
    });
    try {
      for (const query of ["", "?v=display"]) {
        const bytes = await bytesOf(await call(`/api/files/${key}${query}`, { cookie: user.cookie }));
        expect(plateHeight(bytes), query).toBe(0);
        expect(readAigc(bytes), query).toMatchObject({ Label: "1" });
      }
    } finally {
      await ok(admin.api.admin["ai-labels"].$put({ json: { drawn: true } }));
    }
    expect(
      (
        await call("/api/admin/ai-labels", {
          cookie: admin.cookie,
          ...json("PUT", { text: "AI", maskPng: "bm90IGEgcG5n" }),
        })
      ).status,
    ).toBe(400);
  });

  it("the variants backfill gives an existing work labelled copies", async () => {
    const user = await newUser();
    const key = `u/${user.id}/works/${crypto.randomUUID()}.png`;
    const old = solidPng(120, 80, [250, 250, 250]);
    await env.FILES.put(key, old, { httpMetadata: { contentType: "image/png" } });
    for (const v of ["thumb", "display"] as const)
      await env.FILES.put(variantKey(key, v), old, {
        httpMetadata: { contentType: "image/png" },
        customMetadata: { sha256: await sha256Hex(old) },
      });
    await writeConfig(db(), BACKFILL_KEY, {
      requestedAt: Date.now(),
      after: null,
      made: 0,
      checked: 0,
      finishedAt: null,
    });
    for (let i = 0; i < 50 && (await backfillVariants(env, { maxImages: 500 }))?.finishedAt === null; i++);
    const display = new Uint8Array(await (await env.FILES.get(variantKey(key, "display")))!.arrayBuffer());
    expect(readAigc(display)).toMatchObject({ ProduceID: await produceIdOf(key) });
    expect(plateHeight(display)).toBeGreaterThan(0);
    expect(readAigc(new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer()))).toMatchObject({ Label: "1" });
  });
});

describe("the admin's label settings", () => {
  /** A mask as the admin's page renders it: an 8-bit greyscale PNG of width × height. */
  const mask = async (width: number, height: number) => {
    const png = await writePng(width, height, 0, (i, out, at) => (out[at] = i % 3 ? 255 : 0));
    return btoa(String.fromCharCode(...png));
  };

  it("a change is in the audit log (the text, switch and producer, not the mask), a text too wide for the corner is refused, and the SPA learns whether the label is drawn", async () => {
    const admin = await newAdmin();
    const user = await newUser();
    const before = await ok(admin.api.admin["ai-labels"].$get());
    try {
      expect(
        await ok(
          admin.api.admin["ai-labels"].$put({
            json: { text: "AI合成", maskPng: await mask(120, 40), producer: "Studio X" },
          }),
        ),
      ).toEqual({ text: "AI合成", drawn: true, producer: "Studio X" });
      const log = await ok(admin.api.admin.audit.$get({ query: { action: "labels.update", admin: admin.id } }));
      expect(log.entries[0]).toMatchObject({
        adminEmail: admin.email,
        details: { text: "AI合成", producer: "Studio X" },
      });
      expect(JSON.stringify(log.entries[0].details)).not.toContain("maskPng");

      // 13 times wider than tall: the plate would span most of a square picture's bottom edge.
      const wide = await refusal(
        call("/api/admin/ai-labels", {
          cookie: admin.cookie,
          ...json("PUT", { text: "A very long label text", maskPng: await mask(13 * 20, 20) }),
        }),
      );
      expect(wide).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
      expect((await ok(admin.api.admin["ai-labels"].$get())).text).toBe("AI合成");

      expect((await ok(user.api.capabilities.$get())).visibleLabel).toBe(true);
      await ok(admin.api.admin["ai-labels"].$put({ json: { drawn: false } }));
      expect((await ok(user.api.capabilities.$get())).visibleLabel).toBe(false);
      const off = await ok(admin.api.admin.audit.$get({ query: { action: "labels.update", admin: admin.id } }));
      expect(off.entries[0].details).toEqual({ drawn: false });
    } finally {
      await ok(admin.api.admin["ai-labels"].$put({ json: { ...before, maskPng: DEFAULT_LABEL_MASK_PNG } }));
    }
    expect(await ok(admin.api.admin["ai-labels"].$get())).toEqual(before);
  });
});

describe("Article 9: downloads without the visible label", () => {
  it("are refused until accepted, logged when allowed, refused again after withdrawal, and never reach another user's file", async () => {
    const user = await newUser();
    const other = await newUser();
    const { work } = await ok(generate(user.cookie, "a red teapot"), 201);
    const unlabelled = `${work.imageUrl}?label=none`;

    expect(await ok(user.api.account["unlabelled-downloads"].$get())).toEqual({
      accepted: false,
      acceptedAt: null,
      withdrawnAt: null,
    });
    expect(await refusal(call(unlabelled, { cookie: user.cookie }))).toMatchObject({
      status: 403,
      code: "UNLABELLED_DOWNLOAD_NOT_ACCEPTED",
    });

    const accepted = await acceptDuty(user);
    expect(accepted.accepted).toBe(true);
    expect(Date.parse(accepted.acceptedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Accepting again keeps the time it was first accepted.
    expect((await acceptDuty(user)).acceptedAt).toBe(accepted.acceptedAt);

    const bytes = await bytesOf(await call(unlabelled, { cookie: user.cookie }));
    expect(readAigc(bytes)).toMatchObject({ Label: "1" });
    const rows = await db().select().from(unlabelledDownloads).where(eq(unlabelledDownloads.userId, user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ workId: work.id, fileKey: keyOf(work.imageUrl) });

    // Another user: no such file, accepted or not, and nothing logged for them.
    await acceptDuty(other);
    expect((await call(unlabelled, { cookie: other.cookie })).status).toBe(404);
    expect(await db().select().from(unlabelledDownloads).where(eq(unlabelledDownloads.userId, other.id)).all()).toEqual(
      [],
    );
    expect((await call(unlabelled)).status).toBe(401);
    expect((await call(`${work.imageUrl}?label=yes`, { cookie: user.cookie })).status).toBe(400);

    const withdrawn = await ok(user.api.account["unlabelled-downloads"].$delete());
    expect(withdrawn).toMatchObject({ accepted: false });
    expect(await refusal(call(unlabelled, { cookie: user.cookie }))).toMatchObject({
      status: 403,
      code: "UNLABELLED_DOWNLOAD_NOT_ACCEPTED",
    });
  });

  it("the log outlives the account and is pruned only after six months", async () => {
    const user = await newUser();
    const { work } = await ok(generate(user.cookie, "a green jug"), 201);
    await acceptDuty(user);
    await bytesOf(await call(`${work.imageUrl}?label=none`, { cookie: user.cookie }));
    await ok(user.api.account.delete.$post({ json: { password: user.password } }));
    const logged = () => db().select().from(unlabelledDownloads).where(eq(unlabelledDownloads.userId, user.id)).all();
    expect(await logged()).toHaveLength(1);
    await pruneUnlabelledDownloads(db(), Date.now() + RETENTION_MS - 60_000);
    expect(await logged()).toHaveLength(1);
    await pruneUnlabelledDownloads(db(), Date.now() + RETENTION_MS + 60_000);
    expect(await logged()).toHaveLength(0);
  });
});
