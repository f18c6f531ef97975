// A batch's results as marketplace export packs (issue 28, decisions 0034 and 0035). Each work
// gets the pack a single work's export makes, its pixel work done on the TASKS queue as there
// (exports/service); this request only records the packs, waits until each is made or has
// failed, and then streams one ZIP: per work a folder named as the plain ZIP names its picture
// (the row's line, the variant, the prompt's start) holding that pack's pictures and alt-text.txt,
// and one report.json at the top merging the packs' reports. A work whose pack failed is in the
// report as failed, with why, and counted in X-Export-Failed; if every pack failed the answer is
// EXPORT_FAILED, not a ZIP. At most BATCH_PACK_MAX_WORKS works a request: `part` picks which.
import { BATCH_PACK_MAX_WORKS } from "../../../shared/batch-sheet";
import type { PackFile } from "../../../shared/marketplace-rules";
import type { Database } from "../../platform/db/client";
import { AppError } from "../../platform/errors";
import { zipStream, type ZipEntry } from "../../platform/zip";
import { checkTargets, PACK_WAIT_MS, packEntries, settledPacks, startExportPack } from "../exports/service";
import { getOwnedBatch, rowsOf, worksOf } from "./batches";
import { resultName } from "./results-zip";

/** Packs are made one after another on the queue's busiest day: twice one pack's wait for them all. */
const PACKS_WAIT_MS = 2 * PACK_WAIT_MS;

type WorkEntry = { folder: string; work: string; line: number; variant: number };
export type BatchPackReport = {
  batch: string;
  part: number;
  parts: number;
  targets: string[];
  createdAt: string;
  works: Array<
    (WorkEntry & { status: "ready"; files: PackFile[] }) | (WorkEntry & { status: "failed"; error: string })
  >;
};

type Ctx = { db: Database; env: Env; userId: string };
type Input = { targets: string[]; locale: string; part: number };

/** The batch's works in the plain ZIP's order (row by row, variant by variant), those still in the library. */
async function batchWorks(db: Database, userId: string, batchId: string) {
  const rows = await rowsOf(db, batchId);
  const works = await worksOf(db, userId, rows);
  return rows.flatMap((row) =>
    (row.workIds ?? []).flatMap((id, index) =>
      works.has(id) ? [{ folder: resultName(row, index), work: id, line: row.line, variant: index + 1 }] : [],
    ),
  );
}

export async function batchPacksZip(ctx: Ctx, batchId: string, input: Input) {
  const batch = await getOwnedBatch(ctx.db, ctx.userId, batchId);
  checkTargets(input.targets);
  if (batch.status === "running")
    throw new AppError("BATCH_STATE", "Export packs are made once the batch has stopped or finished.", {
      status: batch.status,
    });
  const all = await batchWorks(ctx.db, ctx.userId, batch.id);
  const parts = Math.ceil(all.length / BATCH_PACK_MAX_WORKS);
  if (input.part > parts)
    throw new AppError("BATCH_STATE", "The batch has no pictures in that part.", { works: all.length, parts });
  const chosen = all.slice((input.part - 1) * BATCH_PACK_MAX_WORKS, input.part * BATCH_PACK_MAX_WORKS);

  const ids: string[] = [];
  for (const w of chosen)
    ids.push(
      await startExportPack(ctx, { userId: ctx.userId, workId: w.work, targets: input.targets, locale: input.locale }),
    );
  const settled = await settledPacks(ctx.db, ctx.userId, ids, PACKS_WAIT_MS);
  // Every report is read before the first byte: a pack whose files are gone is failed, not a hole in the ZIP.
  const made = await Promise.all(
    chosen.map(async (w, i) => {
      const pack = settled[i];
      if (!pack.ready) return { work: { ...w, status: "failed" as const, error: pack.error }, entries: [] };
      try {
        const { report, entries } = await packEntries(ctx.env, pack.row, `${w.folder}/`);
        return { work: { ...w, status: "ready" as const, files: report.files }, entries };
      } catch {
        return { work: { ...w, status: "failed" as const, error: "EXPORT_NOT_FOUND" }, entries: [] };
      }
    }),
  );
  const failed = made.filter((m) => m.work.status === "failed").length;
  if (failed === made.length) {
    const first = made[0]?.work;
    throw new AppError("EXPORT_FAILED", "No export pack of the batch could be made.", {
      kind: first?.status === "failed" ? first.error : "INTERNAL",
    });
  }
  const report: BatchPackReport = {
    batch: batch.id,
    part: input.part,
    parts,
    targets: input.targets,
    createdAt: new Date().toISOString(),
    works: made.map((m) => m.work),
  };
  const entries: ZipEntry[] = [
    ...made.flatMap((m) => m.entries),
    async () => ({ name: "report.json", body: new TextEncoder().encode(JSON.stringify(report, null, 2)) }),
  ];
  return { body: zipStream(entries), works: made.length, failed, parts, batch };
}
