// The batch page reads a chosen CSV in the browser before sending it (issue 28, decision 0035):
// GBK (Excel's "CSV" on Chinese Windows), UTF-16 with its byte order mark and UTF-8 with or without
// one give the same rows; bytes that are none of them are a malformed file. The GBK bytes come from
// the Encoding Standard's table (test/shared/gbk.ts), not from the decoder under test.
import { describe, expect, it } from "vitest";
import { readSheetFile } from "@/features/batch/read-sheet";
import { checkSheet } from "../../shared/batch-sheet";
import { GBK_PROMPTS, GBK_SHEET_TEXT, gbk, utf16 } from "../shared/gbk";

/** "Crème brûlée" in Windows-1252 (è E8, û FB, é E9 as in Latin-1): each accented letter and the ASCII byte after it form a GB18030 character. */
const WINDOWS_1252 = Uint8Array.from("prompt\nCrème brûlée\n", (c) => c.charCodeAt(0));

const file = (bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], "商品.csv", { type: "text/csv" });

async function tableOf(bytes: Uint8Array) {
  const read = await readSheetFile(file(bytes));
  if (!("source" in read)) throw new Error(`not read: ${JSON.stringify(read)}`);
  expect(read.source.kind).toBe("csv");
  return read.source.table;
}

describe("reading a CSV in the browser, whatever its encoding", () => {
  it("reads a GBK sheet into the Chinese headers and prompts, which the shared check reads", async () => {
    const bytes = gbk(GBK_SHEET_TEXT);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    const table = await tableOf(bytes);
    expect(table).toEqual([
      ["提示词", "变体数", "比例"],
      [GBK_PROMPTS[0], "2", "1:1"],
      [GBK_PROMPTS[1], "1", "3:4"],
    ]);
    const check = checkSheet(table, []);
    expect(check.problems).toEqual([]);
    expect(check.rows.map((r) => r.prompt)).toEqual(GBK_PROMPTS);
    expect(check.total).toBe(3);
  });

  it.each([
    ["UTF-8 without a BOM", new TextEncoder().encode(GBK_SHEET_TEXT)],
    ["UTF-8 with a BOM", new TextEncoder().encode(`\uFEFF${GBK_SHEET_TEXT}`)],
    ["UTF-16 LE with a BOM", utf16(GBK_SHEET_TEXT, "le")],
    ["UTF-16 BE with a BOM", utf16(GBK_SHEET_TEXT, "be")],
  ])("reads %s the same", async (_, bytes) => {
    expect((await tableOf(bytes))[1]).toEqual([GBK_PROMPTS[0], "2", "1:1"]);
  });

  it.each([
    ["bytes no encoding reads", Uint8Array.from([0x70, 0x0a, 0xff, 0xfe, 0x0a])],
    ["a GBK lead byte without its second byte", gbk("提示词\r\n").subarray(0, 5)],
    ["binary that GB18030 would decode into control characters", Uint8Array.from([0x70, 0x0a, 0xd6, 0xd0, 0x00, 0x01])],
    ["Windows-1252 from a European Excel, which GB18030 would read as nonsense", WINDOWS_1252],
  ])("refuses %s as malformed", async (_, bytes) => {
    expect(await readSheetFile(file(bytes))).toEqual({ problem: "MALFORMED" });
  });

  it("the Windows-1252 file does decode as GB18030: the check on its characters is what refuses it", () => {
    expect(new TextDecoder("gb18030", { fatal: true }).decode(WINDOWS_1252)).not.toContain("Crème");
  });
});
