// Share links (issue 15): create, list and revoke; the same thing shared twice keeps one link;
// another user's work, storybook or link is refused as not found; the public page and its images
// answer to the token alone, in the visitor's language, and only with the shared thing's bytes;
// a revoked or unknown token is a 404 at once; deleting the work or the account takes the links.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/locales";
import SHARE_PAGE_STRINGS from "../../worker/texts/share-page.json";
import { clientFor, ok, rawCall as call, rawOk } from "./support/client";
import { generate, solidPng } from "./support/images";
import { me, signUp } from "./support/users";

type Share = { id: string; url: string; kind: "work" | "storybook"; targetId: string; title: string; thumbUrl: string };

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  call(path, {
    method,
    cookie,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
const share = async (cookie: string, body: unknown) => {
  const answer = await rawOk(send(cookie, "POST", "/api/shares", body), clientFor(cookie).shares.$post);
  expect(answer.url).toBe(answer.share.url);
  return answer.share;
};
const list = async (cookie: string): Promise<Share[]> => (await ok(clientFor(cookie).shares.$get())).shares;
const makeWork = async (cookie: string, prompt: string) => (await ok(generate(cookie, prompt), 201)).work;
const pathOf = (url: string) => new URL(url).pathname;
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** A finished storybook as the task leaves it: its library card, its row and two page pictures. */
async function seedStorybook(userId: string, title: string) {
  const id = crypto.randomUUID();
  const keys = [1, 2].map((n) => `u/${userId}/books/${id}/page-${n}.png`);
  await env.FILES.put(keys[0], solidPng(64, 48, [200, 30, 30]), { httpMetadata: { contentType: "image/png" } });
  await env.FILES.put(keys[1], solidPng(64, 48, [30, 30, 200]), { httpMetadata: { contentType: "image/png" } });
  const metadata = JSON.stringify({ model: "m", engine: "builtin", action: "storybook" });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, metadata, root_id, version, source) VALUES (?, ?, ?, ?, 3, ?, ?, 0, 'storybook')",
    ).bind(id, userId, title, keys[0], metadata, id),
    env.DB.prepare(
      "INSERT INTO storybooks (id, user_id, task_id, title, idea, style, language, num_pages, pages, credits_used) VALUES (?, ?, ?, ?, 'an idea', 'watercolor', 'en-US', 2, ?, 3)",
    ).bind(
      id,
      userId,
      id,
      title,
      JSON.stringify([
        { text: "Once upon a time", imageKey: keys[0] },
        { text: "The end", imageKey: keys[1] },
      ]),
    ),
  ]);
  return { id, keys };
}

