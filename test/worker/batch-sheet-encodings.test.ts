// The batch sheet's CSV in the encodings spreadsheets save it in (issue 28, decision 0035), read
// by the Worker itself through POST /api/batches/quote: GBK (Excel's "CSV" on Chinese Windows),
// UTF-16 with its byte order mark, UTF-8 with and without one; bytes that are none of them are
// the whole sheet's MALFORMED. The GBK bytes come from the Encoding Standard's table
// (test/shared/gbk.ts), not from the decoder under test.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { GBK_PROMPTS, GBK_SHEET_TEXT, gbk, utf16 } from "../shared/gbk";
import { clientFor, ok } from "./support/client";
import { newUser, type TestUser } from "./support/users";

const app = createApp();
const api = (user: TestUser) => clientFor(user.cookie, (request) => app.fetch(request, env, createExecutionContext()));
/** "Crème brûlée" in Windows-1252 (è E8, û FB, é E9 as in Latin-1): each accented letter and the ASCII byte after it form a GB18030 character. */
const WINDOWS_1252 = Uint8Array.from("prompt\nCrème brûlée\n", (c) => c.charCodeAt(0));

const file = (bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], "商品.csv", { type: "text/csv" });

const quote = (user: TestUser, bytes: Uint8Array) =>
  ok(api(user).batches.quote.$post({ form: { sheet: file(bytes) } }));

const EXPECTED_ROWS = [
  { row: 2, prompt: GBK_PROMPTS[0], photo: null, variants: 2, aspectRatio: "1:1", cost: 2 },
  { row: 3, prompt: GBK_PROMPTS[1], photo: null, variants: 1, aspectRatio: "3:4", cost: 1 },
];

describe("a CSV's encoding", () => {
  it("workerd's TextDecoder knows gb18030 (and GBK), fatal on bytes it cannot read", () => {
    expect(new TextDecoder("gb18030").encoding).toBe("gb18030");
    expect(new TextDecoder("gbk").encoding).toBe("gbk");
    expect(new TextDecoder("gbk").decode(gbk("中红"))).toBe("中红");
    expect(new TextDecoder("gb18030", { fatal: true }).decode(Uint8Array.from([0xd6, 0xd0, 0xba, 0xec]))).toBe("中红");
    expect(() => new TextDecoder("gb18030", { fatal: true }).decode(Uint8Array.from([0x41, 0xff]))).toThrow();
  });

  it("reads a GBK sheet (Excel on Chinese Windows): Chinese headers and prompts, every row", async () => {
    const user = await newUser();
    const bytes = gbk(GBK_SHEET_TEXT);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    const answer = await quote(user, bytes);
    expect(answer.problems).toEqual([]);
    expect(answer.rows).toEqual(EXPECTED_ROWS);
    expect(answer.total).toBe(3);
  });

  it.each([
    ["UTF-8 without a BOM", new TextEncoder().encode(GBK_SHEET_TEXT)],
    ["UTF-8 with a BOM", new TextEncoder().encode(`\uFEFF${GBK_SHEET_TEXT}`)],
    ["UTF-16 LE with a BOM", utf16(GBK_SHEET_TEXT, "le")],
    ["UTF-16 BE with a BOM", utf16(GBK_SHEET_TEXT, "be")],
  ])("reads %s the same", async (_, bytes) => {
    const user = await newUser();
    const answer = await quote(user, bytes);
    expect(answer.problems).toEqual([]);
    expect(answer.rows).toEqual(EXPECTED_ROWS);
  });

  it.each([
    ["bytes no encoding reads (0xFF)", Uint8Array.from([0x70, 0x72, 0x6f, 0x6d, 0x70, 0x74, 0x0a, 0xff, 0xfe, 0x0a])],
    ["a GBK lead byte left without its second byte", gbk("提示词\r\n").subarray(0, 5)],
    ["binary that GB18030 would decode into control characters", Uint8Array.from([0x70, 0x0a, 0xd6, 0xd0, 0x00, 0x01])],
    ["UTF-16 with an unpaired surrogate", Uint8Array.from([0xff, 0xfe, 0x70, 0x00, 0x00, 0xd8, 0x0a, 0x00])],
    ["Windows-1252 from a European Excel, which GB18030 would read as nonsense", WINDOWS_1252],
  ])("refuses %s as a malformed file", async (_, bytes) => {
    const user = await newUser();
    expect((await quote(user, bytes)).problems).toEqual([{ code: "MALFORMED" }]);
  });
});
