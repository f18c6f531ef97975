// The batch routes through the one typed client: quote a sheet, start it, read, stop, resume it,
// list the past ones, and download its pictures as export packs.
// A sheet goes as the CSV file itself (the Worker parses it again) or, for an XLSX or a sheet the
// user edited here, as its table of strings.
import { queryOptions } from "@tanstack/react-query";
import { getLocale } from "@/paraglide/runtime.js";
import { api, unwrap } from "@/lib/api";
import { saveZip } from "@/lib/zip-download";
import type { Marketplace } from "../../../shared/marketplace-rules";
import type { SheetSource } from "./read-sheet";

const sheetForm = (source: SheetSource) =>
  source.kind === "csv" ? { sheet: source.file } : { rows: JSON.stringify(source.table) };

export const quoteBatch = (source: SheetSource, photos: File[]) =>
  unwrap(
    api.batches.quote.$post({
      form: { ...sheetForm(source), photos: JSON.stringify(photos.map((p) => ({ name: p.name, size: p.size }))) },
    }),
  );

export const startBatch = (source: SheetSource, photos: File[], key: string) =>
  unwrap(
    api.batches.$post({
      form: { ...sheetForm(source), ...(photos.length ? { photos } : {}) },
      header: { "idempotency-key": key },
    }),
  );

export type Quote = Awaited<ReturnType<typeof quoteBatch>>;
export type BatchView = Awaited<ReturnType<typeof startBatch>>["batch"];
export type BatchRowView = BatchView["rows"][number];

export const batchQuery = (id: string) =>
  queryOptions({ queryKey: ["batch", id], queryFn: () => unwrap(api.batches[":id"].$get({ param: { id } })) });

export const stopBatch = (id: string) => unwrap(api.batches[":id"].stop.$post({ param: { id } }));
export const resumeBatch = (id: string) => unwrap(api.batches[":id"].resume.$post({ param: { id } }));
export const zipUrl = (id: string) => `/api/batches/${encodeURIComponent(id)}/zip`;

const listBatches = () => unwrap(api.batches.$get());
/** The user's past batches, newest first, with their counts. */
export const batchesQuery = queryOptions({ queryKey: ["batches"], queryFn: listBatches });
export type PastBatch = Awaited<ReturnType<typeof listBatches>>["batches"][number];

/**
 * The batch's pictures as export packs, part `part`: the ZIP is saved as a download; answers how
 * many works it holds and how many of their packs failed (named in its report.json).
 */
export async function exportBatchPacks(id: string, targets: Marketplace[], part: number) {
  const headers = await saveZip(
    api.batches[":id"].export.$post({ param: { id }, json: { targets, locale: getLocale(), part } }),
    "batch-export.zip",
  );
  return { works: Number(headers.get("x-export-works") ?? 0), failed: Number(headers.get("x-export-failed") ?? 0) };
}
