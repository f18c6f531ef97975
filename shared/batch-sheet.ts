// A batch's spreadsheet (issue 28, docs/decisions/0035-batches-from-a-spreadsheet.md): its
// columns, its limits and the check of every row. The page runs these checks before anything is
// sent; the Worker runs them again on its own reading of the file and trusts nothing else. A CSV
// is read by ./csv.ts on both sides; an XLSX is read in the browser into the same table of strings.
import { ASPECT_RATIOS, type AspectRatio } from "./choices";
import { GENERATION_COUNT_MAX, MB, PROMPT_MAX_LENGTH } from "./limits";
import { generationCost } from "./prices";

export const BATCH_MAX_ROWS = 100;
export const BATCH_FILE_MAX_BYTES = 2 * MB;
export const BATCH_PHOTO_MAX_BYTES = 5 * MB;
/** All the photos of one batch, sent with it in one request. */
export const BATCH_PHOTOS_MAX_BYTES = 40 * MB;

export const BATCH_COLUMNS = ["prompt", "photo", "variants", "aspect_ratio"] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/**
 * Each column's header in every UI language; English always works, and so does any of these
 * (a sheet written in one language still reads after a language switch). zh-CN first.
 */
export const COLUMN_NAMES: Record<BatchColumn, Record<string, string>> = {
  prompt: {
    "zh-CN": "提示词",
    "en-US": "prompt",
    "es-ES": "descripción",
    "fr-FR": "description",
    "de-DE": "Beschreibung",
    "ja-JP": "プロンプト",
    "ko-KR": "프롬프트",
    "ru-RU": "описание",
    "ar-SA": "الوصف",
    "pt-BR": "descrição",
    "it-IT": "descrizione",
    "nl-NL": "beschrijving",
    "hi-IN": "विवरण",
    "th-TH": "คำอธิบาย",
    "vi-VN": "mô tả",
  },
  photo: {
    "zh-CN": "商品图",
    "en-US": "photo",
    "es-ES": "foto",
    "fr-FR": "photo",
    "de-DE": "Foto",
    "ja-JP": "商品画像",
    "ko-KR": "상품 사진",
    "ru-RU": "фото",
    "ar-SA": "الصورة",
    "pt-BR": "foto",
    "it-IT": "foto",
    "nl-NL": "foto",
    "hi-IN": "फ़ोटो",
    "th-TH": "รูปสินค้า",
    "vi-VN": "ảnh",
  },
  variants: {
    "zh-CN": "变体数",
    "en-US": "variants",
    "es-ES": "variantes",
    "fr-FR": "variantes",
    "de-DE": "Varianten",
    "ja-JP": "バリエーション数",
    "ko-KR": "변형 수",
    "ru-RU": "варианты",
    "ar-SA": "النسخ",
    "pt-BR": "variações",
    "it-IT": "varianti",
    "nl-NL": "varianten",
    "hi-IN": "वेरिएंट",
    "th-TH": "จำนวนแบบ",
    "vi-VN": "số biến thể",
  },
  aspect_ratio: {
    "zh-CN": "比例",
    "en-US": "aspect_ratio",
    "es-ES": "proporción",
    "fr-FR": "format",
    "de-DE": "Seitenverhältnis",
    "ja-JP": "比率",
    "ko-KR": "비율",
    "ru-RU": "пропорции",
    "ar-SA": "النسبة",
    "pt-BR": "proporção",
    "it-IT": "proporzioni",
    "nl-NL": "verhouding",
    "hi-IN": "अनुपात",
    "th-TH": "อัตราส่วน",
    "vi-VN": "tỉ lệ",
  },
};

/** The header as the user's language writes it (English where it has none). */
export const columnName = (column: BatchColumn, locale: string) =>
  COLUMN_NAMES[column][locale] ?? COLUMN_NAMES[column]["en-US"];

const normalHeader = (name: string) =>
  name
    .normalize("NFC")
    .trim()
    .toLocaleLowerCase()
    .replace(/[\s-]+/g, "_");
const HEADERS = new Map<string, BatchColumn>(
  BATCH_COLUMNS.flatMap((column) =>
    [column, ...Object.values(COLUMN_NAMES[column])].map((name) => [normalHeader(name), column] as const),
  ),
);

/** What is wrong with the whole sheet (row absent) or with one row (row: its line in the sheet). */
export type SheetProblemCode =
  | "FILE_TOO_LARGE"
  | "MALFORMED"
  | "EMPTY"
  | "UNKNOWN_COLUMN"
  | "DUPLICATE_COLUMN"
  | "PROMPT_COLUMN_MISSING"
  | "TOO_MANY_ROWS"
  | "EXTRA_CELLS"
  | "PROMPT_EMPTY"
  | "PROMPT_TOO_LONG"
  | "PHOTO_MISSING"
  | "PHOTO_TOO_LARGE"
  | "VARIANTS_OUT_OF_RANGE"
  | "RATIO_UNKNOWN"
  /** Moderation refused the prompt (the Worker's check only). */
  | "CONTENT_REFUSED";

export type SheetProblem = { code: SheetProblemCode; row?: number; column?: BatchColumn; value?: string };

