// A sheet's problems in the user's language, each with its row's line where it has one. The codes
// come from shared/batch-sheet.ts (the page's own check and the Worker's are the same code).
import { m } from "@/paraglide/messages.js";
import { getLocale } from "@/paraglide/runtime.js";
import { ASPECT_RATIOS } from "../../../shared/choices";
import { GENERATION_COUNT_MAX, MB, PROMPT_MAX_LENGTH } from "../../../shared/limits";
import {
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_ROWS,
  BATCH_PHOTO_MAX_BYTES,
  columnName,
  type SheetProblem,
  type SheetProblemCode,
} from "../../../shared/batch-sheet";
import { isolated } from "@/lib/error-messages";

const TEXTS: Record<SheetProblemCode, (p: SheetProblem) => string> = {
  FILE_TOO_LARGE: () => m.batch_problem_file_too_large({ maxMb: BATCH_FILE_MAX_BYTES / MB }),
  MALFORMED: (p) => (p.row ? m.batch_problem_malformed_line({ line: p.row }) : m.batch_problem_malformed()),
  EMPTY: () => m.batch_problem_empty(),
  UNKNOWN_COLUMN: (p) => m.batch_problem_unknown_column({ name: isolated(p.value ?? "") }),
  DUPLICATE_COLUMN: (p) => m.batch_problem_duplicate_column({ name: columnName(p.column ?? "prompt", getLocale()) }),
  PROMPT_COLUMN_MISSING: () => m.batch_problem_prompt_column_missing(),
  TOO_MANY_ROWS: (p) => m.batch_problem_too_many_rows({ count: Number(p.value ?? 0), max: BATCH_MAX_ROWS }),
  EXTRA_CELLS: () => m.batch_problem_extra_cells(),
  PROMPT_EMPTY: () => m.batch_problem_prompt_empty(),
  PROMPT_TOO_LONG: () => m.batch_problem_prompt_too_long({ max: PROMPT_MAX_LENGTH }),
  PHOTO_MISSING: (p) => m.batch_problem_photo_missing({ name: isolated(p.value ?? "") }),
  PHOTO_TOO_LARGE: (p) =>
    m.batch_problem_photo_too_large({ name: isolated(p.value ?? ""), maxMb: BATCH_PHOTO_MAX_BYTES / MB }),
  VARIANTS_OUT_OF_RANGE: (p) => m.batch_problem_variants({ value: isolated(p.value ?? ""), max: GENERATION_COUNT_MAX }),
  RATIO_UNKNOWN: (p) => m.batch_problem_ratio({ value: isolated(p.value ?? ""), ratios: ASPECT_RATIOS.join(" / ") }),
  CONTENT_REFUSED: () => m.batch_problem_refused(),
};

export const problemText = (problem: SheetProblem) => TEXTS[problem.code](problem);
