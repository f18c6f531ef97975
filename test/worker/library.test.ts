// The library: search, source filter, cursor pages beyond 50, and ownership.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, json, me, signUp } from "./helpers";

async function seedWorks(userId: string, count: number, make: (i: number) => { prompt: string; source: string; style?: string }) {
  const base = Date.now() - count * 1000;
  const statements = Array.from({ length: count }, (_, i) => {
    const w = make(i);
    const id = `${userId.slice(0, 8)}-w${String(i).padStart(3, "0")}`;
    return env.DB.prepare(
      "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, style, metadata, root_id, version, source, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, 0, ?, ?)",
    ).bind(id, userId, w.prompt, `u/${userId}/works/${id}.png`, w.style ?? null, JSON.stringify({ model: "m", engine: "builtin", action: "generate_image" }), id, w.source, base + i * 1000);
  });
  await env.DB.batch(statements);
}

describe("library listing", () => {
  it("pages past 50 without gaps or repeats", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    await seedWorks(user.id, 57, (i) => ({ prompt: `work ${i}`, source: "nano" }));
    const first = await json(await call("/api/works?limit=50", { cookie }));
    expect(first.works).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const last = first.works[49];
    const second = await json(await call(`/api/works?limit=50&beforeTime=${encodeURIComponent(last.createdAt)}&beforeId=${last.id}`, { cookie }));
    expect(second.works).toHaveLength(7);
    expect(second.hasMore).toBe(false);
    const ids = [...first.works, ...second.works].map((w: { id: string }) => w.id);
    expect(new Set(ids).size).toBe(57);
    expect(first.works[0].prompt).toBe("work 56");
  });

  it("searches prompts and styles, filters by source, and treats % and _ literally", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    await seedWorks(user.id, 4, (i) =>
      [
        { prompt: "红色口红海报", source: "nano" },
        { prompt: "Ukiyo-e", source: "art_studio", style: "ukiyo-e" },
        { prompt: "100% cotton shirt", source: "nano" },
        { prompt: "Anime", source: "art_studio", style: "anime" },
      ][i],
    );
    const list = async (qs: string) => (await json(await call(`/api/works?${qs}`, { cookie }))).works.map((w: { prompt: string }) => w.prompt);
    expect(await list("q=口红")).toEqual(["红色口红海报"]);
    expect(await list("q=ukiyo")).toEqual(["Ukiyo-e"]);
    expect(await list("source=art_studio")).toEqual(["Anime", "Ukiyo-e"]);
    expect(await list("source=nano&q=cotton")).toEqual(["100% cotton shirt"]);
    expect(await list("q=%25")).toEqual(["100% cotton shirt"]);
    expect(await list("q=_")).toEqual([]);
    expect((await call("/api/works?source=teleport", { cookie })).status).toBe(400);
  });

  it("never shows another user's works", async () => {
    const alice = await signUp();
    const { user } = await me(alice.cookie);
    await seedWorks(user.id, 3, (i) => ({ prompt: `alice secret ${i}`, source: "nano" }));
    const bob = await signUp();
    expect((await json(await call("/api/works?q=alice", { cookie: bob.cookie }))).works).toEqual([]);
  });
});
