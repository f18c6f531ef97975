// Boards (issue 15): named collections of the user's works. CRUD and its bad input, adding and
// removing a creation (idempotent, a creation on two boards), the library's board filter with its
// pages, another user's board or work refused as not found both ways, and what deleting a work, a
// board or the account leaves behind.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOARDS_PER_USER } from "../../shared/limits";
import { TRANSLATED_CODES } from "../shared/translated-codes";
import { clientFor, ok, rawJson, refusal, type Answer } from "./support/client";
import { generate, serverDefaults } from "./support/images";
import { newUser } from "./support/users";

type LibraryQuery = {
  board?: string;
  limit?: string;
  q?: string;
  source?: "nano" | "art_studio" | "interior" | "storybook";
  beforeTime?: string;
  beforeId?: string;
};

const boardsApi = (cookie: string) => clientFor(cookie).boards;
const createBoard = async (cookie: string, name: string) =>
  (await ok(boardsApi(cookie).$post({ json: { name } }), 201)).board;
const rename = (cookie: string, id: string, name: string) =>
  boardsApi(cookie)[":id"].$patch({ param: { id }, json: { name } });
const deleteBoard = (cookie: string, id: string) => boardsApi(cookie)[":id"].$delete({ param: { id } });
const listBoards = async (cookie: string) => (await ok(boardsApi(cookie).$get())).boards;
const add = (cookie: string, id: string, workId: string) =>
  boardsApi(cookie)[":id"].works[":workId"].$put({ param: { id, workId } });
const remove = (cookie: string, id: string, workId: string) =>
  boardsApi(cookie)[":id"].works[":workId"].$delete({ param: { id, workId } });
const listWorks = (cookie: string, query: LibraryQuery) => clientFor(cookie).works.$get({ query });
const library = (cookie: string, query: LibraryQuery = {}) => ok(listWorks(cookie, query));
const worksBoards = (cookie: string, id: string) => clientFor(cookie).works[":id"].boards.$get({ param: { id } });
const boardsOf = async (cookie: string, workId: string) => (await ok(worksBoards(cookie, workId))).boardIds;
const makeWork = async (cookie: string, prompt: string) => (await ok(generate(cookie, prompt), 201)).work;

/** The answer is the app's error JSON with `status` and `code`, a code the SPA translates; returns the refusal. */
async function expectRefused(res: Answer | Promise<Answer>, status: number, code: string) {
  const refused = await refusal(res);
  expect(refused, JSON.stringify(refused)).toMatchObject({ status, code });
  expect(TRANSLATED_CODES).toContain(code);
  return refused;
}

/** Creations inserted directly (as the library's own test does), one second apart, oldest first. */
async function seedWorks(userId: string, count: number) {
  const base = Date.now() - count * 1000;
  const ids = Array.from({ length: count }, (_, i) => `${userId.slice(0, 8)}-b${String(i).padStart(3, "0")}`);
  await env.DB.batch(
    ids.map((id, i) =>
      env.DB.prepare(
        "INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, metadata, root_id, version, source, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, 0, 'nano', ?)",
      ).bind(
        id,
        userId,
        `work ${i}`,
        `u/${userId}/works/${id}.png`,
        JSON.stringify({ model: "m", engine: "builtin", action: "generate_image" }),
        id,
        base + i * 1000,
      ),
    ),
  );
  return ids;
}