describe("share links: the owner's side", () => {
  it("creates a link to a work, lists it, gives the same link twice, and revokes it", async () => {
    const { cookie } = await signUp();
    const work = await makeWork(cookie, "a red perfume bottle");
    const first = await share(cookie, { workId: work.id });
    expect(first).toMatchObject({ kind: "work", targetId: work.id, title: "a red perfume bottle" });
    expect(pathOf(first.url)).toBe(`/s/${first.id}`);
    expect(await share(cookie, { workId: work.id })).toEqual(first);
    expect((await list(cookie)).map((s) => s.id)).toEqual([first.id]);
    expect((await send(cookie, "DELETE", `/api/shares/${first.id}`)).status).toBe(200);
    expect(await list(cookie)).toEqual([]);
    expect((await send(cookie, "DELETE", `/api/shares/${first.id}`)).status).toBe(404);
    // Sharing again after revoking makes a new, different link.
    const again = await share(cookie, { workId: work.id });
    expect(again.id).not.toBe(first.id);
  });

  it("a later version (a region edit) shared keeps its creation's title, not its instruction", async () => {
    const { cookie } = await signUp();
    const work = await makeWork(cookie, "a red perfume bottle");
    const userId = (await me(cookie)).user.id;
    const versionId = crypto.randomUUID();
    const original = await env.DB.prepare("SELECT image_key, metadata FROM generated_artworks WHERE id = ?")
      .bind(work.id)
      .first<{ image_key: string; metadata: string }>();
    await env.DB.prepare(
      "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, metadata, parent_id, root_id, version, source) VALUES (?, ?, '变成黑白', ?, 2, ?, ?, ?, 1, 'nano')",
    )
      .bind(versionId, userId, original!.image_key, original!.metadata, work.id, work.id)
      .run();
    const link = await share(cookie, { workId: versionId });
    expect(link).toMatchObject({ targetId: versionId, title: "a red perfume bottle" });
    const html = await (await call(pathOf(link.url))).text();
    expect(html).toContain('<meta property="og:title" content="a red perfume bottle">');
    expect(html).not.toContain("变成黑白");
  });

  it("makes tokens of 192 random bits in URL-safe characters", async () => {
    const { cookie } = await signUp();
    const tokens = new Set<string>();
    for (const prompt of ["one", "two", "three"]) {
      const s = await share(cookie, { workId: (await makeWork(cookie, prompt)).id });
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      tokens.add(s.id);
    }
    expect(tokens.size).toBe(3);
  });

  it("shares a storybook, by its id or by its library card, as one link", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const book = await seedStorybook(user.id, "The brave fox");
    const byId = await share(cookie, { storybookId: book.id });
    expect(byId).toMatchObject({ kind: "storybook", targetId: book.id, title: "The brave fox" });
    expect(await share(cookie, { workId: book.id })).toEqual(byId);
  });

  it("refuses another user's work, storybook and link as not found, and bad input", async () => {
    const owner = await signUp();
    const other = await signUp();
    const work = await makeWork(owner.cookie, "mine");
    const book = await seedStorybook((await me(owner.cookie)).user.id, "Mine too");
    const link = await share(owner.cookie, { workId: work.id });
    expect((await send(other.cookie, "POST", "/api/shares", { workId: work.id })).status).toBe(404);
    expect((await send(other.cookie, "POST", "/api/shares", { storybookId: book.id })).status).toBe(404);
    expect((await send(other.cookie, "DELETE", `/api/shares/${link.id}`)).status).toBe(404);
    expect(await list(other.cookie)).toEqual([]);
    expect((await call(pathOf(link.url))).status).toBe(200);
    for (const body of [
      {},
      { workId: "" },
      { workId: 7 },
      { workId: "a", storybookId: "b" },
      { workId: "x".repeat(65) },
      { userId: "x", workId: work.id },
    ]) {
      expect((await send(owner.cookie, "POST", "/api/shares", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await send(owner.cookie, "POST", "/api/shares", { workId: "no-such-work" })).status).toBe(404);
    expect(
      (
        await call("/api/shares", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ workId: work.id }),
        })
      ).status,
    ).toBe(401);
  });
});

