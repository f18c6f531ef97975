// The batch page reads an XLSX in the browser (read-excel-file) into the same table of strings a
// CSV gives, which the shared check then reads: a tiny workbook is written here, stored entries in
// a ZIP (fflate, as the Worker's worker/platform/zip.ts writes them), with a shared string, an inline string, a number and a Chinese header.
import { describe, expect, it } from "vitest";
import { readXlsx } from "@/features/batch/read-sheet";
import { checkSheet } from "../../shared/batch-sheet";
import { zipSync } from "fflate";

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PARTS: Record<string, string> = {
  "[Content_Types].xml": `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  "_rels/.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  "xl/sharedStrings.xml": `${XML}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4"><si><t>提示词</t></si><si><t>变体数</t></si><si><t>aspect_ratio</t></si><si><t>白瓷杯, 晨光木桌</t></si></sst>`,
  "xl/worksheets/sheet1.xml": `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row><row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2"><v>2</v></c><c r="C2" t="inlineStr"><is><t>3:4</t></is></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>glass vase</t></is></c><c r="B3"><v>9</v></c></row></sheetData></worksheet>`,
};

async function workbook(): Promise<ArrayBuffer> {
  const encoder = new TextEncoder();
  const zip = zipSync(Object.fromEntries(Object.entries(PARTS).map(([name, text]) => [name, encoder.encode(text)])));
  return zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer;
}

describe("reading an XLSX into the batch's rows", () => {
  it("gives every cell as text, row by row, and the shared check reads it like a CSV", async () => {
    const table = await readXlsx(await workbook());
    expect(table[0]).toEqual(["提示词", "变体数", "aspect_ratio"]);
    expect(table[1]).toEqual(["白瓷杯, 晨光木桌", "2", "3:4"]);
    expect(table[2].slice(0, 2)).toEqual(["glass vase", "9"]);

    const check = checkSheet(table, []);
    expect(check.rows[0]).toEqual({
      row: 2,
      prompt: "白瓷杯, 晨光木桌",
      photo: null,
      variants: 2,
      aspectRatio: "3:4",
      cost: 2,
    });
    expect(check.problems).toEqual([{ code: "VARIANTS_OUT_OF_RANGE", row: 3, column: "variants", value: "9" }]);
    expect(check.total).toBe(2);
  });

  it("refuses bytes that are not a workbook", async () => {
    await expect(readXlsx(new TextEncoder().encode("prompt\nmug\n").buffer as ArrayBuffer)).rejects.toThrow();
  });
});
