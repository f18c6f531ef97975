// The library: search, source filter, cursor pages beyond 50, and ownership.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { generate, serverDefaults } from "./support/images";
import { me, signUp } from "./support/users";

type ListQuery = {
  limit?: string;
  q?: string;
  source?: "nano" | "art_studio" | "interior" | "storybook";
  beforeTime?: string;
  beforeId?: string;
};
const works = (cookie: string, query: ListQuery = {}) => ok(clientFor(cookie).works.$get({ query }));

async function seedWorks(
  userId: string,
  count: number,
  make: (i: number) => { prompt: string; source: string; style?: string },
) {
  const base = Date.now() - count * 1000;
  const statements = Array.from({ length: count }, (_, i) => {
    const w = make(i);
    const id = `${userId.slice(0, 8)}-w${String(i).padStart(3, "0")}`;
    return env.DB.prepare(
      "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, style, metadata, root_id, version, source, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, 0, ?, ?)",
    ).bind(
      id,
      userId,
      w.prompt,
      `u/${userId}/works/${id}.png`,
      w.style ?? null,
      JSON.stringify({ model: "m", engine: "builtin", action: "generate_image" }),
      id,
      w.source,
      base + i * 1000,
    );
  });
  await env.DB.batch(statements);
}

describe("library listing", () => {
  it("pages past 50 without gaps or repeats", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    await seedWorks(user.id, 57, (i) => ({ prompt: `work ${i}`, source: "nano" }));
    const first = await works(cookie, { limit: "50" });
    expect(first.works).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const last = first.works[49];
    const second = await works(cookie, { limit: "50", beforeTime: last.createdAt, beforeId: last.id });
    expect(second.works).toHaveLength(7);
    expect(second.hasMore).toBe(false);
    const ids = [...first.works, ...second.works].map((w) => w.id);
    expect(new Set(ids).size).toBe(57);
    expect(first.works[0].prompt).toBe("work 56");
  });

  it("searches prompts and styles, filters by source, and treats % and _ literally", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    await seedWorks(
      user.id,
      4,
      (i) =>
        [
          { prompt: "红色口红海报", source: "nano" },
          { prompt: "Ukiyo-e", source: "art_studio", style: "ukiyo-e" },
          { prompt: "100% cotton shirt", source: "nano" },
          { prompt: "Anime", source: "art_studio", style: "anime" },
        ][i],
    );
    const list = async (query: ListQuery) => (await works(cookie, query)).works.map((w) => w.prompt);
    expect(await list({ q: "口红" })).toEqual(["红色口红海报"]);
    expect(await list({ q: "ukiyo" })).toEqual(["Ukiyo-e"]);
    expect(await list({ source: "art_studio" })).toEqual(["Anime", "Ukiyo-e"]);
    expect(await list({ source: "nano", q: "cotton" })).toEqual(["100% cotton shirt"]);
    expect(await list({ q: "%" })).toEqual(["100% cotton shirt"]);
    expect(await list({ q: "_" })).toEqual([]);
    expect((await call("/api/works?source=teleport", { cookie })).status).toBe(400);
  });

  it("never shows another user's works", async () => {
    const alice = await signUp();
    const { user } = await me(alice.cookie);
    await seedWorks(user.id, 3, (i) => ({ prompt: `alice secret ${i}`, source: "nano" }));
    const bob = await signUp();
    expect((await works(bob.cookie, { q: "alice" })).works).toEqual([]);
  });
});

describe("library by creation", () => {
  const refine = (cookie: string, workId: string, instruction: string) =>
    ok(clientFor(cookie).images.refine.$post({ json: { workId, instruction, ...serverDefaults }, header: {} }), 201);
  const list = works;

  /** A creation refined twice (v0 → v1 → v2) made after another one, through the real engine. */
  async function refinedCreation() {
    const { cookie } = await signUp();
    const first = (await ok(generate(cookie, "红色香水瓶"), 201)).work;
    const other = (await ok(generate(cookie, "a blue mug"), 201)).work;
    const v1 = (await refine(cookie, first.id, "黑白")).work;
    const v2 = (await refine(cookie, v1.id, "crop to square and brighter")).work;
    return { cookie, first, other, v1, v2 };
  }

  it("shows one card per creation with its versions v0…vn, the newest on top, and pages by creation", async () => {
    const { cookie, first, other, v1, v2 } = await refinedCreation();
    const all = await list(cookie);
    expect(all.works).toHaveLength(2);
    const [refined, single] = all.works;
    expect(refined).toMatchObject({ id: v2.id, rootId: first.id, version: 2 });
    expect(refined.versions.map((v) => [v.id, v.version, v.prompt])).toEqual([
      [first.id, 0, "红色香水瓶"],
      [v1.id, 1, "黑白"],
      [v2.id, 2, "crop to square and brighter"],
    ]);
    expect(single).toMatchObject({ id: other.id, rootId: other.id, versions: [{ id: other.id, version: 0 }] });

    const page1 = await list(cookie, { limit: "1" });
    expect(page1.works.map((w) => w.rootId)).toEqual([first.id]);
    expect(page1.hasMore).toBe(true);
    const last = page1.works[0];
    const page2 = await list(cookie, { limit: "1", beforeTime: last.createdAt, beforeId: last.rootId });
    expect(page2.works.map((w) => w.rootId)).toEqual([other.id]);

    // A refinement's instruction finds its whole creation.
    expect((await list(cookie, { q: "黑白" })).works.map((w) => [w.rootId, w.versions.length])).toEqual([
      [first.id, 3],
    ]);
  });

  it("deleting a later version keeps the rest; deleting the original deletes the creation; others are refused", async () => {
    const { cookie, first, v1, v2 } = await refinedCreation();
    const keyOf = (w: { imageUrl: string }) => w.imageUrl.replace("/api/files/", "");
    const bob = await signUp();
    for (const id of [first.id, v1.id])
      expect((await call(`/api/works/${id}`, { method: "DELETE", cookie: bob.cookie })).status).toBe(404);

    expect((await call(`/api/works/${v1.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.FILES.head(keyOf(v1))).toBeNull();
    const after = (await list(cookie)).works.find((w) => w.rootId === first.id)!;
    expect(after.versions.map((v) => v.id)).toEqual([first.id, v2.id]);

    expect((await call(`/api/works/${first.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await list(cookie)).works.map((w) => w.rootId)).not.toContain(first.id);
    for (const w of [first, v2]) {
      expect(await env.FILES.head(keyOf(w))).toBeNull();
      expect((await call(`/api/works/${w.id}`, { cookie })).status).toBe(404);
    }
  });
});

describe("refining outside the product studio", () => {
  it("refuses to refine an art, room or book work, before any charge", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    await seedWorks(user.id, 3, (i) => ({ prompt: `work ${i}`, source: ["art_studio", "interior", "storybook"][i] }));
    for (const i of [0, 1, 2]) {
      const res = clientFor(cookie).images.refine.$post({
        json: { workId: `${user.id.slice(0, 8)}-w00${i}`, instruction: "更亮一些", ...serverDefaults },
        header: {},
      });
      expect(await refusal(res)).toMatchObject({ status: 404, code: "WORK_NOT_FOUND" });
    }
    expect((await me(cookie)).credits).toBe(5);
  });
});