describe("share links: the public page", () => {
  it("shows the work to anyone with the link, with Open Graph tags, in the visitor's language", async () => {
    const { cookie, email } = await signUp();
    const work = await makeWork(cookie, "a lighthouse <at> dusk");
    const link = await share(cookie, { workId: work.id });
    const res = await call(pathOf(link.url), { headers: { "accept-language": "ar-SA,ar;q=0.9" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    // The headers web/public/_headers gives the site's pages, HSTS included (a Worker response does not get them).
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const html = await res.text();
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html).toContain(SHARE_PAGE_STRINGS["ar-SA"].madeWith);
    expect(html).toContain("a lighthouse &#60;at&#62; dusk");
    expect(html).toContain(`<meta property="og:image" content="${link.url}/image">`);
    expect(html).toContain('<meta property="og:title" content="a lighthouse &#60;at&#62; dusk">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain(email);
    expect(html).not.toContain("<script");
    const zh = await (await call(pathOf(link.url), { headers: { "accept-language": "fr-CA" } })).text();
    expect(zh).toContain('<html lang="fr-FR" dir="ltr">');
  });

  it("cuts a long prompt in the title and link preview, and gives it whole on the page", async () => {
    const { cookie } = await signUp();
    const prompt = `a castle ${"with towers ".repeat(12)}at night`;
    const link = await share(cookie, { workId: (await makeWork(cookie, prompt)).id });
    const html = await (await call(pathOf(link.url))).text();
    const title = html.match(/<meta property="og:title" content="([^"]*)">/)?.[1] ?? "";
    expect(title.length).toBe(90);
    expect(title.endsWith("…")).toBe(true);
    expect(html).toContain(`<p dir="auto">${prompt}</p>`);
  });

  it("serves the shared picture's display copy and nothing else", async () => {
    const { cookie } = await signUp();
    const work = await makeWork(cookie, "a teal teapot");
    const link = await share(cookie, { workId: work.id });
    const image = await call(`${pathOf(link.url)}/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const own = await call(`${work.imageUrl}?v=display`, { cookie });
    expect(await bytesOf(image)).toEqual(await bytesOf(own));
    // A picture is no storybook: it has no pages; nor can a path reach another key.
    expect((await call(`${pathOf(link.url)}/pages/1`)).status).toBe(404);
    expect((await call(`${pathOf(link.url)}/image/..%2F..%2Fworks`)).status).toBe(404);
  });

  it("shows a storybook's pages, each served by number", async () => {
    const { cookie } = await signUp();
    const book = await seedStorybook((await me(cookie)).user.id, "The brave fox");
    const link = await share(cookie, { storybookId: book.id });
    const html = await (await call(pathOf(link.url), { headers: { "accept-language": "zh-CN" } })).text();
    expect(html).toContain("The brave fox");
    expect(html).toContain("Once upon a time");
    expect(html).toContain(`src="/s/${link.id}/pages/2"`);
    for (const n of [1, 2])
      expect((await call(`${pathOf(link.url)}/pages/${n}`)).headers.get("content-type")).toBe("image/webp");
    expect((await call(`${pathOf(link.url)}/pages/3`)).status).toBe(404);
    expect((await call(`${pathOf(link.url)}/image`)).status).toBe(200);
  });

  it("answers 404 for a revoked link, its image, and unknown or malformed tokens", async () => {
    const { cookie } = await signUp();
    const work = await makeWork(cookie, "a short-lived share");
    const link = await share(cookie, { workId: work.id });
    expect((await call(`${pathOf(link.url)}/image`)).status).toBe(200);
    await send(cookie, "DELETE", `/api/shares/${link.id}`);
    const page = await call(pathOf(link.url), { headers: { "accept-language": "de-DE" } });
    expect(page.status).toBe(404);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(SHARE_PAGE_STRINGS["de-DE"].goneTitle);
    expect((await call(`${pathOf(link.url)}/image`)).status).toBe(404);
    for (const token of ["A".repeat(32), "short", work.id]) {
      expect((await call(`/s/${token}`)).status).toBe(404);
      expect((await call(`/s/${token}/image`)).status).toBe(404);
    }
  });

  it("is open to link-preview crawlers (robots.txt) and kept out of the sitemap", async () => {
    expect(await (await call("/robots.txt")).text()).toContain("Allow: /s/\n");
    expect(await (await call("/sitemap.xml")).text()).not.toContain("/s/");
  });

  it("has its strings in every UI language", () => {
    for (const locale of LOCALES)
      expect(
        Object.values(SHARE_PAGE_STRINGS[locale as keyof typeof SHARE_PAGE_STRINGS] ?? {}).every((s) => s.length > 0),
        locale,
      ).toBe(true);
  });
});

describe("share links go with what they show", () => {
  it("deleting the work or the storybook removes its link", async () => {
    const { cookie } = await signUp();
    const work = await makeWork(cookie, "to be deleted");
    const book = await seedStorybook((await me(cookie)).user.id, "Gone book");
    const workLink = await share(cookie, { workId: work.id });
    const bookLink = await share(cookie, { storybookId: book.id });
    expect((await send(cookie, "DELETE", `/api/works/${work.id}`)).status).toBe(200);
    expect((await send(cookie, "DELETE", `/api/works/${book.id}`)).status).toBe(200);
    expect(await list(cookie)).toEqual([]);
    expect((await call(pathOf(workLink.url))).status).toBe(404);
    expect((await call(pathOf(bookLink.url))).status).toBe(404);
  });

  it("account deletion removes the user's links", async () => {
    const gone = await signUp();
    const link = await share(gone.cookie, { workId: (await makeWork(gone.cookie, "farewell")).id });
    const res = await call("/api/account/delete", {
      method: "POST",
      cookie: gone.cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: gone.password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM shares WHERE id = ?").bind(link.id).first("n")).toBe(0);
    expect((await call(pathOf(link.url))).status).toBe(404);
  });
});
