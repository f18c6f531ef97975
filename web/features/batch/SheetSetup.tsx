// The batch before it runs: the product photos its rows name, the sheet (CSV or XLSX), every row
// checked with its problems in the user's language, the total price against the balance
// (POST /api/batches/quote, which reads the sheet itself), rows with problems removable here, and
// the start button, enabled only when every row can run and the balance covers them.
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { m } from "@/paraglide/messages.js";
import { getLocale } from "@/paraglide/runtime.js";
import { Icon } from "@/components/icons";
import { DisabledReason } from "@/components/CreditBalance";
import { creditsAtom } from "@/lib/session";
import { errorMessage } from "@/lib/error-messages";
import { useIntentKey } from "@/lib/use-intent-key";
import { queryClient } from "@/lib/query-client";
import {
  BATCH_COLUMNS,
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_ROWS,
  BATCH_PHOTO_MAX_BYTES,
  checkSheet,
  columnName,
  type SheetProblem,
} from "../../../shared/batch-sheet";
import { MB } from "../../../shared/limits";
import { quoteBatch, startBatch, type BatchView } from "./batch-api";
import { problemText } from "./problem-text";
import { readSheetFile, type SheetRead } from "./read-sheet";

export function SheetSetup({ onStarted }: { onStarted: (batch: BatchView) => void }) {
  const credits = useAtomValue(creditsAtom);
  const [photos, choosePhotos] = useState<File[]>([]);
  const [read, chooseRead] = useState<SheetRead | null>(null);
  // Files hash alike in a query key: each change of the sheet or the photos is a new version.
  const [version, setVersion] = useState(0);
  const setPhotos = (files: File[]) => {
    choosePhotos(files);
    setVersion((v) => v + 1);
  };
  const setRead = (next: SheetRead) => {
    chooseRead(next);
    setVersion((v) => v + 1);
  };
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const source = read && "source" in read ? read.source : null;
  const intent = useIntentKey([source, photos]);
  const quote = useQuery(
    {
      queryKey: ["batch-quote", version],
      queryFn: () => quoteBatch(source!, photos),
      enabled: source !== null,
      gcTime: 0,
      staleTime: Infinity,
    },
    queryClient,
  );
  // The page's own check shows at once; the Worker's (which also asks moderation) replaces it.
  const local = source ? checkSheet(source.table, photos) : null;
  const check = quote.data ?? local;
  const fileProblem: SheetProblem | null =
    read && "problem" in read ? { code: read.problem, ...(read.line ? { row: read.line } : {}) } : null;
  const problems = fileProblem ? [fileProblem] : (check?.problems ?? []);
  const sheetProblems = problems.filter((p) => p.row === undefined || !check?.rows.some((r) => r.row === p.row));
  const rowProblems = (line: number) => problems.filter((p) => p.row === line);
  const total = check?.total ?? 0;
  const checked = quote.data !== undefined && !quote.isFetching;
  const whyDisabled = !source
    ? m.batch_choose_sheet_first()
    : problems.length > 0
      ? m.batch_fix_rows({ count: problems.length })
      : !checked
        ? m.batch_checking()
        : credits < total
          ? m.batch_not_enough({ required: total, balance: credits })
          : null;

  const removeRow = (line: number) => {
    if (!source) return;
    // Emptied, not spliced out: blank rows are skipped, and every other row keeps its line number.
    setRead({ source: { kind: "rows", table: source.table.map((cells, i) => (i === line - 1 ? [] : cells)) } });
  };

  async function start() {
    if (!source || whyDisabled) return;
    setStarting(true);
    setStartError(null);
    const key = intent.take();
    try {
      const { batch } = await startBatch(source, photos, key);
      intent.settle();
      onStarted(batch);
    } catch (error) {
      intent.settle(error);
      setStartError(errorMessage(error));
    } finally {
      setStarting(false);
    }
  }

  const locale = getLocale();
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body gap-5">
        <div className="space-y-2">
          <h2 className="font-semibold">{m.batch_step_photos()}</h2>
          <p className="text-sm text-base-content/70">
            {m.batch_photos_hint({ maxMb: BATCH_PHOTO_MAX_BYTES / MB, column: columnName("photo", locale) })}
          </p>
          <label className="btn btn-outline btn-sm">
            <Icon name="upload" className="size-4" />
            {m.batch_choose_photos()}
            <input
              type="file"
              className="sr-only"
              accept="image/png,image/jpeg,image/webp"
              multiple
              data-testid="batch-photos"
              onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
            />
          </label>
          {photos.length > 0 && (
            <p className="text-sm" data-testid="batch-photos-chosen">
              {m.batch_photos_chosen({ count: photos.length })}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <h2 className="font-semibold">{m.batch_step_sheet()}</h2>
          <p className="text-sm text-base-content/70">
            {m.batch_sheet_hint({
              rows: BATCH_MAX_ROWS,
              maxMb: BATCH_FILE_MAX_BYTES / MB,
              columns: BATCH_COLUMNS.map((c) => columnName(c, locale)).join(", "),
            })}
          </p>
          <label className="btn btn-outline btn-sm">
            <Icon name="upload" className="size-4" />
            {m.batch_choose_sheet()}
            <input
              type="file"
              className="sr-only"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="batch-sheet"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void readSheetFile(file).then(setRead);
              }}
            />
          </label>
        </div>
        {sheetProblems.length > 0 && (
          <ul className="alert alert-error flex-col items-start gap-1" role="alert" data-testid="batch-sheet-problems">
            {sheetProblems.map((p, i) => (
              <li key={i}>{problemText(p)}</li>
            ))}
          </ul>
        )}
        {check && check.rows.length > 0 && (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300" data-testid="batch-rows">
            {check.rows.map((row) => {
              const own = rowProblems(row.row);
              return (
                <li key={row.row} className="flex flex-wrap items-start gap-3 p-3" data-testid={`batch-row-${row.row}`}>
                  <span className="badge badge-ghost shrink-0">{m.batch_row_line({ line: row.row })}</span>
                  <div className="min-w-48 flex-1 space-y-1">
                    <p className="break-words">{row.prompt || "—"}</p>
                    <p className="text-sm text-base-content/60">
                      {[row.photo, m.batch_row_variants({ count: row.variants }), row.aspectRatio]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    {own.map((p, i) => (
                      <p key={i} className="text-sm text-error" data-testid="batch-row-problem">
                        {problemText(p)}
                      </p>
                    ))}
                  </div>
                  <span className="shrink-0 text-sm">{m.common_credits_count({ count: row.cost })}</span>
                  {own.length > 0 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      onClick={() => removeRow(row.row)}
                      data-testid="batch-remove-row"
                    >
                      <Icon name="trash" className="size-4" />
                      {m.batch_remove_row()}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {check && (
          <p className="font-semibold" data-testid="batch-total">
            {m.batch_total({
              credits: m.common_credits_count({ count: total }),
              rows: check.rows.length - new Set(rowProblemsLines(problems)).size,
            })}
          </p>
        )}
        {quote.isError && <p className="text-error">{errorMessage(quote.error)}</p>}
        {startError && (
          <p className="text-error" role="alert">
            {startError}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => void start()}
          disabled={starting || whyDisabled !== null}
          aria-describedby={whyDisabled ? "batch-start-reason" : undefined}
          data-testid="batch-start"
        >
          {starting && <span className="loading loading-spinner loading-sm" />}
          {m.batch_start({ credits: m.common_credits_count({ count: total }) })}
        </button>
        <DisabledReason id="batch-start-reason" reason={whyDisabled} topUp={credits < total} />
      </div>
    </section>
  );
}

const rowProblemsLines = (problems: SheetProblem[]) => problems.flatMap((p) => (p.row === undefined ? [] : [p.row]));
