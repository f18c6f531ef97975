// A chosen sheet file into the table the batch checks (shared/batch-sheet.ts): a CSV is parsed
// here to show its rows at once (and sent as the file, which the Worker parses again); an XLSX is
// read with read-excel-file (its first sheet), every cell as the text a seller sees in it.
import { BATCH_FILE_MAX_BYTES } from "../../../shared/batch-sheet";
import { decodeSheetText, parseCsv } from "../../../shared/csv";

/** What is sent: the CSV file itself, or a table (from an XLSX, or edited on the page). */
export type SheetSource = { kind: "csv"; file: File; table: string[][] } | { kind: "rows"; table: string[][] };

export type SheetRead = { source: SheetSource } | { problem: "FILE_TOO_LARGE" | "MALFORMED"; line?: number };

const isXlsx = (file: File) =>
  /\.xlsx$/i.test(file.name) || file.type === "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A cell as text: numbers as written (2, not "2.0"), dates as their ISO day. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

export async function readXlsx(file: Blob | ArrayBuffer): Promise<string[][]> {
  const { readSheet } = await import("read-excel-file/browser");
  const rows = await readSheet(file);
  return rows.map((row) => row.map(cellText));
}

export async function readSheetFile(file: File): Promise<SheetRead> {
  if (file.size > BATCH_FILE_MAX_BYTES) return { problem: "FILE_TOO_LARGE" };
  if (isXlsx(file)) {
    try {
      return { source: { kind: "rows", table: await readXlsx(file) } };
    } catch {
      return { problem: "MALFORMED" };
    }
  }
  const text = decodeSheetText(new Uint8Array(await file.arrayBuffer()));
  if (text === null) return { problem: "MALFORMED" };
  const parsed = parseCsv(text);
  if ("malformed" in parsed) return { problem: "MALFORMED", line: parsed.malformed.line };
  return { source: { kind: "csv", file, table: parsed.table } };
}