/** A row as it will run: `row` is its line in the sheet (the header is line 1). */
export type BatchRowPlan = {
  row: number;
  prompt: string;
  photo: string | null;
  variants: number;
  aspectRatio: AspectRatio;
  cost: number;
};

export type SheetCheck = { rows: BatchRowPlan[]; problems: SheetProblem[]; total: number };

/** A photo the user chose for the batch: its file name and size. */
export type PhotoFile = { name: string; size: number };

function readVariants(cell: string): number | null {
  if (cell === "") return 1;
  if (!/^[1-9][0-9]*$/.test(cell)) return null;
  const n = Number(cell);
  return n <= GENERATION_COUNT_MAX ? n : null;
}

function readRatio(cell: string): AspectRatio | null {
  if (cell === "") return "1:1";
  const written = cell.replace(/[：∶]/g, ":").replace(/\s+/g, "");
  return (ASPECT_RATIOS as readonly string[]).includes(written) ? (written as AspectRatio) : null;
}

/**
 * Checks a table read from a sheet (header row first) against the photos the user chose. Every
 * row is checked and every problem listed; `total` is the price of the rows without problems.
 */
export function checkSheet(table: string[][], photos: PhotoFile[]): SheetCheck {
  const problems: SheetProblem[] = [];
  const lines = table
    .map((cells, index) => ({ cells: cells.map((c) => c.trim()), line: index + 1 }))
    .filter(({ cells }) => cells.some((c) => c !== ""));
  const [header, ...body] = lines;
  if (!header || body.length === 0) return { rows: [], problems: [{ code: "EMPTY" }], total: 0 };

  const columns = header.cells.map((name) => (name === "" ? null : (HEADERS.get(normalHeader(name)) ?? name)));
  const index = new Map<BatchColumn, number>();
  columns.forEach((column, i) => {
    if (column === null) return;
    if (!(BATCH_COLUMNS as readonly string[]).includes(column))
      problems.push({ code: "UNKNOWN_COLUMN", value: header.cells[i] });
    else if (index.has(column as BatchColumn))
      problems.push({ code: "DUPLICATE_COLUMN", column: column as BatchColumn });
    else index.set(column as BatchColumn, i);
  });
  if (!index.has("prompt")) problems.push({ code: "PROMPT_COLUMN_MISSING" });
  if (body.length > BATCH_MAX_ROWS) problems.push({ code: "TOO_MANY_ROWS", value: String(body.length) });

  const sizes = new Map(photos.map((p) => [p.name.trim(), p.size]));
  const rows: BatchRowPlan[] = [];
  let total = 0;
  for (const { cells, line } of body.slice(0, BATCH_MAX_ROWS)) {
    const cell = (column: BatchColumn) => {
      const i = index.get(column);
      return i === undefined ? "" : (cells[i] ?? "");
    };
    const found: SheetProblem[] = [];
    if (cells.length > header.cells.length && cells.slice(header.cells.length).some((c) => c !== ""))
      found.push({ code: "EXTRA_CELLS", row: line });
    const prompt = cell("prompt");
    if (prompt === "") found.push({ code: "PROMPT_EMPTY", row: line, column: "prompt" });
    else if (prompt.length > PROMPT_MAX_LENGTH) found.push({ code: "PROMPT_TOO_LONG", row: line, column: "prompt" });
    const photo = cell("photo") || null;
    const size = photo === null ? 0 : sizes.get(photo);
    if (size === undefined) found.push({ code: "PHOTO_MISSING", row: line, column: "photo", value: photo! });
    else if (size > BATCH_PHOTO_MAX_BYTES)
      found.push({ code: "PHOTO_TOO_LARGE", row: line, column: "photo", value: photo! });
    const variants = readVariants(cell("variants"));
    if (variants === null)
      found.push({ code: "VARIANTS_OUT_OF_RANGE", row: line, column: "variants", value: cell("variants") });
    const aspectRatio = readRatio(cell("aspect_ratio"));
    if (aspectRatio === null)
      found.push({ code: "RATIO_UNKNOWN", row: line, column: "aspect_ratio", value: cell("aspect_ratio") });
    const cost = generationCost(variants ?? 1);
    rows.push({ row: line, prompt, photo, variants: variants ?? 1, aspectRatio: aspectRatio ?? "1:1", cost });
    problems.push(...found);
    if (found.length === 0) total += cost;
  }
  return { rows, problems, total };
}

/** The rows that can run: none of their own problems, and none of the whole sheet's. */
export const runnableRows = (check: SheetCheck) =>
  check.problems.some((p) => p.row === undefined)
    ? []
    : check.rows.filter((r) => !check.problems.some((p) => p.row === r.row));

/**
 * Works in one batch export-pack request (decision 0035): each is a pack of up to 20 files made on
 * the queue, so a bigger batch is exported in parts of this many works (`part` 1, 2, ...).
 */
export const BATCH_PACK_MAX_WORKS = 12;
/** Past batches listed (newest first); a batch is kept for seven days anyway. */
export const BATCH_LIST_MAX = 30;
