// The sheet a request brings, read by the Worker itself: a CSV file is parsed here (the page's own
// parse is never trusted), an XLSX arrives as the table of strings the browser read from it and
// is checked cell by cell like any CSV. Every row is checked (shared/batch-sheet.ts), and each
// prompt that passes goes through the generator's moderation before anything is quoted or run.
import { z } from "zod";
import {
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_ROWS,
  checkSheet,
  type PhotoFile,
  type SheetCheck,
  type SheetProblem,
} from "../../../shared/batch-sheet";
import { decodeSheetText, parseCsv } from "../../../shared/csv";
import { AppError } from "../../platform/errors";
import { checkText, type ModerationCtx } from "../moderation/service";

/** A table the browser read from an XLSX: rows of cells, each cell text. */
const xlsxTable = z.array(z.array(z.string().max(10_000)).max(50)).max(BATCH_MAX_ROWS + 50);

/** The sheet's form fields: `sheet`, a CSV file, or `rows`, an XLSX's table as JSON. */
export const sheetFields = {
  sheet: z.instanceof(File).optional(),
  rows: z.string().max(BATCH_FILE_MAX_BYTES).optional(),
};

type SheetForm = { sheet?: File; rows?: string };

/** The table, or the problem that keeps the file from being read at all. */
export async function readTable(form: SheetForm): Promise<{ table: string[][] } | { problem: SheetProblem }> {
  if (form.sheet) {
    if (form.sheet.size > BATCH_FILE_MAX_BYTES) return { problem: { code: "FILE_TOO_LARGE" } };
    const text = decodeSheetText(new Uint8Array(await form.sheet.arrayBuffer()));
    if (text === null) return { problem: { code: "MALFORMED" } };
    const parsed = parseCsv(text);
    return "table" in parsed ? parsed : { problem: { code: "MALFORMED", row: parsed.malformed.line } };
  }
  if (form.rows !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(form.rows);
    } catch {
      return { problem: { code: "MALFORMED" } };
    }
    const table = xlsxTable.safeParse(json);
    return table.success ? { table: table.data } : { problem: { code: "MALFORMED" } };
  }
  throw new AppError("VALIDATION_ERROR", "Send the sheet as a CSV file (sheet) or as rows (rows).");
}

/** Checks every row, then asks moderation about each prompt that passed (refused: CONTENT_REFUSED). */
export async function checkRows(ctx: ModerationCtx, table: string[][], photos: PhotoFile[]): Promise<SheetCheck> {
  const check = checkSheet(table, photos);
  const refused = await Promise.all(
    check.rows.map(async (row) => {
      if (check.problems.some((p) => p.row === row.row) || row.prompt === "") return null;
      try {
        await checkText(ctx, row.prompt);
        return null;
      } catch (error) {
        if (!(error instanceof AppError && error.code === "CONTENT_REFUSED")) throw error;
        const refusal: SheetProblem = { code: "CONTENT_REFUSED", row: row.row, column: "prompt" };
        return refusal;
      }
    }),
  );
  const problems = [...check.problems, ...refused.filter((p) => p !== null)];
  const total = check.rows.filter((r) => !problems.some((p) => p.row === r.row)).reduce((sum, r) => sum + r.cost, 0);
  return { rows: check.rows, problems, total };
}

/** The sheet read and checked; a file that cannot be read is one problem for the whole sheet. */
export async function readAndCheck(ctx: ModerationCtx, form: SheetForm, photos: PhotoFile[]): Promise<SheetCheck> {
  const read = await readTable(form);
  if ("problem" in read) return { rows: [], problems: [read.problem], total: 0 };
  return checkRows(ctx, read.table, photos);
}