describe("boards", () => {
  it("are created, listed, renamed and deleted; deleting a board leaves its works in the library", async () => {
    const { cookie } = await newUser();
    expect(await listBoards(cookie)).toEqual([]);
    const summer = await createBoard(cookie, "  Summer campaign  ");
    expect(summer).toMatchObject({ name: "Summer campaign", workCount: 0, coverUrl: null });
    const work = await makeWork(cookie, "a red perfume bottle");
    expect((await add(cookie, summer.id, work.id)).status).toBe(200);
    const listed = await listBoards(cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: summer.id, workCount: 1, coverUrl: work.variantUrls.thumb });

    const renamed = await ok(rename(cookie, summer.id, "Winter"));
    expect(renamed.board).toMatchObject({ id: summer.id, name: "Winter", workCount: 1 });
    // Only the case changes: still its own name, not a duplicate of itself.
    await ok(rename(cookie, summer.id, "WINTER"));

    expect(await ok(deleteBoard(cookie, summer.id))).toEqual({ deleted: true });
    expect(await listBoards(cookie)).toEqual([]);
    expect((await library(cookie)).works.map((w) => w.id)).toEqual([work.id]);
    await expectRefused(deleteBoard(cookie, summer.id), 404, "BOARD_NOT_FOUND");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM board_works WHERE board_id = ?")
      .bind(summer.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("refuse bad names: empty, blank, 41 characters, control characters, a duplicate in any case", async () => {
    const { cookie } = await newUser();
    await createBoard(cookie, "Été");
    for (const name of ["", "   ", "\u200B", "x".repeat(41), "a\u0000b", "tab\there", 42, null]) {
      await expectRefused(rawJson(cookie, "POST", "/api/boards", { name }), 400, "VALIDATION_ERROR");
    }
    expect((await createBoard(cookie, "x".repeat(40))).name).toHaveLength(40);
    await expectRefused(boardsApi(cookie).$post({ json: { name: "été" } }), 409, "BOARD_EXISTS");
    await expectRefused(boardsApi(cookie).$post({ json: { name: " ÉTÉ " } }), 409, "BOARD_EXISTS");
    const other = await createBoard(cookie, "Other");
    await expectRefused(rename(cookie, other.id, "ÉtÉ"), 409, "BOARD_EXISTS");
    await expectRefused(rename(cookie, other.id, ""), 400, "VALIDATION_ERROR");
    await expectRefused(rename(cookie, "no-such-board", "Fine"), 404, "BOARD_NOT_FOUND");
    // Bidi overrides are taken out of a name, as elsewhere.
    expect((await createBoard(cookie, "cat\u202Egnp")).name).toBe("catgnp");
    // So are the marks (LRM, RLM, Arabic letter mark), which reorder what follows them just as well.
    const marked = await createBoard(cookie, "\u200Fdog\u061C\u200Egnp\u200F");
    expect(marked.name).toBe("doggnp");
    expect((await rename(cookie, marked.id, "\u200Ebird\u061C")).status).toBe(200);
    expect(
      (
        await boardsApi(cookie)
          .$get()
          .then((r) => r.json())
      ).boards.map((b) => b.name),
    ).toContain("bird");
    await expectRefused(boardsApi(cookie).$post({ json: { name: "\u200E\u200F\u061C" } }), 400, "VALIDATION_ERROR");
    // Another user may use the same names.
    expect((await createBoard((await newUser()).cookie, "été")).name).toBe("été");
  });

  it(`stop at ${BOARDS_PER_USER} per user`, async () => {
    const { cookie, id: userId } = await newUser();
    await env.DB.batch(
      Array.from({ length: BOARDS_PER_USER - 1 }, (_, i) =>
        env.DB.prepare("INSERT INTO boards (id, user_id, name) VALUES (?, ?, ?)").bind(
          `${userId}-${i}`,
          userId,
          `Board ${i}`,
        ),
      ),
    );
    await createBoard(cookie, "The last one");
    const refused = await expectRefused(
      boardsApi(cookie).$post({ json: { name: "One too many" } }),
      409,
      "TOO_MANY_BOARDS",
    );
    expect(refused.details).toEqual({ max: BOARDS_PER_USER });
    expect(await listBoards(cookie)).toHaveLength(BOARDS_PER_USER);
  });
});

describe("works on boards", () => {
  it("adding and removing are idempotent; a creation can be on two boards; any version adds its creation", async () => {
    const { cookie } = await newUser();
    const work = await makeWork(cookie, "a blue mug");
    const a = await createBoard(cookie, "A");
    const b = await createBoard(cookie, "B");
    for (let i = 0; i < 2; i++) {
      expect(await ok(add(cookie, a.id, work.id))).toEqual({ boardId: a.id, workId: work.id, onBoard: true });
    }
    // A refinement stands for its creation: adding it again to B puts the same creation there.
    const refined = await ok(
      clientFor(cookie).images.refine.$post({
        json: { workId: work.id, instruction: "黑白", ...serverDefaults },
        header: {},
      }),
      201,
    );
    expect(refined.work.rootId).toBe(work.id);
    expect(await ok(add(cookie, b.id, refined.work.id))).toEqual({ boardId: b.id, workId: work.id, onBoard: true });
    expect((await boardsOf(cookie, work.id)).sort()).toEqual([a.id, b.id].sort());
    expect((await boardsOf(cookie, refined.work.id)).sort()).toEqual([a.id, b.id].sort());
    expect((await listBoards(cookie)).map((x) => x.workCount)).toEqual([1, 1]);

    for (let i = 0; i < 2; i++) {
      expect(await ok(remove(cookie, a.id, work.id))).toEqual({ boardId: a.id, workId: work.id, onBoard: false });
    }
    expect(await boardsOf(cookie, work.id)).toEqual([b.id]);
    expect((await library(cookie, { board: a.id })).works).toEqual([]);
    const onB = (await library(cookie, { board: b.id })).works;
    expect(onB.map((w) => w.rootId)).toEqual([work.id]);
    expect(onB[0].versions).toHaveLength(2);
  });

  it("refuse unknown boards and works", async () => {
    const { cookie } = await newUser();
    const work = await makeWork(cookie, "a lamp");
    const board = await createBoard(cookie, "Lamps");
    await expectRefused(add(cookie, "no-such-board", work.id), 404, "BOARD_NOT_FOUND");
    await expectRefused(add(cookie, board.id, "no-such-work"), 404, "WORK_NOT_FOUND");
    await expectRefused(remove(cookie, board.id, "no-such-work"), 404, "WORK_NOT_FOUND");
    await expectRefused(listWorks(cookie, { board: "no-such-board" }), 404, "BOARD_NOT_FOUND");
    await expectRefused(worksBoards(cookie, "no-such-work"), 404, "WORK_NOT_FOUND");
    await expectRefused(add(cookie, board.id, "x".repeat(65)), 400, "VALIDATION_ERROR");
  });

  it("filter the library by board, page by page, with search and source still applying", async () => {
    const { cookie, id: userId } = await newUser();
    const ids = await seedWorks(userId, 60);
    const board = await createBoard(cookie, "Evens");
    // 30 even-numbered creations on the board, the odd ones not.
    for (const id of ids.filter((_, i) => i % 2 === 0)) await ok(add(cookie, board.id, id));
    const first = await library(cookie, { board: board.id, limit: "20" });
    expect(first.works).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.works[0].prompt).toBe("work 58");
    const last = first.works[19];
    const second = await library(cookie, {
      board: board.id,
      limit: "20",
      beforeTime: last.createdAt,
      beforeId: last.rootId,
    });
    expect(second.works).toHaveLength(10);
    const seen = [...first.works, ...second.works].map((w) => w.id);
    expect(new Set(seen).size).toBe(30);
    expect(seen.every((id) => ids.indexOf(id) % 2 === 0)).toBe(true);
    expect((await library(cookie, { board: board.id, q: "work 4" })).works.map((w) => w.prompt)).toEqual([
      "work 48",
      "work 46",
      "work 44",
      "work 42",
      "work 40",
      "work 4",
    ]);
    expect((await library(cookie, { board: board.id, source: "storybook" })).works).toEqual([]);
    expect((await library(cookie, { limit: "50" })).works).toHaveLength(50);
  });

  it("a deleted work leaves every board it was on", async () => {
    const { cookie } = await newUser();
    const keep = await makeWork(cookie, "a green vase");
    const doomed = await makeWork(cookie, "a yellow chair");
    const a = await createBoard(cookie, "A");
    const b = await createBoard(cookie, "B");
    for (const board of [a, b]) for (const work of [keep, doomed]) await add(cookie, board.id, work.id);
    await ok(clientFor(cookie).works[":id"].$delete({ param: { id: doomed.id } }));
    expect((await listBoards(cookie)).map((x) => [x.workCount, x.coverUrl])).toEqual([
      [1, keep.variantUrls.thumb],
      [1, keep.variantUrls.thumb],
    ]);
    expect((await library(cookie, { board: a.id })).works.map((w) => w.id)).toEqual([keep.id]);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM board_works WHERE work_id = ?")
      .bind(doomed.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("another user's boards and works", () => {
  it("are not found, both ways, and nothing of theirs changes", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceWork = await makeWork(alice.cookie, "alice's secret poster");
    const aliceBoard = await createBoard(alice.cookie, "Private");
    await add(alice.cookie, aliceBoard.id, aliceWork.id);
    const bobWork = await makeWork(bob.cookie, "bob's mug");
    const bobBoard = await createBoard(bob.cookie, "Bob's");

    // Bob with Alice's board, and Alice's work on Bob's own board.
    await expectRefused(rename(bob.cookie, aliceBoard.id, "Mine now"), 404, "BOARD_NOT_FOUND");
    await expectRefused(deleteBoard(bob.cookie, aliceBoard.id), 404, "BOARD_NOT_FOUND");
    await expectRefused(add(bob.cookie, aliceBoard.id, bobWork.id), 404, "BOARD_NOT_FOUND");
    await expectRefused(remove(bob.cookie, aliceBoard.id, aliceWork.id), 404, "BOARD_NOT_FOUND");
    await expectRefused(listWorks(bob.cookie, { board: aliceBoard.id }), 404, "BOARD_NOT_FOUND");
    await expectRefused(add(bob.cookie, bobBoard.id, aliceWork.id), 404, "WORK_NOT_FOUND");
    await expectRefused(remove(bob.cookie, bobBoard.id, aliceWork.id), 404, "WORK_NOT_FOUND");
    await expectRefused(worksBoards(bob.cookie, aliceWork.id), 404, "WORK_NOT_FOUND");
    // Alice the other way round: Bob's work on her board.
    await expectRefused(add(alice.cookie, aliceBoard.id, bobWork.id), 404, "WORK_NOT_FOUND");
    // A name Alice uses is free for Bob, and his list shows only his board.
    expect((await listBoards(bob.cookie)).map((x) => x.id)).toEqual([bobBoard.id]);

    expect(await listBoards(alice.cookie)).toEqual([
      expect.objectContaining({ id: aliceBoard.id, name: "Private", workCount: 1 }),
    ]);
    expect((await library(alice.cookie, { board: aliceBoard.id })).works.map((w) => w.id)).toEqual([aliceWork.id]);
  });
});

describe("account deletion", () => {
  it("removes the user's boards and their works on them, and no one else's", async () => {
    const gone = await newUser();
    const stays = await newUser();
    const board = await createBoard(gone.cookie, "Soon gone");
    await add(gone.cookie, board.id, (await makeWork(gone.cookie, "a teapot")).id);
    const kept = await createBoard(stays.cookie, "Soon gone");
    await add(stays.cookie, kept.id, (await makeWork(stays.cookie, "a teacup")).id);

    await ok(gone.api.account.delete.$post({ json: { password: gone.password } }));
    const count = async (sql: string, ...params: string[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...params)
          .first<{ n: number }>()
      )?.n;
    expect(await count("SELECT count(*) AS n FROM boards WHERE user_id = ?", gone.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM board_works WHERE board_id = ?", board.id)).toBe(0);
    expect(await listBoards(stays.cookie)).toEqual([expect.objectContaining({ id: kept.id, workCount: 1 })]);
  });
});
